import GuideSpecDocumentModel
import GuideSpecMarkdownFrontEnd

/// What docs/drift-rules.md says, read through cmark-gfm: the whole document, and the table row of each rule by ID.
struct DriftRuleCatalog: Sendable {
    /// One rule's row: the section it is documented in and every other column of its row, such as `severity`.
    struct Rule: Sendable {
        var id: String
        var section: String
        var facts: [Fact]
    }

    /// One column of a rule's row: its heading and the rule's cell.
    struct Fact: Sendable {
        var label: String
        var text: String
    }

    /// The document, for the report's rules section.
    var document: GuideDocument
    /// Each documented rule by ID, from the first row that names it.
    var rules: [String: Rule]

    /// The catalog of the document this build embedded.
    static let embedded = DriftRuleCatalog(markdown: DriftRulesMarkdown.text)

    /// Reads every table whose first column is headed `rule`; each row's first cell is a rule ID.
    init(markdown: String) {
        document = MarkdownFrontEnd.read(markdown, file: "docs/drift-rules.md")
        var rules: [String: Rule] = [:]
        for block in document.allBlocks {
            guard case .table(let table) = block.kind, Self.isRuleTable(table) else { continue }
            for row in table.rows {
                let id = row[column: 0].text
                guard !id.isEmpty, rules[id] == nil else { continue }
                let facts = table.header.cells.indices.dropFirst().map { column in
                    Fact(label: table.header[column: column].text, text: row[column: column].text)
                }
                rules[id] = Rule(id: id, section: block.sectionPath.last ?? "", facts: facts)
            }
        }
        self.rules = rules
    }

    /// Whether a table lists rules: its first column is headed `rule`.
    static func isRuleTable(_ table: TableBlock) -> Bool {
        table.header[column: 0].text.lowercased() == "rule"
    }
}
