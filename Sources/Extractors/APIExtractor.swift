public import DocumentModel
public import SpecModel

/// Collects every Objective-C selector a page shows: declared in API blocks, sent in example code, named in prose.
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

    /// Records the declarations and message sends in a code block.
    public mutating func add(_ code: CodeBlock, block: Block, context: ExtractionContext) {
        var index = 0
        while index < code.lines.count {
            let trimmed = code.lines[index].trimmingCharacters(in: " \t")
            guard trimmed.hasPrefix("+ (") || trimmed.hasPrefix("- (") || trimmed.hasPrefix("+(") || trimmed.hasPrefix("-(") else {
                index += 1
                continue
            }
            var end = index
            while end < code.lines.count - 1, !code.lines[end].contains(";"), !code.lines[end].contains("{") { end += 1 }
            let text = code.lines[index...end].joined(separator: "\n")
            if let declaration = MethodDeclaration(text: String(text.prefix { $0 != "{" })) {
                let line = code.firstLine + index
                let legacy = code.lines[max(0, index - 2)..<index].contains { $0.contains("//") && $0.lowercased().contains("legacy") }
                let location = context.location(SourceRange(line, code.firstLine + end), section: block.sectionPath)
                record(declaration.selector, as: .declared, line: line, context: context, section: block.sectionPath) { entry in
                    if entry.declaration == nil {
                        entry.declaration = APIEntry.Declaration(
                            kind: declaration.isClassMethod ? .class : .instance, returnType: declaration.returnType,
                            parameterTypes: declaration.parameterTypes, parameterNames: declaration.parameterNames,
                            legacy: legacy, location: location)
                    }
                }
            }
            index = end + 1
        }
        for send in MessageSendScanner.sends(in: code.lines, firstLine: code.firstLine) {
            record(send.selector, as: .example, line: send.line, context: context, section: block.sectionPath) { _ in }
            if !send.receiver.isEmpty { receivers[send.selector, default: []].insert(send.receiver) }
        }
    }

    /// Records the selectors named in prose text whose first line is `line`.
    public mutating func add(prose lines: [String], firstLine: Int, section: [String], context: ExtractionContext) {
        for (offset, text) in lines.enumerated() {
            for selector in Identifiers.proseSelectors(in: text) {
                record(selector, as: .prose, line: firstLine + offset, context: context, section: section) { _ in }
            }
        }
    }

    private mutating func record(
        _ selector: String, as evidence: APIEvidence, line: Int, context: ExtractionContext, section: [String],
        update: (inout APIEntry) -> Void
    ) {
        var entry = entries[selector] ?? APIEntry(
            selector: selector, foundAs: [], declaration: nil, receivers: [],
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
