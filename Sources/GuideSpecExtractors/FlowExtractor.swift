public import GuideSpecDocumentModel
public import GuideSpecSpecModel

/// Reads flow sections (a heading naming a flow, such as "Login Flow") into ordered steps: the items of the
/// first list in the heading's own section (before the next heading of any level), with the selectors and error
/// constants each step mentions.
public enum FlowExtractor {
    /// Words that mark a heading as a flow, in the languages the guides are written in.
    static let flowWords = ["flow", "流程", "フロー", "플로우", "흐름"]
    private static let flowWordBytes = flowWords.map { Array($0.utf8) }
    /// For each byte, whether one of `flowWordBytes` can start with it (the Latin word's in either case).
    private static let startsFlowWordBytes: [Bool] = (0...255).map { byte in
        flowWordBytes.enumerated().contains { word, pattern in UInt8(byte) | (word == 0 ? 0x20 : 0) == pattern[0] }
    }

    /// Whether a heading names a flow: one of `flowWords` ending the heading (`Login Flow`, `로그인 흐름 (iOS)` with a
    /// parenthesis after it), and starting a word when it is written in letters (`Inflow` and `Outflow` are not flows). A
    /// heading that goes on after the word names something else (`Page Flow Statistics API`, `Flow template push`).
    static func isFlowHeading(_ text: String) -> Bool {
        // Most headings hold none of the words. Where every scalar stands alone, lower-casing makes no word's bytes (the
        // Latin word's letters have no other capitals) and no search finds a word its bytes lack.
        if holdsNoFlowWordBytesAndStandsAlone(text) { return false }
        let lowered = text.lowercased()
        // Most headings hold none of the words' bytes; where every character is one scalar, a word is found by bytes.
        let bytes = Array(lowered.utf8)
        if !flowWordBytes.contains(where: { word in bytes.indices.contains { bytes[$0...].starts(with: word) } }),
            lowered.unicodeScalars.allSatisfy(\.standsAlone)
        {
            return false
        }
        return flowWords.contains { word in
            var searchStart = lowered.startIndex
            while let range = firstRange(of: word, in: lowered, from: searchStart) {
                let startsWord =
                    range.lowerBound == lowered.startIndex || !lowered[lowered.index(before: range.lowerBound)].isLetter
                    || !(word.first?.isASCII ?? false)
                if startsWord && endsHeading(lowered[range.upperBound...]) { return true }
                searchStart = range.upperBound
            }
            return false
        }
    }

    /// Whether what follows a flow word leaves it the heading's last word: nothing, punctuation, or a parenthesis.
    private static func endsHeading(_ rest: Substring) -> Bool {
        let trimmed = rest.drop { $0 == " " || $0 == ":" || $0 == "：" || $0 == "." }
        return trimmed.isEmpty || trimmed.first == "(" || trimmed.first == "（"
    }

    /// Whether the UTF-8 bytes of `text` hold none of `flowWords`, the Latin one in either case (its letters with 0x20 set
    /// are themselves, and no other byte becomes one of them so), and every scalar of it stands alone: one pass over the
    /// bytes, decoding each scalar from them (the string's UTF-8 is valid) instead of through the scalar view.
    private static func holdsNoFlowWordBytesAndStandsAlone(_ text: String) -> Bool {
        var text = text
        let startsWord = startsFlowWordBytes
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                // A word is tried only where one starts with the byte there.
                if startsWord[Int(lead)] {
                    for (word, pattern) in flowWordBytes.enumerated() where bytes.count - index >= pattern.count {
                        let fold: UInt8 = word == 0 ? 0x20 : 0  // the Latin word in either case
                        if pattern.indices.allSatisfy({ bytes[index + $0] | fold == pattern[$0] }) { return false }
                    }
                }
                guard lead >= 0x80 else {
                    index += 1
                    continue
                }
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                var value = UInt32(lead) & (0x7F >> length)
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                guard Unicode.Scalar(value)?.standsAlone == true else { return false }
                index += length
            }
            return true
        }
    }

    /// Where `word` next occurs in `text` from `start`. A text whose every character is one scalar (as headings are) is
    /// searched byte by byte, which finds what a search by characters finds; any other text is searched by Foundation.
    private static func firstRange(of word: String, in text: String, from start: String.Index) -> Range<String.Index>? {
        guard text.unicodeScalars.allSatisfy(\.standsAlone) else { return text.range(of: word, range: start..<text.endIndex) }
        let bytes = text.utf8
        let needle = Array(word.utf8)
        var index = start
        while bytes.distance(from: index, to: bytes.endIndex) >= needle.count {
            if bytes[index...].starts(with: needle) { return index..<bytes.index(index, offsetBy: needle.count) }
            index = bytes.index(after: index)
        }
        return nil
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
            // The steps are a list of the heading's own section: a list under a deeper heading belongs to that heading
            // (`#### 2-1. When mapping is successful` under `### Add Mapping Flow`), however far down it stands.
            var list: (ListBlock, Block)?
            while index < blocks.count {
                if case .heading = blocks[index].kind { break }
                if list == nil, case .list(let found) = blocks[index].kind { list = (found, blocks[index]) }
                index += 1
            }
            guard let (steps, listBlock) = list else { continue }
            flows.append(
                Flow(
                    name: heading.text,
                    steps: steps.items.enumerated().map {
                        step(number: $0.offset + 1, item: $0.element, section: listBlock.sectionPath, context: context)
                    },
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
