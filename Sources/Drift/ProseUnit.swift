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
        return (0x21...0x7E).contains(value) && !(properties.isAlphabetic || (0x30...0x39).contains(value))
    }

    var isNumeric: Bool { isASCII ? (0x30...0x39).contains(value) : properties.numericType != nil }

    /// A scalar that neither has case nor changes when case-mapped is neither lower- nor upper-case.
    var isLowercaseLetter: Bool {
        guard isASCII else { return properties.isCased || properties.changesWhenCaseMapped ? Character(self).isLowercase : false }
        return (0x61...0x7A).contains(value)
    }

    var isUppercaseLetter: Bool {
        guard isASCII else { return properties.isCased || properties.changesWhenCaseMapped ? Character(self).isUppercase : false }
        return (0x41...0x5A).contains(value)
    }

    var scalars: [Unicode.Scalar] { [self] }
}
