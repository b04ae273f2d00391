/// Derives the URL fragment a documentation site gives a heading.
public enum HeadingAnchor {
    /// GitHub-style: lowercased, punctuation dropped, spaces turned into hyphens; letters of any script kept.
    public static func slug(for text: String) -> String {
        if let ascii = asciiSlug(for: text) { return ascii }
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

    /// The same slug read from the bytes, for a heading all in ASCII (where a character is one byte), else nil.
    private static func asciiSlug(for text: String) -> String? {
        let bytes = text.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var slug: [UInt8] = []
        slug.reserveCapacity(bytes.count)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): slug.append(byte + 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"): slug.append(byte)
            case UInt8(ascii: " "): slug.append(UInt8(ascii: "-"))
            default: break
            }
        }
        return String(decoding: slug, as: UTF8.self)
    }
}
