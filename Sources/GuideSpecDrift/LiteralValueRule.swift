/// Values that code compares literally and translation must leave alone: the keys a comment enumerates (`UNKNOWN`,
/// `CONSUMABLE`) and ASCII double-quoted tokens in descriptions and comments (`"AS"`).
enum LiteralValueRule: DriftRule {
    static let id = "drift.literal-mismatch"
    static let severity = Severity.error
    static let summary: DriftRuleText =
        "A value code compares literally that the languages write differently: an enumerated key, or a quoted token "
        + "one language leaves out."
    static let compares: DriftRuleText =
        "keys a comment enumerates (\(code: "UNKNOWN"), \(code: "CONSUMABLE")…), and ASCII double-quoted tokens "
        + "(\(code: "\"AS\"")) that one language's text of the item lacks entirely"
    static let example = "field Item.marketId: literal \"GG\" appears in en but not in zh"
    static let details: [DriftRuleText] = [
        "A quoted literal is reported only when the other language's text of the item does not contain the token "
            + "anywhere (quoted or not), and only when that language has text at all. A language whose enumeration differs "
            + "only by translated values is left to \(code: "drift.translated-literal"), so the one cause is reported once; "
            + "a list that also differs otherwise is reported by both rules. A token assigned in an expression "
            + "(\(code: "editable=\"true\"")) is a condition written as code, which another language may say in words: it is "
            + "not compared."
    ]

    /// Findings for enumeration keys that differ and for quoted literals one language's text lacks entirely; a language
    /// whose enumeration differs only by translated values (`explained` holds `key|language`) is left to the
    /// translated-literal rule.
    static func findings(in comparison: LanguageVersions) -> [DriftFinding] {
        let explained = comparison.translatedLiterals.explained
        return comparison.keys.filter { $0.versions.count > 1 }.flatMap { key in
            let page = key.page
            let compared = key.versions.filter { !explained.contains("\(key.item.key)|\($0.language)") }
            return (enumerationFinding(key.item, compared, page: page).map { [$0] } ?? [])
                + literalFindings(key.item, key.versions, page: page)
        }
    }

    private static func enumerationFinding(_ item: AlignedItem, _ versions: [(language: String, item: AlignedItem)], page: String) -> DriftFinding? {
        let values = versions.compactMap { version in
            version.item.enumerationKeys.map { (version.language, $0.joined(separator: ", "), version.item) }
        }
        let groups = LanguageGroups.group(values)
        guard groups.count > 1 else { return nil }
        return DriftFinding(
            rule: id, severity: severity, message: enumerationMessage(item, groups: groups), page: page, subject: "\(item.key):enumeration",
            locations: groups.flatMap { group in
                group.members.map { DriftLocation($0.member.location, language: $0.language, note: "\($0.language): enumerates \(group.value)") }
            }, sides: groups.sides())
    }

    private static func literalFindings(_ item: AlignedItem, _ versions: [(language: String, item: AlignedItem)], page: String) -> [DriftFinding] {
        let withText = versions.filter { !$0.item.text.isEmpty }
        let literals = Set(withText.flatMap { quotedLiterals(in: $0.item.text) }).sorted()
        return literals.compactMap { literal in
            let having = withText.filter { $0.item.text.contains(literal) }
            let lacking = withText.filter { !$0.item.text.contains(literal) }
            guard !lacking.isEmpty else { return nil }
            let locations =
                having.map { DriftLocation($0.item.location, language: $0.language, note: "\($0.language): says \"\(literal)\"") }
                + lacking.map { DriftLocation($0.item.location, language: $0.language, note: "\($0.language): \(excerpt($0.item.text))") }
            return DriftFinding(
                rule: id, severity: severity,
                message: literalMessage(item, literal: literal, having: having.map(\.language), lacking: lacking.map(\.language)),
                page: page, subject: "\(item.key):literal:\(literal)", locations: locations, sides: [having.map(\.language), lacking.map(\.language)])
        }
    }

    /// Tokens written between ASCII double quotes with no space inside, such as `AS` or `Vendor.Sdk.SDKAuth`; a token
    /// assigned in an expression (`editable="true"`) is part of a condition written as code, which another language may
    /// say in words, and is not one.
    static func quotedLiterals(in text: String) -> [String] {
        let parts = text.split(separator: "\"", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).filter { !parts[$0 - 1].hasSuffix("=") }.map { String(parts[$0]) }.filter { token in
            !token.isEmpty
                && token.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "_.-".unicodeScalars.contains($0))
                }
        }
    }

    /// The first line of a text, cut short for a note.
    private static func excerpt(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? ""
        return line.count > 60 ? String(line.prefix(60)) + "…" : line
    }

    static func enumerationMessage(_ item: AlignedItem, groups: [LanguageGroup<AlignedItem>]) -> String {
        "\(item.kind.label) \(item.name): enumerated keys differ: " + groups.map { "\($0.value) in \($0.languages)" }.joined(separator: "; ")
    }

    static func literalMessage(_ item: AlignedItem, literal: String, having: [String], lacking: [String]) -> String {
        """
        \(item.kind.label) \(item.name): literal \"\(literal)\" appears in \(having.joined(separator: ", ")) but not in \
        \(lacking.joined(separator: ", "))
        """
    }
}
