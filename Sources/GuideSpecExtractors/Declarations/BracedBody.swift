/// The member statements of a `{ … }` body among a code block's tokens, as the TypeScript and Protocol Buffers readers
/// read them: cut at `;` and `,` at the body's own depth, after a nested `{ … }` that ends a statement (a nested
/// message), and, where `lineBreaksEnd`, at a line break not followed by a continuation (`| "b"`, `& Other`). Comments
/// above a statement are kept with it. One forward pass, no recursion.
struct BracedBody {
    /// One statement: its code tokens and the comment tokens right above it, as indices into the tokens.
    struct Member {
        var tokens: [Int]
        var comments: [Int]
    }

    var members: [Member] = []
    /// The index after the closing brace; the tokens' count when it never closes.
    var end: Int
    /// Whether the closing brace was found.
    var terminated = false
    /// The line of the closing brace, or of the last token when there is none.
    var lastLine: Int

    /// Reads the body whose `{` is at `open`.
    init(_ source: SourceTokenizer, open: Int, lineBreaksEnd: Bool) {
        let tokens = source.tokens
        var depth = 0
        var current: [Int] = []
        var comments: [Int] = []
        var index = open + 1
        lastLine = tokens[open].line
        func flush(_ members: inout [Member]) {
            if !current.isEmpty { members.append(Member(tokens: current, comments: comments)) }
            current = []
            comments = []
        }
        while index < tokens.count {
            let token = tokens[index]
            lastLine = token.line
            if token.isComment {
                if depth == 0, current.isEmpty { comments.append(index) }
                index += 1
                continue
            }
            if depth == 0, lineBreaksEnd, let last = current.last, token.line > tokens[last].line, !Self.continues(token, after: tokens[last]) {
                flush(&members)
            }
            if token.is("{") || token.is("(") || token.is("[") || token.is("<") { depth += 1 }
            if token.is("}") || token.is(")") || token.is("]") || token.is(">") {
                if depth == 0, token.is("}") {
                    flush(&members)
                    terminated = true
                    end = index + 1
                    return
                }
                depth = max(0, depth - 1)
            }
            if depth == 0, token.is(";") || token.is(",") {
                flush(&members)
            } else {
                current.append(index)
                if depth == 0, token.is("}") { flush(&members) }
            }
            index += 1
        }
        flush(&members)
        end = tokens.count
    }

    /// Whether a token on a new line goes on with the statement before it (a union's `|`, an intersection's `&`, `=>`).
    private static func continues(_ token: SourceToken, after previous: SourceToken) -> Bool {
        token.is("|") || token.is("&") || token.is(SourceToken.fatArrow) || token.is(".") || token.is("?")
            || previous.is("|") || previous.is("&") || previous.is(":") || previous.is("=") || previous.is(SourceToken.fatArrow)
    }

    /// The code of `indices` as written, without comments: tokens that stood apart stand one space apart.
    static func text(_ source: SourceTokenizer, _ indices: ArraySlice<Int>) -> String {
        var bytes: [UInt8] = []
        var previousEnd: Int?
        for index in indices {
            let token = source.tokens[index]
            if token.isComment { continue }
            if let previousEnd, token.start > previousEnd, !bytes.isEmpty { bytes.append(0x20) }
            bytes += source.bytes[token.start..<token.end]
            previousEnd = token.end
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
