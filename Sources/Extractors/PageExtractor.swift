public import DocumentModel
public import SpecModel

/// Runs every extractor over a document and assembles the page's spec: the one entry point of this stage.
public enum PageExtractor {
    /// The spec of `document`, read as page `page` in `language`, with the front end's and extractors' diagnostics.
    public static func extract(_ document: GuideDocument, page: String, language: String) -> PageSpec {
        var context = ExtractionContext(file: document.file, language: language)
        var errors: [ErrorEntry] = []
        var valueObjects: [ValueObject] = []
        var schemes: [URLScheme] = []
        var tables: [GenericTable] = []
        var apis = APIExtractor()
        for block in document.allBlocks {
            switch block.kind {
            case .table(let table):
                if let found = ErrorTableExtractor.extract(table, block: block, context: &context) {
                    errors += found
                } else if let scheme = URLSchemeExtractor.extract(table, block: block, context: context) {
                    schemes.append(scheme)
                } else {
                    tables.append(GenericTable(
                        header: table.header.cells.map(\.text), rows: table.rows.map { $0.cells.map(\.text) },
                        flattened: table.flattened, location: context.location(block.range, section: block.sectionPath)))
                }
                for row in table.rows {
                    apis.add(prose: row.cells.flatMap(\.lines), firstLine: row.range.first, section: block.sectionPath, context: context)
                }
            case .code(let code):
                valueObjects += ValueObjectExtractor.extract(code, block: block, context: &context)
                apis.add(code, block: block, context: context)
            case .paragraph(let paragraph):
                apis.add(prose: paragraph.lines, firstLine: block.range.first, section: block.sectionPath, context: context)
            case .heading, .list, .quote:
                break  // their paragraphs are visited on their own
            }
        }
        URLSchemeExtractor.attachExamples(to: &schemes, in: document, context: context)
        let diagnostics = (document.diagnostics + context.diagnostics).sortedForReport().map {
            SpecDiagnostic(severity: $0.severity.rawValue, rule: $0.rule, line: $0.line, message: $0.message)
        }
        return PageSpec(
            page: page, language: language, source: PageSpec.Source(file: document.file, format: document.format.rawValue),
            errors: errors, valueObjects: valueObjects, urlSchemes: schemes, apis: apis.apis,
            flows: FlowExtractor.extract(document.blocks, context: context), tables: tables, diagnostics: diagnostics)
    }
}
