import GuideSpecDocumentModel

/// A generic table's cell as drift compares it: by what its column holds (`ColumnRole`, read from the header in any
/// language), so that a type cell is a type expression, a version cell a version, a default a literal with its spellings of
/// no value, a requiredness cell a mark, a cell joining requiredness and type (`Required, String`) both; a cell of any
/// other column only when it reads as code, so that a translated description is never compared.
enum TableCell {
    /// The form compared of a cell as `shown` gives it, or nil when the cell is not compared (prose, or East Asian text in
    /// a typed column).
    static func compared(shown: String, as role: ColumnRole?) -> String? {
        switch role {
        case .type:
            guard !isProse(shown) else { return nil }
            return caseless(ValueNormalizations.compared(shown, as: .type))
        case .defaultValue:
            guard !isProse(shown) else { return nil }
            return caseless(ValueNormalizations.compared(shown, as: .literal))
        case .since:
            let version = ValueNormalizations.compared(shown, as: .version)
            return version.first?.isNumber == true || version == "none" ? version : nil
        case .required:
            return ValueNormalizations.mark(shown) ?? (isProse(shown) ? nil : caseless(ValueNormalizations.compared(shown, as: .literal)))
        default:
            if let usage = usage(shown) { return usage }
            guard let code = CodeLikeText.normalized(shown, plainWords: .any) else { return nil }
            return caseless(ValueNormalizations.compared(code, as: .literal))
        }
    }

    /// A cell joining requiredness and type (`Required, String`, `Optional, Number`) as `yes, string`, each part compared
    /// as what it is; nil for any other cell.
    static func usage(_ text: String) -> String? {
        guard let comma = text.firstIndex(of: ","), let mark = ValueNormalizations.mark(String(text[..<comma])) else { return nil }
        let type = text[text.index(after: comma)...].split(separator: " ").joined(separator: " ")
        guard !type.isEmpty, !isProse(type) else { return nil }
        return mark + ", " + caseless(ValueNormalizations.compared(type, as: .type))
    }

    /// The cell as a finding shows it: its lines joined by a space, whitespace collapsed, backticks dropped.
    static func shown(_ text: String) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.split(whereSeparator: \.isWhitespace).joined(separator: " ").filter { $0 != "`" }
        }
        // ASCII, byte by byte: the same words (runs of bytes other than the six ASCII whitespace bytes) with one space
        // between each two, a word of backticks only leaving its spaces.
        return String(unsafeUninitializedCapacity: text.utf8.count) { buffer in
            var count = 0
            var wordSeen = false
            var spaceDue = false
            for byte in text.utf8 {
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    spaceDue = wordSeen
                    continue
                }
                if spaceDue {
                    buffer[count] = 0x20
                    count += 1
                    spaceDue = false
                }
                wordSeen = true
                if byte != UInt8(ascii: "`") {
                    buffer[count] = byte
                    count += 1
                }
            }
            return count
        }
    }

    /// One plain word is a type or keyword name whose case the languages write freely (`Boolean`, `boolean`).
    private static func caseless(_ value: String) -> String {
        value.allSatisfy(\.isLetter) ? value.lowercased() : value
    }

    /// Whether a cell is prose rather than a value: East Asian script, or more than six words with no code punctuation.
    private static func isProse(_ text: String) -> Bool {
        if text.unicodeScalars.contains(where: { $0.value >= 0x2E80 && $0.value < 0x1F000 }) { return true }
        let words = text.split(separator: " ")
        return words.count > 6 && !text.contains(where: { "|<>[](){}:=".contains($0) })
    }
}
