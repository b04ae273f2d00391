public import GuideSpecDocumentModel

/// Reads a published HTML guide page into a `GuideDocument` through libxml2's HTML parser, keeping only the main content.
public enum HTMLFrontEnd {
    /// Parses `text`, read from `file`, into a document; a page that declares entities is refused unread.
    public static func read(_ text: String, file: String) -> GuideDocument {
        let bytes = Array(text.utf8)
        if let finding = EntityDeclarationScanner.scan(bytes) {
            let diagnostic = Diagnostic(.error, rule: entityDeclaration, file: file, line: finding.line, refusedEntities(finding.entities))
            return GuideDocument(file: file, format: .html, blocks: [], diagnostics: [diagnostic])
        }
        if let offset = AttributeCountGuard.firstOverLimit(bytes) {
            let line = bytes[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let diagnostic = Diagnostic(.error, rule: tooManyAttributes, file: file, line: line, tooManyAttributesMessage)
            return GuideDocument(file: file, format: .html, blocks: [], diagnostics: [diagnostic])
        }
        guard let parsed = LibXML2Reader.parse(ParserInputRepair.apply(bytes)) else {
            let blank = text.unicodeScalars.allSatisfy(HTMLText.isBlank)
            let diagnostics =
                blank ? [] : [Diagnostic(.error, rule: unreadable, file: file, line: 1, "libxml2's HTML parser produced no document from the file")]
            return GuideDocument(file: file, format: .html, blocks: [], diagnostics: diagnostics)
        }
        var diagnostics: [Diagnostic] = []
        if parsed.flattenedDeepNesting {
            diagnostics.append(
                Diagnostic(
                    .warning, rule: deepNesting, file: file, line: 1,
                    "elements are nested more than \(LibXML2Reader.maximumDepth) levels deep: the deepest content was read as plain text"))
        }
        if let stopped = parsed.stopped {
            diagnostics.append(
                Diagnostic(
                    .error, rule: parseStopped, file: file, line: stopped.line,
                    "libxml2 stopped reading the page at line \(stopped.line) (\(stopped.reason)): nothing after it was read"))
        }
        var builder = BlockBuilder(file: file)
        let blocks = PageChrome.contentRoots(of: parsed.root).flatMap { builder.blocks(in: $0.children, looseText: .skipped) }
        return GuideDocument(file: file, format: .html, blocks: blocks, diagnostics: diagnostics + builder.diagnostics)
    }

    /// Rule of the error for a DOCTYPE internal subset with `<!ENTITY` declarations.
    static let entityDeclaration = "html.entity-declaration"
    /// Rule of the error for a non-blank file libxml2 could make no document of.
    static let unreadable = "html.unreadable"
    /// Rule of the note for text outside any paragraph, which is not read.
    static let looseText = "html.loose-text"
    /// Rule of the error for a page libxml2 stopped reading partway (nesting deeper than 256 levels).
    static let parseStopped = "html.parse-stopped"
    /// Rule of the warning for nesting too deep to copy as a tree.
    static let deepNesting = "html.deep-nesting"
    /// Rule of the error for a start tag with more attributes than `AttributeCountGuard.maximumAttributes`.
    static let tooManyAttributes = "html.too-many-attributes"
    /// The message of the `html.too-many-attributes` error.
    static let tooManyAttributesMessage =
        "an element has more than \(AttributeCountGuard.maximumAttributes) attributes (libxml2's time grows with their square): the page was not read"
    /// Rule of the error for a table row with more cells than `DocumentLimits.maximumTableColumns`.
    static let tableTooWide = "html.table-too-wide"
    /// The message of the `html.table-too-wide` error.
    static func tableTooWideMessage(cells: Int) -> String {
        "table row has \(cells) cells, over the limit of \(DocumentLimits.maximumTableColumns) columns: the table was not read; split it"
    }

    /// The message of the `html.entity-declaration` error, naming the first few declarations.
    static func refusedEntities(_ entities: [String]) -> String {
        var listed = entities.prefix(3).joined(separator: ", ")
        if entities.count > 3 { listed += " and \(entities.count - 3) more" }
        return "DOCTYPE declares entities (\(listed)): entity declarations are refused; remove the internal subset"
    }
}
