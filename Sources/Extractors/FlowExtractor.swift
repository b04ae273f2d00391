public import DocumentModel
public import SpecModel

/// Reads flow sections (a heading naming a flow, such as "Purchase Flow") into ordered steps: the items of the
/// first list under the heading, with the selectors and error constants each step mentions.
public enum FlowExtractor {
    /// Words that mark a heading as a flow, in the languages the guides are written in.
    static let flowWords = ["flow", "流程", "フロー", "플로우", "흐름"]

    /// Whether a heading names a flow: one of `flowWords` ending the heading or a word of it, and starting a word when
    /// it is written in letters (`Inflow` and `Outflow` are not flows).
    static func isFlowHeading(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return flowWords.contains { word in
            var searchStart = lowered.startIndex
            while let range = lowered.range(of: word, range: searchStart..<lowered.endIndex) {
                let startsWord = range.lowerBound == lowered.startIndex || !lowered[lowered.index(before: range.lowerBound)].isLetter
                    || !(word.first?.isASCII ?? false)
                if startsWord && (range.upperBound == lowered.endIndex || lowered[range.upperBound] == " ") { return true }
                searchStart = range.upperBound
            }
            return false
        }
    }

    /// The flows of a page, from its top-level blocks.
    public static func extract(_ blocks: [Block], context: ExtractionContext) -> [Flow] {
        var flows: [Flow] = []
        var index = 0
        while index < blocks.count {
            guard case .heading(let heading) = blocks[index].kind, isFlowHeading(heading.text) else {
                index += 1
                continue
            }
            let headingBlock = blocks[index]
            index += 1
            var list: (ListBlock, Block)?
            while index < blocks.count {
                if case .heading(let next) = blocks[index].kind, next.level <= heading.level { break }
                if list == nil, case .list(let found) = blocks[index].kind { list = (found, blocks[index]) }
                index += 1
            }
            guard let (steps, listBlock) = list else { continue }
            flows.append(Flow(
                name: heading.text,
                steps: steps.items.enumerated().map { step(number: $0.offset + 1, item: $0.element, section: listBlock.sectionPath, context: context) },
                location: context.location(headingBlock.range, section: headingBlock.sectionPath)))
        }
        return flows
    }

    private static func step(number: Int, item: ListItem, section: [String], context: ExtractionContext) -> Flow.Step {
        let text = item.textLines.joined(separator: "\n")
        let details = item.blocks.dropFirst().flatMap(detailLines)
        let everything = ([text] + details).joined(separator: "\n")
        return Flow.Step(
            number: number, text: text, details: details,
            selectors: Identifiers.proseSelectors(in: everything).uniquedInOrder(),
            errorNames: Identifiers.errorNames(in: everything).uniquedInOrder(),
            location: context.location(item.range, section: section))
    }

    private static func detailLines(_ block: Block) -> [String] {
        switch block.kind {
        case .paragraph(let paragraph): [paragraph.lines.joined(separator: "\n")]
        case .list(let list): list.items.flatMap { [$0.textLines.joined(separator: "\n")] + $0.blocks.dropFirst().flatMap(detailLines) }
        default: []
        }
    }
}
