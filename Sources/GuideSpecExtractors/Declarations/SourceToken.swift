/// One token of code in a guide's code block, as a range of the block's UTF-8 bytes.
package struct SourceToken: Equatable, Sendable {
    /// What the bytes are.
    package enum Kind: Equatable, Sendable {
        /// Letters, digits, `_` and `$`, starting with a letter, `_` or `$`.
        case identifier
        case number
        /// A `"…"` string (C# `@"…"` too), quotes included.
        case string
        /// A `'…'` character literal, quotes included.
        case character
        /// A `//` or `/* */` comment; `documentation` for `///` and `/**`.
        case comment(documentation: Bool)
        /// Punctuation: one byte, or `::`, `->`, `=>`, `...`.
        case punctuation
        /// A run of bytes that belong to none of the above, such as prose in another script left in code.
        case other
    }

    package var kind: Kind
    /// The first byte, an index into the tokenized bytes.
    package var start: Int
    /// One past the last byte.
    package var end: Int
    /// The source line of the first byte.
    package var line: Int
    /// True when no other token precedes it on its line.
    package var startsLine: Bool
    /// For punctuation, its byte (`;`, `{`, …) or one of the codes below for the two- and three-byte ones; else 0.
    var symbol: UInt8 = 0

    static let scope: UInt8 = 0x02  // ::
    static let arrow: UInt8 = 0x03  // ->
    static let fatArrow: UInt8 = 0x04  // =>
    static let ellipsis: UInt8 = 0x05  // ...

    /// Whether the token is the punctuation whose byte or code is `symbol`.
    package func `is`(_ symbol: UInt8) -> Bool { self.symbol == symbol && symbol != 0 }

    /// Whether the token is the one-byte punctuation `character`.
    package func `is`(_ character: Unicode.Scalar) -> Bool { symbol != 0 && symbol == UInt8(ascii: character) }

    package var isComment: Bool {
        if case .comment = kind { return true }
        return false
    }
}
