/// An item (error, type, field, enum member, URL parameter, declared method, flow step) that some languages of a page have and others lack.
enum MissingInLanguageRule: DriftRule {
    static let id = "drift.missing-in-language"
    static let severity = Severity.error
    static let summary: DriftRuleText = "An item that some language versions of a page have and others lack."
    static let compares: DriftRuleText =
        "item keys present in some languages, absent in others (items inside an absent container are not repeated)"
    static let example = "field Receipt.sandboxPayment is in en but missing in zh"
    static let details: [DriftRuleText] = [
        "An absent item is reported once, against the nearest item both sides share; an item a scrape loss explains is left "
            + "to \(code: "drift.scrape-loss"). A type declared with no field or member (a sample's class) is no item, but "
            + "it is not missing in a language that declares it so, nor are its fields reported missing there."
    ]

    /// One finding per item that is absent from at least one language, unless a scrape loss already explains the absence
    /// (`explained` holds `key|language`), or the item's container is itself absent there.
    static func findings(in comparison: LanguageVersions) -> [DriftFinding] {
        let (pages, explained) = (comparison.pages, comparison.scrapeLosses.explained)
        var anchors: [String: Anchors] = [:]
        // A type declared with no field or member gives no item (a sample's class), yet is not missing where declared.
        let declaredTypes = Dictionary(
            pages.map { ($0.language, Set($0.page.spec.types.map(Alignment.typeKey))) }, uniquingKeysWith: { $0.union($1) })
        return comparison.keys.compactMap { key in
            let item = key.item
            guard item.kind.reportedWhenMissing else { return nil }
            let having = pages.filter { $0.byKey[item.key] != nil }
            let lacking = pages.filter { other in
                other.byKey[item.key] == nil && !explained.contains("\(item.key)|\(other.language)")
                    && (item.parent.map { other.byKey[$0] != nil } ?? true)
                    && !(item.parent == nil && declaredTypes[other.language]?.contains(item.key) == true)
            }
            return lacking.isEmpty ? nil : finding(item, having: having, lacking: lacking, anchors: &anchors)
        }
    }

    /// The finding for `item`; `anchors` keeps the anchors of each (lacking, having) pair of languages once built.
    private static func finding(_ item: AlignedItem, having: [PageItems], lacking: [PageItems], anchors: inout [String: Anchors]) -> DriftFinding {
        var locations = having.compactMap { page in
            page.byKey[item.key].map { DriftLocation($0.location, language: page.language, note: "\(page.language): \($0.summary)") }
        }
        for page in lacking {
            let pair = "\(page.language)\u{1F}\(having[0].language)"
            let pairAnchors = anchors[pair] ?? Anchors(in: page, for: having[0])
            anchors[pair] = pairAnchors
            let (anchor, near) = pairAnchors.anchor(for: item)
            locations.append(DriftLocation(anchor, language: page.language, note: absentNote(page.language, kind: item.kind, near: near)))
        }
        return DriftFinding(
            rule: id, severity: severity,
            message: message(item, having: having.map(\.language), lacking: lacking.map(\.language)),
            page: having[0].page.spec.page, subject: item.key, locations: locations,
            sides: [having.map(\.language), lacking.map(\.language)])
    }

    static func message(_ item: AlignedItem, having: [String], lacking: [String]) -> String {
        "\(item.kind.label) \(item.name) is in \(having.joined(separator: ", ")) but missing in \(lacking.joined(separator: ", "))"
    }

    static func absentNote(_ language: String, kind: ItemKind, near: String?) -> String {
        "\(language): no such \(kind.label)" + (near.map { " (nearest shared item: \($0))" } ?? "")
    }
}
