/// A page that some languages of the guide have and another lacks: a translation never made, or a page another language
/// dropped.
enum MissingPageRule: DriftRule {
    static let id = "drift.missing-page"
    static let severity = Severity.error
    static let summary: DriftRuleText = "A page that some languages of the guide have and another lacks."
    static let compares: DriftRuleText =
        "the pages of every language the run reads: each page against each language it is not written in (subject "
        + "\(code: "version:<language>"), the version that is missing)"
    static let example = "page receipt is in en, zh but missing in ja"
    static let details: [DriftRuleText] = [
        "The languages of the guide are the languages of the files the run reads, nothing else: a page is missing in a "
            + "language when the run reads a file in that language but none of that page. Given every file of the guide, every "
            + "language version is judged; given some files, the run judges the pages it is given against the languages it is "
            + "given, so name every language version of the pages you name (\(code: "guidespec drift zh/a.md en/b.md") reports "
            + "\(code: "a") missing in \(code: "en") and \(code: "b") missing in \(code: "zh")), and a run over one language "
            + "reports no missing page. The project file's languages are not read here: they say which language decides a "
            + "value the languages dispute, not that every page is written in each, and a language the run reads no file of is "
            + "not reported missing on every page.",
        "A language that writes a page as several pages, or under another name, where another language has one page, is "
            + "stated in the project file's \(code: "pages.parts") (docs/project-file.md): a part is not missing in a language "
            + "that has the whole page, and the whole page is not missing in a language that has one of its parts. A part "
            + "missing where the whole page is missing too is reported, and so is every page of a split folder the entry does "
            + "not name.",
        "A file that cannot be read still counts as its page's version in its language (its problem is reported on its "
            + "own). One finding per page and missing language, so each translation to make is fixed or accepted on its own; "
            + "it points at line 1 of the page in each language that has it (its newest revision). As for every finding "
            + "across languages, the fingerprint holds the languages involved: once the page is written in one more language, "
            + "the findings of the languages still lacking it are new, and their old baseline entries go stale.",
    ]

    /// One finding per page and language of the run that has no file of the page, nor of a page that holds it there.
    static func findings(in comparison: PageCoverage) -> [DriftFinding] {
        comparison.pages.flatMap { page in
            let having = page.files.sorted { $0.key < $1.key }
            let languages = having.map(\.key)
            return comparison.languages.filter { page.files[$0] == nil && page.heldBy[$0] == nil }.map { lacking in
                DriftFinding(
                    rule: id, severity: severity, message: message(page.name, having: languages, lacking: lacking), page: page.name,
                    subject: "version:\(lacking)",
                    locations: having.map { DriftLocation(file: $0.value, line: 1, language: $0.key, note: note($0.key, lacking: lacking)) },
                    sides: [languages, [lacking]])
            }
        }
    }

    static func message(_ page: String, having: [String], lacking: String) -> String {
        "page \(page) is in \(having.joined(separator: ", ")) but missing in \(lacking)"
    }

    static func note(_ language: String, lacking: String) -> String {
        "\(language): the page, with no \(lacking) version"
    }
}
