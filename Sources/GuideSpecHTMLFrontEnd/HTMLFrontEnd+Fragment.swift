public import GuideSpecDocumentModel

extension HTMLFrontEnd {
    /// The tables of an HTML fragment that stands on line `firstLine` of a page written in another format (a raw HTML
    /// block of a Markdown page, which cmark-gfm keeps as it is), read as a published page's tables are, each with its
    /// lines in the page. A fragment that declares entities or has an element of too many attributes gives none.
    public static func tables(inFragment html: String, firstLine: Int) -> [(table: TableBlock, range: SourceRange)] {
        let bytes = Array(html.utf8)
        guard EntityDeclarationScanner.scan(bytes) == nil, AttributeCountGuard.firstOverLimit(bytes) == nil,
            let parsed = LibXML2Reader.parse(ParserInputRepair.apply(bytes))
        else { return [] }
        let offset = firstLine - 1
        var found: [(TableBlock, SourceRange)] = []
        // The outermost tables, found with an explicit stack (no recursion on the fragment's depth).
        var pending = [parsed.root]
        while let element = pending.popLast() {
            if element.name == "table" {
                guard var table = TableReader.read(element),
                    ([table.header] + table.rows).allSatisfy({ $0.cells.count <= DocumentLimits.maximumTableColumns })
                else { continue }
                func shifted(_ range: SourceRange) -> SourceRange { SourceRange(range.first + offset, range.last + offset) }
                table.header.range = shifted(table.header.range)
                for index in table.rows.indices { table.rows[index].range = shifted(table.rows[index].range) }
                found.append((table, SourceRange(element.line + offset, element.lastLine + offset)))
                continue
            }
            pending += element.childElements.reversed()
        }
        return found.sorted { $0.1.first < $1.1.first }
    }
}
