/// Derives the URL fragment a documentation site gives a heading.
public enum HeadingAnchor {
    /// GitHub-style: lowercased, punctuation dropped, spaces turned into hyphens; letters of any script kept.
    public static func slug(for text: String) -> String {
        if let slug = scalarSlug(for: text) { return slug }
        var slug = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            } else if character == " " {
                slug.append("-")
            }
        }
        return slug
    }

    /// The same slug read scalar by scalar, in one pass, for a heading in which every scalar is a character of its own
    /// and only ASCII letters change when lowercased (ASCII, CJK and Hangul headings), else nil. For such a heading
    /// lowercasing maps ASCII letters alone, and a character's `isLetter` and `isNumber` are its scalar's properties,
    /// so neither the lowercased text nor its characters need be built.
    private static func scalarSlug(for text: String) -> String? {
        var readable = true
        let slug = String(unsafeUninitializedCapacity: text.utf8.count) { output in
            var count = 0
            func write(_ byte: UInt8) {
                output[count] = byte
                count += 1
            }
            for scalar in text.unicodeScalars {
                if scalar.isASCII {
                    let byte = UInt8(scalar.value)
                    switch byte {
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): write(byte + 0x20)
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                        write(byte)
                    case UInt8(ascii: " "): write(UInt8(ascii: "-"))
                    default: break
                    }
                    continue
                }
                if (0x4E00...0x9FEF).contains(scalar.value) || (0xAC00...0xD7A3).contains(scalar.value) {
                    UTF8.encode(scalar, into: write)  // CJK ideographs and Hangul syllables: uncased letters (Lo)
                    continue
                }
                let properties = scalar.properties
                guard scalar.standsAlone, !properties.changesWhenLowercased else {
                    readable = false
                    return 0
                }
                if properties.isAlphabetic || properties.numericType != nil { UTF8.encode(scalar, into: write) }
            }
            return count
        }
        return readable ? slug : nil
    }
}
