import GuideSpecDocumentModel

/// Prose that is not in the page's language: the whole page, or one stretch of it. Only prose counts (paragraphs, list
/// items, table cells; never headings or code), identifiers and URLs are skipped, and the thresholds are high, because
/// English product terms inside Chinese, Japanese or Korean prose are normal.
enum WrongLanguageRule: DriftRule {
    static let id = "drift.wrong-language"
    static let severity = Severity.warning
    static let summary: DriftRuleText = "Prose that is not in the page's language: the whole page, or a stretch of it."
    static let compares: DriftRuleText =
        "prose not in the page's language: the whole page (\(code: "language:page")), or one stretch of foreign prose "
        + "(subject: where it starts)"
    static let example = "the zh page reads as en: 64 Latin words, 0 Han, 0 kana, 0 Hangul characters"
    static let details: [DriftRuleText] = [
        "The rule counts prose only (paragraphs, list items, table cells; never headings or code) and skips URLs, "
            + "identifiers, numbers and words with code punctuation or inner capitals. A page or section needs 40 words of "
            + "prose (an East Asian character counts half a word); it reads as \(code: "en") when Latin words outnumber East "
            + "Asian words three to one, \(code: "ko") when Hangul outnumbers Han and kana, \(code: "ja") when kana is at "
            + "least a tenth of Han and kana, else \(code: "zh"). Language tags are read by their primary subtag "
            + "(\(code: "en-x-html") reads as \(code: "en")).",
        "A section of a CJK page is reported as English only when under 10% of its prose is in the page's script "
            + "(English product terms inside Chinese prose are normal) and it has a sentence (a unit of eight Latin words or "
            + "more): a list of English link titles is not untranslated prose. Single cells and paragraphs are reported only "
            + "for an East Asian script that cannot belong to the page (Hangul in ja or zh, kana in ko or zh, any East Asian "
            + "script in en, two characters at least). In an English page a term "
            + "of another script glossed at once in parentheses (\(code: "登录(Login)")) counts for no script: it quotes a label "
            + "with its translation.",
        "Cells under a header written as an identifier (\(code: "resultMessage")) are values an API returns as they are, "
            + "not prose, nor is a line that names the languages each in itself to switch between them "
            + "(\(code: "English | 简体中文")). A page whose name ends with a language tag (\(code: "Guide_en"), \(code: "notes-ja")) is judged as "
            + "that language, whatever folder holds it.",
        "Foreign units are reported as stretches: a stretch runs from one foreign unit (in a section that reads as "
            + "another language, or in a script foreign to the page), across sections and headings, until a unit in the "
            + "page's own language (English prose in an English page; text in the page's own script in a CJK page), so "
            + "twenty version sections of untranslated release notes are one finding, not twenty.",
    ]
    /// A page or section is judged only with at least this many prose words (an East Asian character counts half a word).
    static let minimumWords = 40
    /// A unit with this many Latin words is a sentence rather than a title or a name.
    static let sentenceWords = 8

    /// A page-level finding when the page as a whole reads as another language; otherwise one finding per stretch of
    /// foreign prose. A unit of prose is foreign when its section reads as another language, or when it is written in
    /// an East Asian script that cannot belong to the page; a stretch runs, across sections, until a unit in the page's
    /// own language, so an untranslated run of release notes under twenty version headings is one finding.
    static func findings(in comparison: PageItems) -> [DriftFinding] {
        let page = comparison.page
        guard let expected = taggedLanguage(of: page.spec.page) ?? knownLanguage(page.language) else { return [] }
        let units = TextUnit.all(in: page.document).filter(isProse)
        var reader = ScriptProfile.Reader(countsGlossedTerms: expected != "en")
        let profiles = units.map { reader.profile(of: $0.text) }
        let whole = profiles.reduce(ScriptProfile(), +)
        if let found = whole.language, found != expected, words(whole) >= minimumWords, let first = units.first {
            return [
                DriftFinding(
                    rule: id, severity: severity, message: pageMessage(page.language, found: found, profile: whole), page: page.spec.page,
                    subject: "language:page",
                    locations: [
                        DriftLocation(
                            file: page.spec.source.file, line: first.line, language: page.language, note: "\(page.language): prose reads as \(found)")
                    ])
            ]
        }
        let foreignSections = foreignSections(units, profiles, expected: expected)
        var runs: [[(unit: TextUnit, reads: String)]] = []
        var current: [(unit: TextUnit, reads: String)] = []
        for (unit, profile) in zip(units, profiles) {
            if let reads = foreignSections[unit.section] ?? foreignScript(profile, expected: expected) {
                current.append((unit, reads))
            } else if profile.language == expected || ownScript(profile, expected: expected) {
                if !current.isEmpty { runs.append(current) }
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        var subjects: [String: Int] = [:]
        return runs.map { run in
            var subject = "language:\(place(of: run[0].unit))"
            subjects[subject, default: 0] += 1
            if let count = subjects[subject], count > 1 { subject += " #\(count)" }
            let first = run[0].unit
            let last = run[run.count - 1].unit
            return DriftFinding(
                rule: id, severity: severity,
                message: runMessage(run.count, language: page.language, reads: run[0].reads, first: first, last: last), page: page.spec.page,
                subject: subject,
                locations: [
                    DriftLocation(
                        file: page.spec.source.file, line: first.line, endLine: last.line, language: page.language,
                        note:
                            """
                            \(page.language): \
                            \(run.count == 1 ? "" : "\(run.count) units from here to line \(last.line), the first: ")\(excerpt(first.text))
                            """
                    )
                ])
        }
    }

    /// The sections whose prose as a whole reads as another language, with what they read as: at least `minimumWords`
    /// words, and for English inside a CJK page, under 10% of the words in the page's own script and at least one
    /// sentence (`sentenceWords` Latin words in one unit): a list of English link titles is not untranslated prose.
    private static func foreignSections(_ units: [TextUnit], _ profiles: [ScriptProfile], expected: String) -> [[String]: String] {
        var bySection: [[String]: (profile: ScriptProfile, sentence: Bool)] = [:]
        for (unit, profile) in zip(units, profiles) {
            let sum = bySection[unit.section] ?? (ScriptProfile(), false)
            bySection[unit.section] = (sum.profile + profile, sum.sentence || profile.latinWords >= sentenceWords)
        }
        return bySection.compactMapValues { profile, sentence in
            guard let found = profile.language, found != expected, words(profile) >= minimumWords,
                found != "en" || (share(of: expected, in: profile) * 10 < 1 && sentence)
            else { return nil }
            return found
        }
    }

    /// Where a unit stands, for a subject: its section path, then the cell's row and column or the first 24 characters
    /// of the paragraph's first line.
    private static func place(of unit: TextUnit) -> String {
        let section = unit.section.isEmpty ? "" : unit.section.joined(separator: " > ") + " / "
        switch unit.kind {
        case .cell(let column, let row): return section + "cell \(row) / \(column)"
        default: return section + "paragraph \(String((unit.text.split(separator: "\n").first ?? "").prefix(24)))"
        }
    }

    /// Whether a unit is prose: a paragraph, or a cell outside a column headed by an identifier (`resultMessage`), whose
    /// cells are values an API returns as they are rather than text to translate.
    private static func isProse(_ unit: TextUnit) -> Bool {
        switch unit.kind {
        case .heading, .code: false
        case .paragraph: !isLanguageSwitcher(unit.text)
        case .cell(let column, _): !isIdentifier(Substring(column).trimmingEdges("`"))
        }
    }

    /// A line that names the guide's languages each in itself, to switch between them (`English | 简体中文`): two or more
    /// parts between `|`, each ASCII or a language's own name. Most paragraphs have no `|` byte, which is looked for
    /// first, with `memchr`: splitting by characters finds every character boundary of the paragraph.
    private static func isLanguageSwitcher(_ text: String) -> Bool {
        let hasPipe = text.utf8.withContiguousStorageIfAvailable { $0.firstOffset(of: UInt8(ascii: "|"), in: 0..<$0.count) != nil }
        guard hasPipe ?? text.utf8.contains(UInt8(ascii: "|")) else { return false }
        let parts = text.split(separator: "|").map { $0.trimmingEdges(" \t") }
        return parts.count >= 2
            && parts.allSatisfy { part in
                !part.isEmpty && (part.unicodeScalars.allSatisfy(\.isASCII) || languageNames.contains(String(part)))
            }
    }

    /// The names of the East Asian languages in their own scripts.
    private static let languageNames: Set<String> = ["中文", "简体中文", "繁體中文", "繁体中文", "日本語", "한국어", "한국말"]

    /// One word of ASCII letters, digits, `_` and `.` with an inner capital, `_` or `.`: `resultMessage`, `error_code`.
    /// Read byte by byte: every character of such a word is one ASCII byte.
    private static func isIdentifier(_ word: Substring) -> Bool {
        let bytes = word.utf8
        guard !bytes.isEmpty,
            bytes.allSatisfy({ isASCIILetter($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") })
        else { return false }
        return bytes.dropFirst().dropLast().contains { $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
            || zip(bytes, bytes.dropFirst()).contains { (0x61...0x7A).contains($0) && (0x41...0x5A).contains($1) }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    /// The language a page's name ends with (`Guide_en`, `notes-ja`, `intro.zh`), when it is one the script statistics
    /// know: such a file says its language itself, whatever folder holds it.
    private static func taggedLanguage(of page: String) -> String? {
        guard let separator = page.lastIndex(where: { $0 == "_" || $0 == "-" || $0 == "." }) else { return nil }
        let tag = page[page.index(after: separator)...]
        return ["en", "zh", "ko", "ja"].contains(tag) ? String(tag) : nil
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

    /// Whether a CJK page's unit has text in the page's own script (English in a CJK page belongs to no stretch).
    private static func ownScript(_ profile: ScriptProfile, expected: String) -> Bool {
        switch expected {
        case "en": false
        case "ko": profile.hangul >= 2
        case "ja": profile.kana >= 2
        default: profile.han >= 2
        }
    }

    private static func excerpt(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? ""
        return line.count > 60 ? String(line.prefix(60)) + "…" : line
    }

    static func pageMessage(_ language: String, found: String, profile: ScriptProfile) -> String {
        """
        the \(language) page reads as \(found): \(profile.latinWords) Latin words, \(profile.han) Han, \(profile.kana) kana, \
        \(profile.hangul) Hangul characters
        """
    }

    static func runMessage(_ count: Int, language: String, reads: String, first: TextUnit, last: TextUnit) -> String {
        let what = reads.count == 2 ? "reads as \(reads)" : "contains \(reads) text"
        if count == 1 { return "line \(first.line) of the \(language) page \(what): \(excerpt(first.text))" }
        return "\(count) paragraphs or cells of the \(language) page, lines \(first.line)–\(last.line), \(what); the first: \(excerpt(first.text))"
    }
}
