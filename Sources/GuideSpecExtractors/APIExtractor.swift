public import GuideSpecDocumentModel
public import GuideSpecSpecModel

/// Collects every Objective-C selector a page shows: declared in API blocks, sent in example code, named in prose.
/// The declarations themselves are read by `DeclarationReader`; this keeps where and how each selector appears.
public struct APIExtractor {
    private var entries: [String: APIEntry] = [:]
    /// Every line each selector is on and every receiver it is sent to, kept as sets while collecting so that a
    /// selector repeated thousands of times costs constant time per mention; sorted into the entries at the end.
    private var lines: [String: Set<Int>] = [:]
    private var receivers: [String: Set<String>] = [:]

    /// Creates an empty collector.
    public init() {}

    /// The entries in order of first appearance.
    public var apis: [APIEntry] {
        entries.values.map { entry in
            var entry = entry
            entry.otherLines = (lines[entry.selector] ?? []).filter { $0 != entry.location.line }.sorted()
            entry.receivers = (receivers[entry.selector] ?? []).sorted()
            return entry
        }.sorted { ($0.location.line, $0.selector) < ($1.location.line, $1.selector) }
    }

    /// Records the Objective-C methods a code block declares, by selector.
    public mutating func add(declared methods: [MethodSignature], section: [String], context: ExtractionContext) {
        for method in methods where method.language == .objectiveC {
            record(method.name, as: .declared, line: method.location.line, context: context, section: section) { _ in }
        }
    }

    /// Records the message sends in an Objective-C code block.
    public mutating func add(sendsIn code: CodeBlock, block: Block, context: ExtractionContext) {
        for send in MessageSendScanner.sends(in: code) {
            record(send.selector, as: .example, line: send.line, context: context, section: block.sectionPath) { _ in }
            if !send.receiver.isEmpty { receivers[send.selector, default: []].insert(send.receiver) }
        }
    }

    /// Records the selectors named in prose text whose first line is `line`.
    public mutating func add(prose lines: TextLines, firstLine: Int, section: [String], context: ExtractionContext) {
        for (offset, text) in lines.enumerated() {
            addProse(text, line: firstLine + offset, section: section, context: context)
        }
    }

    /// Records the selectors named in a table row's cells; their lines are numbered from the row's line on, one after
    /// another across the cells, as if they were one text.
    public mutating func add(proseOf row: TableRow, section: [String], context: ExtractionContext) {
        var line = row.range.first
        for cell in row.cells {
            for text in cell.lines {
                addProse(text, line: line, section: section, context: context)
                line += 1
            }
        }
    }

    private mutating func addProse(_ text: String, line: Int, section: [String], context: ExtractionContext) {
        for selector in Identifiers.proseSelectors(in: text) {
            record(selector, as: .prose, line: line, context: context, section: section) { _ in }
        }
    }

    private mutating func record(
        _ selector: String, as evidence: APIEvidence, line: Int, context: ExtractionContext, section: [String],
        update: (inout APIEntry) -> Void
    ) {
        var entry = entries[selector] ?? APIEntry(
            selector: selector, foundAs: [], receivers: [],
            location: context.location(line: line, section: section), otherLines: [])
        if line < entry.location.line { entry.location = context.location(line: line, section: section) }
        lines[selector, default: []].insert(line)
        if !entry.foundAs.contains(evidence) {
            entry.foundAs.append(evidence)
            entry.foundAs.sort()
        }
        update(&entry)
        entries[selector] = entry
    }
}
