/// One unit of prose (a scalar, or a character where scalars join) reduced to the answers the script profile asks of
/// it, so that a token is judged over plain bytes rather than through Unicode properties.
struct ProseFacts: Sendable, Equatable {
    /// The answers about a unit, as bits.
    struct Flags: OptionSet, Sendable {
        let rawValue: UInt8
        static let whitespace = Flags(rawValue: 1 << 0)
        /// Punctuation or a symbol.
        static let edge = Flags(rawValue: 1 << 1)
        static let numeric = Flags(rawValue: 1 << 2)
        static let lowercase = Flags(rawValue: 1 << 3)
        static let uppercase = Flags(rawValue: 1 << 4)
        /// Set on every value that was worked out, so that zero means "not known yet" in a table of them.
        static let known = Flags(rawValue: 1 << 7)
    }

    /// The byte when the unit is one ASCII character, else nil.
    var asciiByte: UInt8?
    var flags: Flags

    /// The answers of `unit`'s Unicode properties.
    init(_ unit: some ProseUnit) {
        asciiByte = unit.asciiByte
        var flags: Flags = .known
        if unit.isProseWhitespace { flags.insert(.whitespace) }
        if unit.isEdge { flags.insert(.edge) }
        if unit.isNumeric { flags.insert(.numeric) }
        if unit.isLowercaseLetter { flags.insert(.lowercase) }
        if unit.isUppercaseLetter { flags.insert(.uppercase) }
        self.flags = flags
    }

    /// A non-ASCII unit with known answers.
    init(flags: Flags) {
        asciiByte = nil
        self.flags = flags
    }

    /// The answers for an ASCII byte, from its code alone (as `Unicode.Scalar`'s `ProseUnit` answers them).
    init(ascii byte: UInt8) {
        asciiByte = byte
        var flags: Flags = .known
        switch byte {
        case 0x20, 0x09...0x0D: flags.insert(.whitespace)
        case 0x30...0x39: flags.insert(.numeric)
        case 0x61...0x7A: flags.insert(.lowercase)
        case 0x41...0x5A: flags.insert(.uppercase)
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: flags.insert(.edge)
        default: break
        }
        self.flags = flags
    }

    var isWhitespace: Bool { flags.contains(.whitespace) }
    var isEdge: Bool { flags.contains(.edge) }
    var isNumeric: Bool { flags.contains(.numeric) }
    var isLowercase: Bool { flags.contains(.lowercase) }
    var isUppercase: Bool { flags.contains(.uppercase) }

    /// An ASCII letter.
    var isASCIILetter: Bool { asciiByte != nil && (isLowercase || isUppercase) }
}
