import GuideSpecSpecModel

/// A page of two minds about one of its own declarations: a type, a field of one type, a member of one enum or an error
/// constant spelled two ways that differ only in case and word separators (`productSeq`, `productSEQ`), or a field that
/// two declarations of one type on the page give different types.
enum SamePageContradictionRule: DriftRule {
    static let id = "drift.same-page-contradiction"
    static let severity = Severity.warning
    static let summary: DriftRuleText =
        "A page that spells one of its declarations two ways, or gives it two types."
    static let compares: DriftRuleText =
        "the declarations of one page: two spellings of a type, of a field of one type, of a member of one enum or of an "
        + "error constant that read alike once case, \(code: "_"), \(code: "-") and spaces are set aside "
        + "(\(code: "productSeq"), \(code: "productSEQ")), subject \(code: "spelling:<kind>:<name>"); a field that two "
        + "declarations of its type give different types, subject \(code: "type:field:<type>.<field>")"
    static let example = "en spells field Receipt.productSeq 2 ways: productSeq (line 6), productSEQ (line 14)"
    static let details: [DriftRuleText] = [
        "Values that comments enumerate (\(code: "AUTORENEWABLE") in one comment, \(code: "AUTO_RENEWABLE") in another) are "
            + "\(code: "drift.literal-spelling")'s, which reads them on one page and across pages. A \(code: ".") is no separator "
            + "(\(code: "Transfer.Item"), a component, and \(code: "TransferItem"), a type, are two things). Two types differ "
            + "only when their neutral types differ and their written forms do too once spacing and namespaces are set aside "
            + "(\(code: "React.ReactNode"), \(code: "ReactNode")); a field whose type is not written has none to compare. Methods "
            + "are left out: release notes show a signature before and after its change."
    ]

    /// One declared name: what kind of item it is, what it belongs to, as written, and where.
    private struct Name {
        var kind: ItemKind
        var owner: String
        var name: String
        var location: SpecLocation
    }

    /// One declaration's type for a field: the field, its type, and where.
    private struct Typed {
        var name: String
        var type: TypeReference
        var location: SpecLocation
    }

    static func findings(in comparison: PageItems) -> [DriftFinding] {
        let page = comparison.page
        return spellingFindings(names(of: page.spec), page: page) + typeFindings(typed(page.spec), page: page)
    }

    /// Every declared name of `spec` whose spelling the rule compares, in document order.
    private static func names(of spec: PageSpec) -> [Name] {
        var names: [Name] = []
        for type in spec.types {
            names.append(Name(kind: type.kind == .enum ? .enumeration : .type, owner: "", name: type.fullName, location: type.location))
            for field in type.fields where type.origin == nil {
                names.append(Name(kind: .field, owner: type.fullName, name: field.name, location: field.location))
            }
            for member in type.members {
                names.append(Name(kind: .enumMember, owner: type.fullName, name: member.name, location: member.location))
            }
        }
        for error in spec.errors {
            if let name = error.name { names.append(Name(kind: .error, owner: "", name: name, location: error.location)) }
        }
        return names
    }

    /// One finding per group of names of one kind and owner that read alike folded but are written several ways.
    private static func spellingFindings(_ names: [Name], page: DriftPage) -> [DriftFinding] {
        let groups = Dictionary(grouping: names) { "\($0.kind)\u{1F}\($0.owner)\u{1F}\(folded($0.name))" }
        return groups.values.filter { Set($0.map(\.name)).count > 1 && !folded($0[0].name).isEmpty }.map { group in
            let spellings = firstOfEach(group, by: \.name, line: \.location.line)
            let label = spellings[0].owner.isEmpty ? spellings[0].name : "\(spellings[0].owner).\(spellings[0].name)"
            return DriftFinding(
                rule: id, severity: severity,
                message: message(page.language, kind: spellings[0].kind.label, name: label, ways: spellings.map { ($0.name, $0.location.line) }),
                page: page.spec.page, subject: "spelling:\(spellings[0].kind.rawValue):\(label)",
                locations: spellings.map {
                    DriftLocation($0.location, language: page.language, note: "\(page.language): \($0.kind.label) written \($0.name)")
                })
        }
    }

    /// The fields of every declaration (in code or a table) with their types, in document order; fields whose type is not
    /// written are left out.
    private static func typed(_ spec: PageSpec) -> [Typed] {
        spec.types.flatMap { type in
            type.fields.filter { $0.type.neutral != "unknown" }.map { field in
                Typed(name: "\(type.fullName).\(field.name)", type: field.type, location: field.location)
            }
        }
    }

    /// One finding per field that two declarations give types that differ both as neutral types and as written, once
    /// spacing and namespaces are set aside (`React.ReactNode` is `ReactNode`).
    private static func typeFindings(_ typed: [Typed], page: DriftPage) -> [DriftFinding] {
        Dictionary(grouping: typed, by: \.name).values.filter { group in
            Set(group.map(\.type.neutral)).count > 1 && Set(group.map { unqualified($0.type.written) }).count > 1
        }.map { group in
            let types = firstOfEach(group, by: \.type.neutral, line: \.location.line)
            return DriftFinding(
                rule: id, severity: severity,
                message: typeMessage(page.language, field: types[0].name, types: types.map { ($0.type.written, $0.location.line) }),
                page: page.spec.page, subject: "type:field:\(types[0].name)",
                locations: types.map {
                    DriftLocation($0.location, language: page.language, note: "\(page.language): field declared \($0.type.written)")
                })
        }
    }

    /// The first element of each value of `key`, in line order.
    private static func firstOfEach<Element>(_ elements: [Element], by key: (Element) -> String, line: (Element) -> Int) -> [Element] {
        var seen: Set<String> = []
        return elements.sorted { line($0) < line($1) }.filter { seen.insert(key($0)).inserted }
    }

    /// A name with case and word separators (`_`, `-`, spaces) set aside; a `.` stays, as it names another thing
    /// (`Transfer.Item` is a component, `TransferItem` a type).
    static func folded(_ name: String) -> String {
        String(name.filter { $0 != "_" && $0 != "-" && !$0.isWhitespace }).uppercased()
    }

    /// A written type compared as a type, with every namespace before a name dropped: `React.ReactNode` reads `ReactNode`.
    static func unqualified(_ type: String) -> String {
        var result = ""
        var word = ""
        for character in ValueNormalizations.compared(type, as: .type) {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if character != "." || word.isEmpty { result += word + String(character) }
            word = ""
        }
        return result + word
    }

    static func message(_ language: String, kind: String, name: String, ways: [(String, Int)]) -> String {
        "\(language) spells \(kind) \(name) \(ways.count) ways: " + ways.map { "\($0.0) (line \($0.1))" }.joined(separator: ", ")
    }

    static func typeMessage(_ language: String, field: String, types: [(String, Int)]) -> String {
        "\(language) gives field \(field) \(types.count) types: " + types.map { "\($0.0) (line \($0.1))" }.joined(separator: ", ")
    }
}
