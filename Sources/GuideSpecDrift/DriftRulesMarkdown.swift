/// Writes docs/drift-rules.md from the registry and `DriftRulesDocument`: the introduction and general sections, then
/// for each scope its table of rules and a section per rule (the fragment SARIF's `helpUri` points at).
public enum DriftRulesMarkdown {
    /// The page for `rules`, ending in a newline.
    public static func page(_ rules: [DriftRuleDescription] = DriftRules.descriptions) -> String {
        var blocks = [
            "# Drift rules",
            "<!-- Written by \(DriftRulesDocument.regenerateCommand) from the rules in Sources/GuideSpecDrift: edit the rules, not this page. -->",
        ]
        blocks += (DriftRulesDocument.introduction + DriftRulesDocument.maintenance).map { text($0) }
        blocks += DriftRulesDocument.overview.flatMap(section)
        blocks += section(DriftRulesDocument.values) + ValueNormalizations.all.flatMap(section)
        for scope in DriftScope.allCases {
            let scoped = rules.filter { $0.scope == scope }
            guard !scoped.isEmpty else { continue }
            blocks.append("## " + text(scope.title))
            blocks += scope.introduction.map { text($0) }
            blocks.append(table(scoped))
            blocks += scoped.flatMap(section)
        }
        blocks += DriftRulesDocument.closing.flatMap(section)
        return blocks.joined(separator: "\n\n") + "\n"
    }

    private static func section(_ section: DriftRulesDocument.Section) -> [String] {
        ["## " + section.heading] + section.paragraphs.map { text($0) }
    }

    /// A normalization's section: what it makes equal, then its example.
    private static func section(_ normalization: ValueNormalization) -> [String] {
        ["### " + code(normalization.id), text(normalization.summary) + ".", "Example: " + text(normalization.example) + "."]
    }

    /// The scope's table: each rule linked to its section, its severity and its summary.
    private static func table(_ rules: [DriftRuleDescription]) -> String {
        let rows = rules.map { rule in
            "| [\(code(rule.id, inTable: true))](#\(rule.anchor)) | \(cell(rule.severityText)) | \(text(rule.summary, inTable: true)) |"
        }
        return (["| rule | severity | summary |", "|---|---|---|"] + rows).joined(separator: "\n")
    }

    /// The rule's section: its summary and severity, what it compares, its example, then its details.
    private static func section(_ rule: DriftRuleDescription) -> [String] {
        return [
            "### " + code(rule.id),
            text(rule.summary) + " Severity: \(rule.severityText).",
            "\(rule.scope.comparesHeading): " + text(rule.compares) + ".",
            "Example: " + code(rule.example),
        ] + rule.details.map { text($0) }
    }

    /// `text` as Markdown: code spans in backticks, links as links; in a table cell `|` is escaped.
    static func text(_ text: DriftRuleText, inTable: Bool = false) -> String {
        text.spans.map { span in
            switch span {
            case .text(let prose): inTable ? cell(prose) : prose
            case .code(let code): Self.code(code, inTable: inTable)
            case .link(let words, let target): "[\(inTable ? cell(words) : words)](\(target))"
            }
        }.joined()
    }

    /// A code span whose fence is longer than any run of backticks inside it.
    static func code(_ code: String, inTable: Bool = false) -> String {
        var longest = 0
        var run = 0
        for character in code {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = code.hasPrefix("`") || code.hasSuffix("`") ? " " : ""
        let body = fence + padding + code + padding + fence
        return inTable ? cell(body) : body
    }

    /// Text inside a table cell: GitHub splits cells at every unescaped `|`, even inside code spans.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
