extension Unicode.Scalar {
    /// Whether the scalar is always a character of its own (or, for CR and LF, whitespace either way), so that
    /// reading a text of such scalars one by one is reading it by characters. Covers ASCII, Latin up to the combining
    /// marks, general punctuation without the joiners, CJK punctuation, kana and ideographs without the combining
    /// marks, Hangul syllables and compatibility jamo (conjoining jamo are left out), and full-width forms without the
    /// half-width sound marks.
    public var standsAlone: Bool {
        switch value {
        case 0x00...0x2FF: true
        case 0x200C, 0x200D: false
        case 0x2000...0x206F: true
        case 0x302A...0x302F, 0x3099, 0x309A: false
        case 0x3000...0x30FF, 0x3130...0x318F, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: true
        case 0xFF9E, 0xFF9F: false
        case 0xFF00...0xFFEF: true
        default: false
        }
    }
}
