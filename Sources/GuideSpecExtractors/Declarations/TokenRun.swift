/// A run of code tokens of one statement with the questions the declaration recognisers ask of it.
struct TokenRun {
    let source: SourceTokenizer
    /// Indices into `source.tokens`.
    var indices: ArraySlice<Int>

    init(_ source: SourceTokenizer, _ indices: ArraySlice<Int>) {
        self.source = source
        self.indices = indices
    }

    var isEmpty: Bool { indices.isEmpty }
    var count: Int { indices.count }
    var first: SourceToken? { indices.first.map { source.tokens[$0] } }
    var last: SourceToken? { indices.last.map { source.tokens[$0] } }

    /// The token at position `position` of the run (0-based from the run's start).
    func token(_ position: Int) -> SourceToken { source.tokens[indices[indices.startIndex + position]] }

    /// The text of the token at `position`.
    func text(_ position: Int) -> String { source.text(token(position)) }

    /// The UTF-8 bytes of the token at `position`, for questions answered without making its text.
    func bytes(_ position: Int) -> ArraySlice<UInt8> {
        let token = token(position)
        return source.bytes[token.start..<token.end]
    }

    /// Whether the token at `position` is one of `DeclarationDialect.statementWords`; the text is made and looked up only
    /// for a word those could be (lower-case ASCII letters, as long as one of them).
    func isStatementWord(_ position: Int) -> Bool {
        DeclarationDialect.mayBeStatementWord(bytes(position)) && DeclarationDialect.statementWords.contains(text(position))
    }

    /// The sub-run from `from` to `to` (positions, `to` exclusive).
    func slice(_ from: Int, _ to: Int? = nil) -> TokenRun {
        let start = indices.startIndex + min(from, count)
        let end = indices.startIndex + min(to ?? count, count)
        return TokenRun(source, indices[start..<max(start, end)])
    }

    /// The position of the bracket closing the one opened at `open` (`(`, `[`, `<` or `{`), or nil when it never closes.
    func closing(_ open: Int) -> Int? {
        let opener = token(open).symbol
        let closer: UInt8 =
            opener == UInt8(ascii: "(")
            ? UInt8(ascii: ")")
            : opener == UInt8(ascii: "[")
                ? UInt8(ascii: "]")
                : opener == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: "}")
        var depth = 0
        for position in open..<count {
            let symbol = token(position).symbol
            if symbol == opener { depth += 1 }
            if symbol == closer {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return nil
    }

    /// The position of the first token at bracket depth zero (over `()`, `[]`, `{}` and `<>`) that satisfies `test`.
    func firstAtDepthZero(from start: Int = 0, where test: (SourceToken) -> Bool) -> Int? {
        var depth = 0
        for position in start..<count {
            let token = token(position)
            if depth == 0, test(token) { return position }
            if token.is("(") || token.is("[") || token.is("{") || token.is("<") { depth += 1 }
            if token.is(")") || token.is("]") || token.is("}") || token.is(">"), depth > 0 { depth -= 1 }
        }
        return nil
    }

    /// The run cut at its depth-zero commas.
    func splitAtCommas() -> [TokenRun] {
        var parts: [TokenRun] = []
        var start = 0
        while let comma = firstAtDepthZero(from: start, where: { $0.is(",") }) {
            parts.append(slice(start, comma))
            start = comma + 1
        }
        parts.append(slice(start))
        return parts
    }

    /// The tokens as code, spaced only where two words meet or after a comma: `const FString&`, `TMap<FString, FString>`.
    /// Built as bytes and decoded once: every token starts and ends at a character boundary of the valid lines it was cut
    /// from, so this is the tokens' texts joined.
    var written: String {
        let tokens = source.tokens
        guard let first = indices.first, let last = indices.last else { return "" }
        // Written straight into the string's storage, sized for the tokens' span and a space between any two of them.
        let capacity = tokens[last].end - tokens[first].start + indices.count
        return source.bytes.withUnsafeBufferPointer { bytes in
            String(unsafeUninitializedCapacity: capacity) { buffer in
                var count = 0
                var previous: SourceToken?
                for index in indices {
                    let token = tokens[index]
                    if let previous, needsSpace(between: previous, and: token) {
                        buffer[count] = UInt8(ascii: " ")
                        count += 1
                    }
                    let text = UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[count..<count + text.count]).initialize(from: text)
                    count += text.count
                    previous = token
                }
                return count
            }
        }
    }

    private func needsSpace(between previous: SourceToken, and token: SourceToken) -> Bool {
        if previous.is(",") { return true }
        if previous.is("=") || token.is("=") { return true }
        return isWord(previous) && isWord(token)
    }

    private func isWord(_ token: SourceToken) -> Bool {
        switch token.kind {
        case .identifier, .number, .string, .character, .other: true
        default: false
        }
    }
}
