package import GuideSpecDocumentModel

/// Splits a code block's UTF-8 bytes into tokens in one forward pass: no backtracking, no recursion, linear in the bytes.
/// Preprocessor lines (`#if`, `#include`) are dropped; an unterminated string or character stops at the end of its line
/// and an unterminated block comment at the end of the block.
package struct SourceTokenizer {
    /// The bytes and tokens, held by one reference: every `TokenRun` and reader carries the tokenizer, and copying it
    /// then retains one object instead of two arrays (the profile showed those retains among the extractors' largest costs).
    private final class Storage {
        let bytes: [UInt8]
        let tokens: [SourceToken]

        init(bytes: [UInt8], tokens: [SourceToken]) {
            self.bytes = bytes
            self.tokens = tokens
        }
    }

    private let storage: Storage

    /// The bytes every token's range points into.
    package var bytes: [UInt8] { storage.bytes }
    /// The tokens in source order.
    package var tokens: [SourceToken] { storage.tokens }

    /// Tokenizes a code block's text, whose first line is source line `code.firstLine`.
    package init(_ code: CodeBlock) {
        let bytes = Array(code.text.utf8)
        let tokens = bytes.withUnsafeBufferPointer { buffer in
            var scan = Scan(bytes: buffer, line: code.firstLine)
            scan.tokenize()
            return scan.tokens
        }
        storage = Storage(bytes: bytes, tokens: tokens)
    }

    /// The text of `token`.
    package func text(_ token: SourceToken) -> String {
        String(decoding: storage.bytes[token.start..<token.end], as: UTF8.self)
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

/// The forward pass itself: the position in the bytes, the line and the tokens found so far. It reads the bytes through a
/// buffer pointer valid while the pass runs, each byte without the bounds check an array read makes.
private struct Scan {
    let bytes: UnsafeBufferPointer<UInt8>
    var tokens: [SourceToken] = []
    var index = 0
    var line: Int
    var lineHasToken = false

    init(bytes: UnsafeBufferPointer<UInt8>, line: Int) {
        self.bytes = bytes
        self.line = line
        // Code averages well over four bytes a token: reserving that many spares the array the regrowths (copies of every
        // token so far) that were a third of the tokenizer's cost.
        tokens.reserveCapacity(bytes.count / 4 + 16)
    }

    mutating func tokenize() {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                line += 1
                lineHasToken = false
                index += 1
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "#") where !lineHasToken:
                skipToLineEnd()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                let documentation = peek(2) == UInt8(ascii: "/")
                emit(.comment(documentation: documentation)) { $0.skipToLineEnd() }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                let documentation = peek(2) == UInt8(ascii: "*") && peek(3) != UInt8(ascii: "/")
                emit(.comment(documentation: documentation)) { $0.skipBlockComment() }
            case UInt8(ascii: "\""):
                emit(.string) { $0.skipQuoted(UInt8(ascii: "\""), verbatim: false) }
            case UInt8(ascii: "@") where peek(1) == UInt8(ascii: "\""):
                emit(.string) { tokenizer in
                    tokenizer.index += 1
                    tokenizer.skipQuoted(UInt8(ascii: "\""), verbatim: true)
                }
            case UInt8(ascii: "'"):
                emit(.character) { $0.skipQuoted(UInt8(ascii: "'"), verbatim: false) }
            default:
                if SourceTokenizer.isIdentifierStart(byte) {
                    emit(.identifier) { $0.skip(while: SourceTokenizer.isIdentifierByte) }
                } else if SourceTokenizer.isDigit(byte) {
                    emit(.number) { $0.skip { SourceTokenizer.isIdentifierByte($0) || $0 == UInt8(ascii: ".") } }
                } else if byte >= 0x80 {
                    emit(.other) { $0.skip { $0 >= 0x80 } }
                } else {
                    let (length, symbol) = punctuation()
                    emit(.punctuation, symbol: symbol) { $0.index += length }
                }
            }
        }
    }

    /// Appends a token of `kind` spanning what `advance` consumes from the current byte.
    private mutating func emit(_ kind: SourceToken.Kind, symbol: UInt8 = 0, _ advance: (inout Scan) -> Void) {
        let start = index
        let startLine = line
        advance(&self)
        index = max(index, start + 1)
        tokens.append(SourceToken(kind: kind, start: start, end: min(index, bytes.count), line: startLine, startsLine: !lineHasToken, symbol: symbol))
        lineHasToken = true
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func skip(while keep: (UInt8) -> Bool) {
        while index < bytes.count, keep(bytes[index]) { index += 1 }
    }

    private mutating func skipToLineEnd() {
        index = bytes.firstOffset(of: 0x0A, in: index..<bytes.count) ?? bytes.count
    }

    /// Skips a block comment, counting the lines it spans.
    private mutating func skipBlockComment() {
        index += 2
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                index += 2
                return
            }
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
    }

    /// Skips a quoted literal from its opening quote; stops at the end of the line when the quote is never closed.
    private mutating func skipQuoted(_ quote: UInt8, verbatim: Bool) {
        index += 1
        while index < bytes.count, bytes[index] != 0x0A {
            if bytes[index] == quote {
                if verbatim, peek(1) == quote {
                    index += 2
                    continue
                }
                index += 1
                return
            }
            if !verbatim, bytes[index] == UInt8(ascii: "\\"), peek(1) != 0x0A { index += 1 }
            index += 1
        }
    }

    /// The length and symbol of the punctuation at the current byte: `...`, `::`, `->`, `=>` or one byte.
    private func punctuation() -> (length: Int, symbol: UInt8) {
        let byte = bytes[index]
        if byte == UInt8(ascii: "."), peek(1) == UInt8(ascii: "."), peek(2) == UInt8(ascii: ".") { return (3, SourceToken.ellipsis) }
        switch (byte, peek(1)) {
        case (UInt8(ascii: ":"), UInt8(ascii: ":")): return (2, SourceToken.scope)
        case (UInt8(ascii: "-"), UInt8(ascii: ">")): return (2, SourceToken.arrow)
        case (UInt8(ascii: "="), UInt8(ascii: ">")): return (2, SourceToken.fatArrow)
        default: return (1, byte)
        }
    }
}
