import GuideSpecDocumentModel

/// docs/drift-rules.md as this build embedded it, with an anchor on each rule's row (`#rule-<id>`) that findings
/// link to; open when the report has findings, folded otherwise.
enum RulesSection {
    /// The section, for the rules `used` by the report's findings.
    static func node(_ catalog: DriftRuleCatalog, used: [String]) -> HTMLNode {
        let document = catalog.document.blocks.drop { block in
            if case .heading(let heading) = block.kind { return heading.level == 1 }
            return false
        }
        return .element(
            "section", [.id("rules"), .class("report-section")],
            [
                .element("h2", text: "Drift rules"),
                .element(
                    "p", [.class("hint")],
                    text: "From docs/drift-rules.md as this build of guidespec embedded it. The rules of this report's findings: "
                        + (used.isEmpty ? "none." : used.joined(separator: ", ") + ".")),
                .element(
                    "details", [.class("rules-doc"), .flag("open", !used.isEmpty)],
                    [.element("summary", [], text: "Every rule, with what it compares and why it is not a false alarm")]
                        + document.map(node)),
            ])
    }

    /// One block of the document.
    static func node(_ block: Block) -> HTMLNode {
        switch block.kind {
        case .heading(let heading):
            return heading.level <= 2 ? .element("h3", text: heading.text) : .element("h4", text: heading.text)
        case .paragraph(let paragraph):
            return .element("p", [], text: paragraph.lines.joined(separator: " "))
        case .list(let list):
            let items = list.items.map { item -> HTMLNode in .element("li", [], item.blocks.map(node)) }
            return .element(list.ordered ? "ol" : "ul", [], items)
        case .table(let table):
            let isRuleTable = DriftRuleCatalog.isRuleTable(table)
            let header: HTMLNode = .element("tr", [], table.header.cells.map { .element("th", [HTMLAttribute("scope", "col")], text: $0.text) })
            let rows = table.rows.map { row -> HTMLNode in
                let id = isRuleTable && !row[column: 0].text.isEmpty ? FragmentID.make("rule", row[column: 0].text) : nil
                return .element(
                    "tr", [id.map { .id($0) }],
                    row.cells.enumerated().map { index, cell in
                        index == 0 && isRuleTable
                            ? .element("th", [HTMLAttribute("scope", "row")], [.element("code", text: cell.text)])
                            : .element("td", [], text: cell.text)
                    })
            }
            return .element(
                "div", [.class("scroll")], [.element("table", [.class("rules")], [.element("thead", [], [header]), .element("tbody", [], rows)])])
        case .code(let code):
            return .element("pre", [], [.element("code", text: code.text)])
        case .quote(let blocks):
            return .element("blockquote", [], blocks.map(node))
        }
    }
}
