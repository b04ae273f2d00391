/// One character of prose as the profile reads it: the answers are those of `Character`'s properties.
protocol ProseUnit {
    /// The byte when the unit is one ASCII character, else nil.
    var asciiByte: UInt8? { get }
    var isProseWhitespace: Bool { get }
    /// Punctuation or a symbol.
    var isEdge: Bool { get }
    var isNumeric: Bool { get }
    var isLowercaseLetter: Bool { get }
    var isUppercaseLetter: Bool { get }
    var scalars: [Unicode.Scalar] { get }
}

extension Character: ProseUnit {
    var asciiByte: UInt8? {
        let scalars = unicodeScalars
        guard let first = scalars.first, first.isASCII, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return nil }
        return UInt8(first.value)
    }
    var isProseWhitespace: Bool { isWhitespace }
    var isEdge: Bool { isPunctuation || isSymbol }
    var isNumeric: Bool { isNumber }
    var isLowercaseLetter: Bool { isLowercase }
    var isUppercaseLetter: Bool { isUppercase }
    var scalars: [Unicode.Scalar] { Array(unicodeScalars) }
}

extension Unicode.Scalar: ProseUnit {
    var asciiByte: UInt8? { isASCII ? UInt8(value) : nil }

    var isProseWhitespace: Bool {
        guard isASCII else { return properties.isWhitespace }
        return value == 0x20 || (0x09...0x0D).contains(value)
    }

    /// In ASCII, every printable character that is not a letter or digit is punctuation or a symbol.
    var isEdge: Bool {
        guard isASCII else { return Character(self).isEdge }
        return (0x21...0x2F).contains(value) || (0x3A...0x40).contains(value) || (0x5B...0x60).contains(value) || (0x7B...0x7E).contains(value)
    }

    var isNumeric: Bool { isASCII ? (0x30...0x39).contains(value) : properties.numericType != nil }

    var isLowercaseLetter: Bool {
        guard isASCII else { return !isCaseless && Character(self).isLowercase }
        return (0x61...0x7A).contains(value)
    }

    var isUppercaseLetter: Bool {
        guard isASCII else { return !isCaseless && Character(self).isUppercase }
        return (0x41...0x5A).contains(value)
    }

    /// Kana, ideographs and Hangul have no case; elsewhere a scalar that has none and does not change when case-mapped is
    /// neither lower- nor upper-case.
    private var isCaseless: Bool {
        switch value {
        case 0x3000...0x9FFF, 0xAC00...0xD7A3: true
        default: !(properties.isCased || properties.changesWhenCaseMapped)
        }
    }

    var scalars: [Unicode.Scalar] { [self] }
}
