/// The questions `CommentText` asks of a comment's characters, answered on the UTF-8 bytes for a comment whose every
/// character is one byte other than a carriage return (`CharacterBytes.isPlain`: there a byte's index is its
/// character's), and on the characters for any other.
struct CommentCharacters {
    /// Whether the text is read by its bytes.
    let byBytes: Bool

    func hasPrefix(_ prefix: String, _ text: Substring) -> Bool {
        byBytes ? text.utf8.starts(with: prefix.utf8) : text.hasPrefix(prefix)
    }

    func hasSuffix(_ suffix: String, _ text: Substring) -> Bool {
        byBytes ? text.utf8.count >= suffix.utf8.count && text.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) : text.hasSuffix(suffix)
    }

    func dropFirst(_ count: Int, of text: Substring) -> Substring {
        byBytes ? Substring(text.utf8.dropFirst(count)) : text.dropFirst(count)
    }

    func dropLast(_ count: Int, of text: Substring) -> Substring {
        byBytes ? Substring(text.utf8.dropLast(count)) : text.dropLast(count)
    }

    /// `text` without its leading run of the one-byte character `byte`.
    func dropLeading(_ byte: UInt8, from text: Substring) -> Substring {
        byBytes ? Substring(text.utf8.drop { $0 == byte }) : text.drop { $0 == Character(Unicode.Scalar(byte)) }
    }

    /// `text` without leading and trailing whitespace (`Identifiers.isWhitespace`: tab to carriage return and space in ASCII).
    func trimmingWhitespace(_ text: Substring) -> Substring {
        guard byBytes else { return text.trimmingCharacters(notIn: { !Identifiers.isWhitespace($0) }) }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        let bytes = text.utf8
        guard let start = bytes.firstIndex(where: { !isSpace($0) }), let end = bytes.lastIndex(where: { !isSpace($0) }) else {
            return text[text.endIndex...]
        }
        return text[start...end]
    }

    /// The index of the first one-byte character `byte` in `text`.
    func firstIndex(of byte: UInt8, in text: Substring) -> String.Index? {
        byBytes ? text.utf8.firstIndex(of: byte) : text.firstIndex(of: Character(Unicode.Scalar(byte)))
    }

    func index(after index: String.Index, in text: Substring) -> String.Index {
        byBytes ? text.utf8.index(after: index) : text.index(after: index)
    }

    /// A tag's name as `CommentText.documentationTags` lists it: after any `/`, up to whitespace or `/`, lower-cased.
    func tagName(_ tag: Substring) -> String {
        guard byBytes else { return tag.drop { $0 == "/" }.prefix { !$0.isWhitespace && $0 != "/" }.lowercased() }
        let name = tag.utf8.drop { $0 == UInt8(ascii: "/") }.prefix { byte in
            !(byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)) && byte != UInt8(ascii: "/")
        }
        return String(decoding: name.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
