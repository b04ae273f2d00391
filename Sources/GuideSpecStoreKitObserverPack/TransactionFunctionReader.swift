import GuideSpecDocumentModel
import GuideSpecExtractors
import GuideSpecSpecModel

/// Finds the functions of a code block that handle StoreKit transactions (Swift or Objective-C) and reads each one statement by
/// statement with `TransactionBodyReader`: one forward pass over the block's tokens, brace depth counted, no recursion.
enum TransactionFunctionReader {
    /// Identifiers that make a block worth reading.
    static let markers: Set<String> = ["finishTransaction", "updatedTransactions", "removedTransactions", "productsRequest"]

    /// The transaction functions `code` defines.
    static func read(_ code: CodeBlock, block: Block, context: ExtractionContext) -> [TransactionFunction] {
        guard mayHoldMarker(code.text) else { return [] }
        let tokenizer = SourceTokenizer(code)
        let tokens = tokenizer.tokens
        guard tokens.contains(where: { $0.kind == .identifier && markers.contains(tokenizer.text($0)) }) else { return [] }
        let language = code.language?.lowercased() == "swift" ? "swift" : "objectivec"
        var functions: [TransactionFunction] = []
        var index = 0
        while index < tokens.count {
            guard let header = FunctionHeader.at(index, tokens: tokens, tokenizer: tokenizer, swift: language == "swift") else {
                index += 1
                continue
            }
            let end = closingBrace(from: header.bodyStart, tokens: tokens)
            let body = TransactionBodyReader(tokens: tokens, range: (header.bodyStart + 1)..<end, tokenizer: tokenizer).read()
            let role = role(of: header.name, finishes: body.finishes)
            if let role {
                let lastLine = end < tokens.count ? tokens[end].line : tokens[tokens.count - 1].line
                functions.append(
                    TransactionFunction(
                        role: role, name: header.name, language: language, loopLine: body.loopLine, switchLine: body.switchLine,
                        cases: body.cases, afterSwitch: body.outside, todoLines: body.todoLines,
                        location: context.location(SourceRange(tokens[index].line, lastLine), section: block.sectionPath)))
            }
            index = end + 1
        }
        return functions
    }

    /// Whether a code block's bytes hold "Transaction" or "productsRequest", one of which every marker holds: a block
    /// without them has no marker and is not tokenized. Looks further only at a `T` or a `q` (rare in code), found with
    /// `memchr`.
    static func mayHoldMarker(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var searched = 0
            while let capital = bytes.firstOffset(of: UInt8(ascii: "T"), in: searched..<bytes.count) {
                if UnsafeBufferPointer(rebasing: bytes[capital...]).starts(with: "Transaction".utf8) { return true }
                searched = capital + 1
            }
            let request = "productsRequest".utf8
            let qOffset = 10  // the `q` of "productsRequest"
            searched = qOffset
            while searched < bytes.count, let q = bytes.firstOffset(of: UInt8(ascii: "q"), in: searched..<bytes.count) {
                if UnsafeBufferPointer(rebasing: bytes[(q - qOffset)...]).starts(with: request) { return true }
                searched = q + 1
            }
            return false
        }
    }

    /// The role a function plays by its name, or nil when it neither is a StoreKit callback nor finishes transactions.
    static func role(of name: String, finishes: Bool) -> String? {
        if name.contains("updatedTransactions") { return "updatedTransactions" }
        if name.contains("removedTransactions") { return "removedTransactions" }
        if name.hasPrefix("productsRequest") && name.contains("didReceive") { return "productsResponse" }
        return finishes ? "helper" : nil
    }

    /// The index of the `}` that closes the `{` at `open`, or the token count when the block ends first.
    static func closingBrace(from open: Int, tokens: [SourceToken]) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            if tokens[index].is("{") { depth += 1 }
            if tokens[index].is("}") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return tokens.count
    }
}

/// A function's signature: its name as the language writes it and where its body opens.
struct FunctionHeader {
    var name: String
    /// The index of the body's `{`.
    var bodyStart: Int

    /// The header that starts at `index` (Swift `func name(label param: T, …) {`, Objective-C `- (T)piece:(T)p piece:(T)p {`),
    /// or nil; a signature without a body (a declaration) is not a header here.
    static func at(_ index: Int, tokens: [SourceToken], tokenizer: SourceTokenizer, swift: Bool) -> FunctionHeader? {
        let token = tokens[index]
        if swift {
            guard token.kind == .identifier, tokenizer.text(token) == "func", index + 1 < tokens.count else { return nil }
            let base = tokenizer.text(tokens[index + 1])
            var labels: [String] = []
            var depth = 0
            var expectLabel = false
            var cursor = index + 2
            while cursor < tokens.count, !(depth == 0 && tokens[cursor].is("{")) {
                let current = tokens[cursor]
                if current.is("(") {
                    depth += 1
                    if depth == 1 { expectLabel = true }
                } else if current.is(")") {
                    depth -= 1
                } else if current.is(",") && depth == 1 {
                    expectLabel = true
                } else if expectLabel && !current.isComment {
                    labels.append(tokenizer.text(current))
                    expectLabel = false
                }
                if current.is(";") { return nil }
                cursor += 1
            }
            guard cursor < tokens.count else { return nil }
            return FunctionHeader(name: "\(base)(\(labels.map { "\($0):" }.joined()))", bodyStart: cursor)
        }
        guard token.startsLine, token.is("-") || token.is("+"), index + 1 < tokens.count, tokens[index + 1].is("(") else { return nil }
        var pieces: [String] = []
        var depth = 0
        var cursor = index + 1
        var lastWord: String?
        while cursor < tokens.count, !(depth == 0 && tokens[cursor].is("{")) {
            let current = tokens[cursor]
            if current.is("(") { depth += 1 } else if current.is(")") { depth -= 1 }
            if current.is(";") { return nil }
            if depth == 0 {
                if current.kind == .identifier { lastWord = tokenizer.text(current) }
                if current.is(":"), let word = lastWord {
                    pieces.append(word)
                    lastWord = nil
                }
            }
            cursor += 1
        }
        guard cursor < tokens.count else { return nil }
        let name = pieces.isEmpty ? (lastWord ?? "") : pieces.map { "\($0):" }.joined()
        return FunctionHeader(name: name, bodyStart: cursor)
    }
}
