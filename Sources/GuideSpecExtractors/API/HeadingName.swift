import GuideSpecDocumentModel

/// The API item a heading names, when it names one rather than a topic: `Select.Option`, `CreateRoom`,
/// `Form.Provider(2.30.0)` and `ResizeBox.SplitGroup in 2.27.0` name an item; `API - setDebugMode` and `Modal.method(config)`
/// name a method; `Select Reference Type`, `Picker Props` and `로그인` name none.
struct HeadingName: Equatable {
    enum Kind: Equatable {
        /// A name alone: a type, a component, or a method the text under it says is one.
        case item
        /// A method: `API - name`, `name(parameters)`.
        case method(parameters: [String])
    }

    var name: String
    var kind: Kind
    /// Whether the name has features only code names have (a `.`, an inner capital, a `_` or a digit): a plain word such
    /// as `Select` or `Configuration` may be a topic's title.
    var hasCodeFeatures: Bool

    /// What `text` names, or nil when it names no item.
    static func of(_ text: String) -> HeadingName? {
        var text = endsIn(Substring(text), " `*") ? Substring(text.trimmingCharacters(in: " `*")) : Substring(text)
        if text.first == "<", text.last == ">" { text = text.dropFirst().dropLast() }
        // `API - name`, `接口 - name`, `Method - name`: a method after a dash whose left side says it is one.
        if let dash = dashSeparator(in: text) {
            let name = text[dash...].trimmingCharacters(in: " `")
            let left = text[..<text.index(dash, offsetBy: -3)]
            guard ColumnRole(header: String(left)) == .signature, let item = identifierPrefix(Substring(name)), item.count == name.count else {
                return nil
            }
            return HeadingName(name: String(item), kind: .method(parameters: []), hasCodeFeatures: true)
        }
        guard let identifier = identifierPrefix(text) else { return nil }
        let after = text[identifier.endIndex...]
        let rest = endsIn(after, " `") ? Substring(after.trimmingCharacters(in: " `")) : after
        let features = hasCodeFeatures(identifier)
        if rest.isEmpty { return HeadingName(name: String(identifier), kind: .item, hasCodeFeatures: features) }
        if CharacterBytes.hasPrefix(rest, "("), CharacterBytes.last(of: rest, is: UInt8(ascii: ")")) {
            let inside = rest.dropFirst().dropLast().trimmingCharacters(in: " `")
            if isVersion(Substring(inside)) { return HeadingName(name: String(identifier), kind: .item, hasCodeFeatures: features) }
            // Parameters are written lowerCamel, alone (`config`) or after their type (`String phone`, `int language`);
            // `Login (OAuth)` is a title with an abbreviation.
            var parameters: [String] = []
            for parameter in inside.split(separator: ",") {
                let words = parameter.split(separator: " ")
                guard let name = words.last, words.count <= 2, words.allSatisfy({ identifierPrefix($0)?.count == $0.count }),
                    name.first?.isLowercase == true
                else { return nil }
                parameters.append(String(name))
            }
            return HeadingName(name: String(identifier), kind: .method(parameters: parameters), hasCodeFeatures: true)
        }
        if CharacterBytes.hasPrefix(rest, "in "), isVersion(Substring(rest.dropFirst(3).trimmingCharacters(in: " `"))) {
            return HeadingName(name: String(identifier), kind: .item, hasCodeFeatures: features)
        }
        // `Modal.config Options`, `Modal.config 方法`: a code name followed by a word about it.
        guard features, identifier.contains(".") else { return nil }
        return HeadingName(name: String(identifier), kind: .item, hasCodeFeatures: true)
    }

    /// Whether `text` may name a method: only a heading with a `(` or a dash separator does (`of` reads the others as an
    /// item or nothing). Found with memchr, for the many headings that name no method.
    static func mayNameMethod(_ text: String) -> Bool {
        var contiguous = text
        // A dash separator needs a `-` or the first byte of an en dash.
        let (parenthesis, dash) = contiguous.withUTF8 { bytes in
            (
                bytes.firstOffset(of: UInt8(ascii: "("), in: 0..<bytes.count) != nil,
                bytes.firstOffset(of: UInt8(ascii: "-"), in: 0..<bytes.count) != nil || bytes.firstOffset(of: 0xE2, in: 0..<bytes.count) != nil
            )
        }
        return parenthesis || dash && dashSeparator(in: Substring(contiguous)) != nil
    }

    /// Where the text after the first ` - ` (or ` – `) of `text` starts, or nil when it has none; found on the bytes, each
    /// space with `memchr`.
    static func dashSeparator(in text: Substring) -> Substring.Index? {
        var contiguous = text
        let offset: Int? = contiguous.withUTF8 { bytes in
            var start = 0
            while let space = bytes.firstOffset(of: 0x20, in: start..<bytes.count) {
                let next = space + 1
                if next + 1 < bytes.count, bytes[next] == UInt8(ascii: "-"), bytes[next + 1] == 0x20 { return next + 2 }
                // An en dash (U+2013) and a space.
                if next + 3 < bytes.count, bytes[next] == 0xE2, bytes[next + 1] == 0x80, bytes[next + 2] == 0x93, bytes[next + 3] == 0x20 {
                    return next + 4
                }
                start = next
            }
            return nil
        }
        return offset.map { text.utf8.index(text.utf8.startIndex, offsetBy: $0) }
    }

    /// Whether the first or last byte of `text` is one of the ASCII `edges`: when neither is, trimming them leaves the text
    /// as it is, and most headings are not trimmed at all.
    static func endsIn(_ text: Substring, _ edges: StaticString) -> Bool {
        let set = UnsafeBufferPointer(start: edges.utf8Start, count: edges.utf8CodeUnitCount)
        guard let first = text.utf8.first, let last = text.utf8.last else { return false }
        return set.contains(first) || set.contains(last)
    }

    /// The identifier (letters, digits, `_`, `$`, dotted) that starts `text`, or nil.
    static func identifierPrefix(_ text: Substring) -> Substring? {
        guard let first = text.utf8.first, SourceTokenizer.isIdentifierStart(first) else { return nil }
        let end = text.utf8.firstIndex { !(SourceTokenizer.isIdentifierByte($0) || $0 == UInt8(ascii: ".")) } ?? text.endIndex
        var identifier = text[..<end]
        while identifier.last == "." { identifier = identifier.dropLast() }
        return identifier
    }

    /// Whether a name has a `.`, an inner capital after a lower-case letter, a `_` or a digit; read over its bytes in one
    /// pass.
    static func hasCodeFeatures(_ name: Substring) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            var afterLowercase = false
            for byte in bytes {
                if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || SourceTokenizer.isDigit(byte) { return true }
                if afterLowercase, byte >= 0x41, byte <= 0x5A { return true }
                afterLowercase = byte >= 0x61 && byte <= 0x7A
            }
            return false
        }
    }

    /// Whether `text` is a version number (`2.30.0`, `v1.3`).
    private static func isVersion(_ text: Substring) -> Bool {
        let digits = CharacterBytes.hasPrefix(text, "v") ? text.dropFirst() : text
        return !digits.isEmpty && digits.contains(".") && digits.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    }
}
