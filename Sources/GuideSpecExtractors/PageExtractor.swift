public import GuideSpecDocumentModel
public import GuideSpecSpecModel

/// Runs every extractor over a document and assembles the page's spec: the one entry point of this stage.
public enum PageExtractor {
    /// What the extractors found so far on one page, block by block. The walk's closure only calls `add`: inside a
    /// mutating method the parts are `self`'s, held exclusively, so handing them to an extractor borrows them, where
    /// variables captured by the closure would be copied around every call.
    private struct Parts {
        var context: ExtractionContext
        let platform: Platform
        var errors: [ErrorEntry] = []
        var types: [TypeDeclaration] = []
        var methods: [MethodSignature] = []
        var literals: [LiteralValue] = []
        /// The first lines of the lists nested in a list item (their items read with the item's text as introducer),
        /// sorted: a page has few, so a binary search and an insertion cost less than hashing into a set.
        var introducedLists: [Int] = []
        var schemes: [URLScheme] = []
        var tables: [GenericTable] = []
        var apis = APIExtractor()
        var api: APIReader
        var receivers = ExampleReceivers()
        var introductions = SectionIntroductions()
        /// The page's code blocks with their blocks, gathered for the packs when there are any.
        let gathersCode: Bool
        var code: [(code: CodeBlock, block: Block)] = []

        init(context: ExtractionContext, platform: Platform, blocks: [Block], gathersCode: Bool) {
            self.context = context
            self.platform = platform
            self.gathersCode = gathersCode
            api = APIReader(platformLanguage: context.options.platforms.entry(platform)?.code, blocks: blocks)
        }

        /// Runs the extractors that read `block` (not the blocks nested in it, which the walk hands over on their own).
        mutating func add(_ block: Block) {
            introductions.add(block)
            switch block.kind {
            case .table(let table):
                if let found = ErrorTableExtractor.extract(table, block: block, context: &context) {
                    errors += found
                } else if let scheme = URLSchemeExtractor.extract(table, block: block, context: context) {
                    schemes.append(scheme)
                } else {
                    let items = api.table(table, block: block, context: &context)
                    types += items.types
                    methods += items.methods
                    tables.append(
                        GenericTable(
                            header: table.header.cells.map(\.text), rows: table.rows.map { $0.cells.map(\.text) },
                            flattened: table.flattened, location: context.location(block.range, section: block.sectionPath), readAs: items.readAs))
                    LiteralCollector.tableValues(table, block: block, context: context, into: &literals)
                }
                for row in table.rows {
                    apis.add(proseOf: row, section: block.sectionPath, context: context)
                }
            case .code(let code):
                if gathersCode { self.code.append((code, block)) }
                let declared = DeclarationReader.read(code, block: block, platform: platform, context: &context)
                types += declared.types
                methods += declared.methods
                literals += declared.literals
                api.code(declaring: declared.methods, language: declared.language)
                if declared.language == .objectiveC {
                    apis.add(declared: declared.methods, section: block.sectionPath, context: context)
                    apis.add(sendsIn: code, block: block, context: context)
                } else {
                    receivers.add(code, section: block.sectionPath)
                }
            case .paragraph(let paragraph):
                apis.add(prose: paragraph.lines, firstLine: block.range.first, section: block.sectionPath, context: context)
                api.paragraph(paragraph, block: block)
            case .list(let list):
                api.list(list, block: block)
                if !isIntroduced(block.range.first) {
                    LiteralCollector.listValues(list, introducer: nil, block: block, context: context, into: &literals)
                }
                for item in list.items {
                    for nested in item.blocks {
                        guard case .list(let inner) = nested.kind else { continue }
                        let position = introducedPosition(of: nested.range.first)
                        if position == introducedLists.count {
                            introducedLists.append(nested.range.first)  // the common case: lists come in line order
                        } else if introducedLists[position] != nested.range.first {
                            introducedLists.insert(nested.range.first, at: position)
                        }
                        LiteralCollector.listValues(
                            inner, introducer: item.textLines.joined(separator: " "), block: nested, context: context, into: &literals)
                    }
                }
            case .heading(let heading):
                api.heading(heading, block: block, context: context)
            case .quote:
                break  // its paragraphs are visited on their own
            }
        }

        /// Whether a list starting on `line` is nested in a list item.
        private func isIntroduced(_ line: Int) -> Bool {
            let position = introducedPosition(of: line)
            return position < introducedLists.count && introducedLists[position] == line
        }

        /// The position of the first recorded line not below `line` (where `line` is, or would be inserted).
        private func introducedPosition(of line: Int) -> Int {
            var low = 0
            var high = introducedLists.count
            while low < high {
                let middle = (low + high) / 2
                if introducedLists[middle] < line { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// The methods of code and tables with those headings named, in document order (each list is in it already).
    private static func merged(_ methods: [MethodSignature], _ named: [MethodSignature]) -> [MethodSignature] {
        guard !named.isEmpty else { return methods }
        var result: [MethodSignature] = []
        var pending = named[...]
        for method in methods {
            while let next = pending.first, next.location.line < method.location.line {
                result.append(next)
                pending = pending.dropFirst()
            }
            result.append(method)
        }
        return result + pending
    }

    /// The spec of `document`, read as page `page` in `language` of a guide with `options` by the generic extractors, with
    /// the front end's and extractors' diagnostics.
    public static func extract(_ document: GuideDocument, page: String, language: String, options: ExtractionOptions = .none) -> PageSpec {
        extract(document, page: page, language: language, options: options, packs: [])
    }

    /// The spec of `document`, read as page `page` in `language` of a guide with `options`, with the front end's and
    /// extractors' diagnostics; `packs` read their own items after the generic extractors (the commands pass every pack's).
    package static func extract(
        _ document: GuideDocument, page: String, language: String, options: ExtractionOptions, packs: [any PackExtractor]
    ) -> PageSpec {
        let platform = options.platforms.platform(ofPage: page, path: document.file)
        var parts = Parts(
            context: ExtractionContext(file: document.file, language: language, options: options), platform: platform, blocks: document.blocks,
            gathersCode: !packs.isEmpty)
        BlockWalk(document.blocks).forEach { parts.add($0) }
        let named = parts.api.finish()
        var context = parts.context
        URLSchemeExtractor.attachExamples(to: &parts.schemes, in: document, context: context)
        let packItems = packs.compactMap { $0.items(of: document, code: parts.code, context: &context) }
        let diagnostics = (document.diagnostics + context.diagnostics).sortedForReport().map {
            SpecDiagnostic(severity: $0.severity, rule: $0.rule, line: $0.line, message: $0.message)
        }
        var literals = parts.literals + LiteralCollector.enumeratedValues(of: parts.types)
        literals.sort { ($0.location.line, $0.value, $0.context, $0.origin.rawValue) < ($1.location.line, $1.value, $1.context, $1.origin.rawValue) }
        var spec = PageSpec(
            page: page, language: language, platform: platform, source: PageSpec.Source(file: document.file, format: document.format),
            errors: parts.errors, types: parts.types,
            methods: parts.introductions.attach(
                to: parts.receivers.attach(to: merged(parts.methods, named), context: context), context: context),
            literals: literals, urlSchemes: parts.schemes, apis: parts.apis.apis,
            flows: FlowExtractor.extract(document.blocks, context: context), tables: parts.tables, diagnostics: diagnostics)
        spec.packItems = PackItemList(packItems)
        return spec
    }
}
