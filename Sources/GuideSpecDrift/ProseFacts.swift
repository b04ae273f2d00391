/// One unit of prose (a scalar, or a character where scalars join) reduced to the answers the script profile asks of
/// it, so that a token is judged over plain bits rather than through Unicode properties.
struct ProseFacts: Sendable, Equatable {
    /// The answers as bits (plain masks rather than an `OptionSet`, whose generic set algebra is slow in debug builds).
    private(set) var bits: UInt8
    /// The byte when the unit is one ASCII character, else nil.
    let asciiByte: UInt8?

    private static let whitespace: UInt8 = 1 << 0
    /// Punctuation or a symbol.
    private static let edge: UInt8 = 1 << 1
    private static let numeric: UInt8 = 1 << 2
    private static let lowercase: UInt8 = 1 << 3
    private static let uppercase: UInt8 = 1 << 4
    /// Set on every value worked out, so that zero means "not known yet" in a table of them.
    private static let known: UInt8 = 1 << 7

    /// The answers of `unit`'s Unicode properties.
    init(_ unit: some ProseUnit) {
        asciiByte = unit.asciiByte
        bits = Self.known
        if unit.isProseWhitespace { bits |= Self.whitespace }
        if unit.isEdge { bits |= Self.edge }
        if unit.isNumeric { bits |= Self.numeric }
        if unit.isLowercaseLetter { bits |= Self.lowercase }
        if unit.isUppercaseLetter { bits |= Self.uppercase }
    }

    /// A non-ASCII unit with the answers `bits`, as an earlier value gave them; nil for zero (nothing known).
    init?(remembered bits: UInt8) {
        guard bits != 0 else { return nil }
        asciiByte = nil
        self.bits = bits
    }

    /// The answers for an ASCII byte, from its code alone (as `Unicode.Scalar`'s `ProseUnit` answers them).
    init(ascii byte: UInt8) {
        asciiByte = byte
        switch byte {
        case 0x20, 0x09...0x0D: bits = Self.known | Self.whitespace
        case 0x30...0x39: bits = Self.known | Self.numeric
        case 0x61...0x7A: bits = Self.known | Self.lowercase
        case 0x41...0x5A: bits = Self.known | Self.uppercase
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: bits = Self.known | Self.edge
        default: bits = Self.known
        }
    }

    var isWhitespace: Bool { bits & Self.whitespace != 0 }
    var isEdge: Bool { bits & Self.edge != 0 }
    var isNumeric: Bool { bits & Self.numeric != 0 }
    var isLowercase: Bool { bits & Self.lowercase != 0 }
    var isUppercase: Bool { bits & Self.uppercase != 0 }

    /// An ASCII letter.
    var isASCIILetter: Bool { asciiByte != nil && bits & (Self.lowercase | Self.uppercase) != 0 }
}
