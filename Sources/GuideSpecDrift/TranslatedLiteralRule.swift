import GuideSpecSpecModel

/// A value a field's comment enumerates that one language translates where code compares it literally: `테스트` in ko
/// and `テスト` in ja where en and zh enumerate `Test` at the same position of the same field. Only lists of the same
/// length are compared, position by position, and only a value written in an East Asian script against an ASCII one.
enum TranslatedLiteralRule: DriftRule {
    static let id = "drift.translated-literal"
    static let severity = Severity.error
    static let summary: DriftRuleText = "An enumerated value that one language translates where code compares it literally."
    static let compares: DriftRuleText =
        "values a field's comment enumerates that one language writes in an East Asian script where another language, "
        + "at the same position of a list of the same length, writes an ASCII word (subject "
        + "\(code: "<field key>:translated"); the enumeration mismatch it explains is not reported again)"
    static let example =
        """
        ko translates values of field SubscriptionStatus.paymentType that code compares literally: 테스트 for Test, 프로모션 for Promotion (as en \
        writes them)
        """
    static let details: [DriftRuleText] = [
        "Only lists of the same length are compared, position by position, and only a value written in Hangul, kana or "
            + "Han against an ASCII word: \(code: "테스트") in ko and \(code: "テスト") in ja where en and zh enumerate "
            + "\(code: "Test") at the same position of the same field."
    ]

    /// The findings `LanguageVersions` worked out with `translations`.
    static func findings(in comparison: LanguageVersions) -> [DriftFinding] {
        comparison.translatedLiterals.findings
    }

    /// One finding per field and translating language, with the line of each translated value and the field in a language
    /// that keeps the values; and the `key|language` pairs whose every difference is a translation (so that the
    /// literal-mismatch rule leaves them to this one).
    static func translations(_ pages: [PageItems], keys: [AlignedKey]) -> (findings: [DriftFinding], explained: Set<String>) {
        var findings: [DriftFinding] = []
        var explained: Set<String> = []
        let lines = pages.map(valueLines)
        for key in keys where key.versions.count > 1 {
            let lists = key.versions.compactMap { version in version.item.enumerationKeys.map { (version, $0) } }
            guard let (reference, kept) = lists.first(where: { !$0.1.contains(where: isEastAsian) }) else { continue }
            for (version, values) in lists where values.count == kept.count && values.contains(where: isEastAsian) {
                let translated = zip(values, kept).filter { isEastAsian($0) && isASCIIWord($1) }
                guard !translated.isEmpty else { continue }
                if zip(values, kept).allSatisfy({ $0 == $1 || isEastAsian($0) }) { explained.insert("\(key.item.key)|\(version.language)") }
                guard let index = pages.firstIndex(where: { $0.language == version.language }) else { continue }
                let locations =
                    translated.map { value, original in
                        DriftLocation(
                            file: version.item.location.file, line: lines[index]["\(version.item.name)\u{1F}\(value)"] ?? version.item.location.line,
                            language: version.language, note: "\(version.language): \(value) where \(reference.language) has \(original)")
                    } + [
                        DriftLocation(
                            reference.item.location, language: reference.language,
                            note: "\(reference.language): enumerates \(kept.joined(separator: ", "))")
                    ]
                findings.append(
                    DriftFinding(
                        rule: id, severity: severity,
                        message: message(key.item, language: version.language, translated: translated, reference: reference.language),
                        page: key.page, subject: "\(key.item.key):translated", locations: locations))
            }
        }
        return (findings, explained)
    }

    /// The line of each value a field's comment enumerates, under `<field as written>` and the value.
    private static func valueLines(_ page: PageItems) -> [String: Int] {
        var lines: [String: Int] = [:]
        for type in page.page.spec.types {
            for field in type.fields {
                for value in field.enumeration where lines["\(type.fullName).\(field.name)\u{1F}\(value.key)"] == nil {
                    lines["\(type.fullName).\(field.name)\u{1F}\(value.key)"] = value.line
                }
            }
        }
        return lines
    }

    /// Whether a value is one word of ASCII letters, digits and `_`, as code writes a value.
    private static func isASCIIWord(_ value: String) -> Bool {
        !value.isEmpty && value.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    /// Whether a value is written in Hangul, kana or Han.
    static func isEastAsian(_ value: String) -> Bool {
        value.unicodeScalars.contains { scalar in
            (0x3040...0x30FF).contains(scalar.value) || (0x3400...0x9FFF).contains(scalar.value) || (0xAC00...0xD7AF).contains(scalar.value)
        }
    }

    static func message(_ item: AlignedItem, language: String, translated: [(String, String)], reference: String) -> String {
        "\(language) translates values of \(item.kind.label) \(item.name) that code compares literally: "
            + translated.map { "\($0.0) for \($0.1)" }.joined(separator: ", ") + " (as \(reference) writes them)"
    }
}
