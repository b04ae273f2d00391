public import GuideSpecDocumentModel
public import GuideSpecSpecModel

/// Collects every Objective-C selector a page shows: declared in API blocks, sent in example code, named in prose.
/// The declarations themselves are read by `DeclarationReader`; this keeps where and how each selector appears.
public struct APIExtractor {
    /// One selector while collecting: its entry, and every line it is on and every receiver it is sent to. The lines are
    /// appended (a repeat on the line just recorded is skipped) and sorted and made unique at the end, so that a selector
    /// repeated thousands of times costs constant time per mention without hashing each line.
    private struct Collected {
        var entry: APIEntry
        var lines: [Int]
        var receivers: Set<String> = []
    }

    /// The selectors in order of first mention, and each one's position there: one hash per mention finds everything kept
    /// about it.
    private var collected: [Collected] = []
    private var positions: [String: Int] = [:]

    /// Creates an empty collector.
    public init() {}

    /// The entries in order of first appearance.
    public var apis: [APIEntry] {
        collected.map { item in
            var entry = item.entry
            var others: [Int] = []
            for line in item.lines.sorted() where line != entry.location.line && line != others.last { others.append(line) }
            entry.otherLines = others
            entry.receivers = item.receivers.sorted()
            return entry
        }.sorted { ($0.location.line, $0.selector) < ($1.location.line, $1.selector) }
    }

    /// Records the Objective-C methods a code block declares, by selector.
    public mutating func add(declared methods: [MethodSignature], section: [String], context: ExtractionContext) {
        for method in methods where method.language == .objectiveC {
            record(method.name, as: .declared, line: method.location.line, context: context, section: section)
        }
    }

    /// Records the message sends in an Objective-C code block.
    public mutating func add(sendsIn code: CodeBlock, block: Block, context: ExtractionContext) {
        for send in MessageSendScanner.sends(in: code) {
            let position = record(send.selector, as: .example, line: send.line, context: context, section: block.sectionPath)
            if !send.receiver.isEmpty { collected[position].receivers.insert(send.receiver) }
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
            record(selector, as: .prose, line: line, context: context, section: section)
        }
    }

    /// Records one mention of `selector` and returns its position in `collected`.
    @discardableResult
    private mutating func record(
        _ selector: String, as evidence: APIEvidence, line: Int, context: ExtractionContext, section: [String]
    ) -> Int {
        guard let position = positions[selector] else {
            let entry = APIEntry(
                selector: selector, foundAs: [evidence], receivers: [], location: context.location(line: line, section: section), otherLines: [])
            positions[selector] = collected.count
            collected.append(Collected(entry: entry, lines: [line]))
            return collected.count - 1
        }
        if line < collected[position].entry.location.line {
            collected[position].entry.location = context.location(line: line, section: section)
        }
        if collected[position].lines.last != line { collected[position].lines.append(line) }
        if !collected[position].entry.foundAs.contains(evidence) {
            collected[position].entry.foundAs.append(evidence)
            collected[position].entry.foundAs.sort()
        }
        return position
    }
}
