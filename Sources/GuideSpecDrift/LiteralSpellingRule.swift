import GuideSpecSpecModel

/// A value that code compares literally, spelled two ways in one language: the values the comments of fields with one
/// name enumerate (every `productType`, every `tokenType`, on one page or across pages), where two spellings read
/// alike once case and `_` are set aside (`AUTORENEWABLE` and `AUTO_RENEWABLE`; `Test` and `test`), or where two lists
/// agree but for one value that is the start of the other (`null, Test, Promo` and `null, Test, Promotion`).
enum LiteralSpellingRule: DriftRule {
    static let id = "drift.literal-spelling"
    static let severity = Severity.warning
    static let summary: DriftRuleText = "A value that code compares literally, spelled two ways in one language."
    static let compares: DriftRuleText =
        "a value the comments of same-named fields enumerate (every \(code: "productType"), every \(code: "status") of "
        + "one language, on one page or across pages) spelled two ways: alike once case and everything but letters and "
        + "digits are set aside (\(code: "AUTORENEWABLE"), \(code: "AUTO_RENEWABLE"); \(code: "Test"), \(code: "test")), "
        + "or two lists of the same length that differ in one value only, one the start of the other and four characters "
        + "at least (\(code: "Promo"), \(code: "Promotion")); every place each spelling is written; subject "
        + "\(code: "literal:<field>:<spellings>")"
    static let example = "en spells a productType value 2 ways: AUTORENEWABLE (1 place), AUTO_RENEWABLE (1 place)"
    /// Enumerations and values longer than this are not searched for abbreviations (the search costs the square of the length).
    static let longestList = 64

    /// One field's enumerated values where one page writes them.
    private struct Enumeration {
        var page: DriftPage
        var type: TypeDeclaration
        var field: FieldDeclaration
        var keys: [String] { field.enumeration.map(\.key) }
    }

    /// One finding per language, field name and group of spellings, with every class of every page that writes each spelling.
    static func findings(in comparison: GuidePages) -> [DriftFinding] {
        let pages = comparison.pages
        return Dictionary(grouping: pages, by: \.language).sorted { $0.key < $1.key }.flatMap { language, group in
            enumerationsByField(group).flatMap { field, enumerations in findings(field, enumerations, language: language) }
        }
    }

    /// The enumerations of one language's pages under each field's neutral name, in page and line order.
    private static func enumerationsByField(_ pages: [DriftPage]) -> [(String, [Enumeration])] {
        var byField: [String: [Enumeration]] = [:]
        for page in pages.sorted(by: { $0.spec.page < $1.spec.page }) {
            for type in page.spec.types {
                for field in type.fields where !field.enumeration.isEmpty {
                    byField[field.neutralName, default: []].append(Enumeration(page: page, type: type, field: field))
                }
            }
        }
        return byField.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    private static func findings(_ field: String, _ enumerations: [Enumeration], language: String) -> [DriftFinding] {
        var spellingsOf: [String: Set<String>] = [:]
        for enumeration in enumerations {
            for key in enumeration.keys { spellingsOf[folded(key), default: []].insert(key) }
        }
        var groups = spellingsOf.values.filter { $0.count > 1 }
        for (short, long) in abbreviations(Set(enumerations.map { $0.keys.map(folded) })) {
            groups.append((spellingsOf[short] ?? []).union(spellingsOf[long] ?? []))
        }
        var places: [String: [Place]] = [:]
        var seen: Set<String> = []
        for enumeration in enumerations {
            for value in enumeration.field.enumeration
            where seen.insert("\(value.key)\u{1F}\(enumeration.page.spec.page)\u{1F}\(enumeration.type.fullName)").inserted {
                places[value.key, default: []].append(Place(enumeration: enumeration, value: value))
            }
        }
        return Set(groups.map { $0.sorted() }).sorted { $0.lexicographicallyPrecedes($1) }.compactMap { spellings in
            finding(field, spellings: spellings, places: places, language: language)
        }
    }

    /// The pairs of values (folded) that two lists of the same length hold at the one position where they differ, when
    /// the shorter starts the longer and has at least four characters (`PROMO`, `PROMOTION`). Lists are bucketed by
    /// each position masked, so only lists that differ at that position meet; lists longer than `longestList` are left out.
    private static func abbreviations(_ lists: Set<[String]>) -> [(String, String)] {
        var buckets: [String: Set<String>] = [:]
        for list in lists where list.count <= longestList {
            for index in list.indices {
                var masked = list
                masked[index] = "\u{1F}"
                buckets["\(index)\u{1E}" + masked.joined(separator: "\u{1D}"), default: []].insert(list[index])
            }
        }
        var pairs: [(String, String)] = []
        for values in buckets.values where values.count > 1 {
            for value in values where value.count > 4 && value.count <= longestList {
                for length in 4..<value.count where values.contains(String(value.prefix(length))) {
                    pairs.append((String(value.prefix(length)), value))
                }
            }
        }
        return pairs
    }

    /// Where one spelling is written: each enumeration (page and class) that holds it, once, in page and line order.
    private struct Place {
        var enumeration: Enumeration
        var value: EnumerationValue
    }

    private static func finding(_ field: String, spellings: [String], places: [String: [Place]], language: String) -> DriftFinding? {
        let written = spellings.map { places[$0] ?? [] }
        guard written.allSatisfy({ !$0.isEmpty }) else { return nil }
        let pagesPerSpelling = written.map { Set($0.map(\.enumeration.page.spec.page)) }
        let shared = pagesPerSpelling.dropFirst().reduce(pagesPerSpelling[0]) { $0.intersection($1) }
        guard let page = shared.min() ?? written.compactMap({ $0.first?.enumeration.page.spec.page }).min() else { return nil }
        let locations = zip(spellings, written).flatMap { spelling, places in
            places.map { place in
                DriftLocation(
                    file: place.enumeration.page.spec.source.file, line: place.value.line, language: language,
                    note:
                        """
                        \(language) \(place.enumeration.page.spec.page): \(place.enumeration.type.fullName).\(place.enumeration.field.name) \
                        enumerates \(spelling)
                        """
                )
            }
        }
        return DriftFinding(
            rule: id, severity: severity,
            message: message(field, spellings: zip(spellings, written.map(\.count)).map { ($0, $1) }, language: language),
            page: page, subject: "literal:\(field):\(spellings.joined(separator: "/"))", locations: locations)
    }

    /// A value with case and everything but letters and digits set aside: `AUTO_RENEWABLE` and `AutoRenewable` read
    /// `AUTORENEWABLE`.
    static func folded(_ value: String) -> String {
        String(value.filter { $0.isLetter || $0.isNumber }).uppercased()
    }

    static func message(_ field: String, spellings: [(String, Int)], language: String) -> String {
        "\(language) spells a \(field) value \(spellings.count) ways: "
            + spellings.map { "\($0.0) (\($0.1) place\($0.1 == 1 ? "" : "s"))" }.joined(separator: ", ")
    }
}
