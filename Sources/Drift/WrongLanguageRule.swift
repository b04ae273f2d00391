/// Prose that is not in the page's language: the whole page, one section, or one table cell or paragraph. Only prose
/// counts (paragraphs, list items, table cells; never headings or code), identifiers and URLs are skipped, and the
/// thresholds are high, because English product terms inside Chinese, Japanese or Korean prose are normal.
enum WrongLanguageRule {
    static let id = "drift.wrong-language"
    static let severity = DriftSeverity.warning
    /// A page or section is judged only with at least this many prose words (an East Asian character counts half a word).
    static let minimumWords = 40
    /// This many cells or paragraphs with a foreign script in one section are reported once, for the section.
    static let sectionHits = 3

    /// A page-level finding when the page as a whole reads as another language; otherwise section-level findings, and
    /// findings for single cells or paragraphs written in an East Asian script foreign to the page.
    static func findings(_ page: DriftPage) -> [DriftFinding] {
        guard let expected = knownLanguage(page.language) else { return [] }
        let units = TextUnit.all(in: page.document).filter { $0.kind != .heading && $0.kind != .code }
        let profiles = units.map { ScriptProfile(prose: $0.text) }
        let whole = profiles.reduce(ScriptProfile(), +)
        if let found = whole.language, found != expected, words(whole) >= minimumWords, let first = units.first {
            return [finding(page, subject: "language:page", what: "the \(page.language) page", found: found, profile: whole, line: first.line)]
        }
        var findings: [DriftFinding] = []
        var flaggedSections: Set<[String]> = []
        let sections = Dictionary(grouping: zip(units, profiles), by: { $0.0.section })
        for (section, members) in sections.sorted(by: { $0.value[0].0.line < $1.value[0].0.line }) {
            let profile = members.map(\.1).reduce(ScriptProfile(), +)
            guard let found = profile.language, found != expected, words(profile) >= minimumWords,
                  found != "en" || share(of: expected, in: profile) * 10 < 1
            else { continue }
            flaggedSections.insert(section)
            findings.append(finding(
                page, subject: "language:section:\(section.joined(separator: " > "))", what: "section \"\(section.last ?? "")\" of the \(page.language) page",
                found: found, profile: profile, line: members[0].0.line))
        }
        let hits = zip(units, profiles).compactMap { unit, profile in
            flaggedSections.contains(unit.section) ? nil : foreignScript(profile, expected: expected).map { (unit, $0) }
        }
        for (section, inSection) in Dictionary(grouping: hits, by: { $0.0.section }).sorted(by: { $0.value[0].0.line < $1.value[0].0.line }) {
            if inSection.count >= sectionHits {
                let (first, script) = inSection[0]
                findings.append(DriftFinding(
                    rule: id, severity: severity,
                    message: sectionMessage(section.last ?? "", language: page.language, count: inSection.count, script: script, first: first.text),
                    page: page.spec.page, subject: "language:section:\(section.joined(separator: " > "))",
                    locations: inSection.map { unit, _ in
                        DriftLocation(file: page.spec.source.file, line: unit.line, language: page.language, note: "\(page.language): \(excerpt(unit.text))")
                    }))
                continue
            }
            findings += inSection.map { unit(page, $0.0, script: $0.1) }
        }
        return findings
    }

    /// A finding for one cell or paragraph.
    private static func unit(_ page: DriftPage, _ unit: TextUnit, script: String) -> DriftFinding {
        let place: String
        switch unit.kind {
        case .cell(let column, let row): place = "cell \(row) / \(column)"
        default: place = "paragraph \(String(unit.text.prefix(24)))"
        }
        return DriftFinding(
                rule: id, severity: severity, message: unitMessage(place, language: page.language, script: script, text: unit.text),
                page: page.spec.page, subject: "language:\((unit.section.last.map { $0 + " / " } ?? ""))\(place)",
                locations: [DriftLocation(file: page.spec.source.file, line: unit.line, language: page.language, note: "\(page.language): \(excerpt(unit.text))")])
    }

    /// The primary subtag when it is one the script statistics know.
    private static func knownLanguage(_ code: String) -> String? {
        let primary = String(code.prefix { $0 != "-" })
        return ["en", "zh", "ko", "ja"].contains(primary) ? primary : nil
    }

    private static func words(_ profile: ScriptProfile) -> Int { profile.latinWords + profile.eastAsian / 2 }

    /// The part of the prose, in words, written in the script of `language`.
    private static func share(of language: String, in profile: ScriptProfile) -> Double {
        let own: Int
        switch language {
        case "en": own = profile.latinWords
        case "ko": own = profile.hangul / 2
        case "ja": own = (profile.han + profile.kana) / 2
        default: own = profile.han / 2
        }
        return Double(own) / Double(max(1, words(profile)))
    }

    /// An East Asian script that cannot belong to the page's language, with at least two characters of it.
    private static func foreignScript(_ profile: ScriptProfile, expected: String) -> String? {
        switch expected {
        case "en": profile.eastAsian >= 2 ? "East Asian" : nil
        case "ja": profile.hangul >= 2 ? "Hangul" : nil
        case "ko": profile.kana >= 2 ? "kana" : nil
        default: profile.hangul >= 2 ? "Hangul" : profile.kana >= 2 ? "kana" : nil
        }
    }

    private static func finding(_ page: DriftPage, subject: String, what: String, found: String, profile: ScriptProfile, line: Int) -> DriftFinding {
        DriftFinding(
            rule: id, severity: severity, message: message(what, found: found, profile: profile),
            page: page.spec.page, subject: subject,
            locations: [DriftLocation(file: page.spec.source.file, line: line, language: page.language, note: "\(page.language): prose reads as \(found)")])
    }

    private static func excerpt(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? ""
        return line.count > 60 ? String(line.prefix(60)) + "…" : line
    }

    static func message(_ what: String, found: String, profile: ScriptProfile) -> String {
        "\(what) reads as \(found): \(profile.latinWords) Latin words, \(profile.han) Han, \(profile.kana) kana, \(profile.hangul) Hangul characters"
    }

    static func sectionMessage(_ section: String, language: String, count: Int, script: String, first: String) -> String {
        "\(count) paragraphs or cells of section \"\(section)\" of the \(language) page contain \(script) text, the first: \(excerpt(first))"
    }

    static func unitMessage(_ place: String, language: String, script: String, text: String) -> String {
        "\(place) of the \(language) page contains \(script) text: \(excerpt(text))"
    }
}
