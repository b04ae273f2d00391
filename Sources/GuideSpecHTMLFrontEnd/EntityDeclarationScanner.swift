/// Finds entity declarations in a DOCTYPE's internal subset by reading the raw bytes, so a page that
/// declares external entities or an entity bomb is refused before any parser could resolve them.
enum EntityDeclarationScanner {
    /// The entity declarations of one DOCTYPE and the line of the first.
    struct Finding: Equatable, Sendable {
        var line: Int
        var entities: [String]
    }

    /// The first DOCTYPE (anywhere, even in a comment: better refused than missed) whose internal
    /// subset declares entities, or nil when there is none.
    static func scan(_ bytes: [UInt8]) -> Finding? {
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = Cursor(bytes: buffer)
            while cursor.find("<!doctype") {
                cursor.advance(by: 9)
                if let (offset, entities) = doctype(&cursor) {
                    let line = buffer[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
                    return Finding(line: line, entities: entities)
                }
            }
            return nil
        }
    }

    /// Reads a DOCTYPE from after its keyword to its closing `>`: the offset of the first entity
    /// declaration of its internal subset and a description of each, or nil when it declares none.
    private static func doctype(_ cursor: inout Cursor) -> (Int, [String])? {
        var firstOffset = 0
        var entities: [String] = []
        var inSubset = false
        while let byte = cursor.peek() {
            switch byte {
            case UInt8(ascii: ">") where !inSubset:
                return entities.isEmpty ? nil : (firstOffset, entities)
            case UInt8(ascii: "["):
                inSubset = true
                cursor.advance()
            case UInt8(ascii: "]"):
                inSubset = false
                cursor.advance()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                cursor.skipQuoted()
            case UInt8(ascii: "<") where inSubset && cursor.matches("<!--"):
                cursor.skipComment()
            case UInt8(ascii: "<") where inSubset && cursor.matches("<!entity"):
                if entities.isEmpty { firstOffset = cursor.index }
                cursor.advance(by: 8)
                entities.append(entityDescription(&cursor))
            default:
                cursor.advance()
            }
        }
        return entities.isEmpty ? nil : (firstOffset, entities)
    }

    /// Reads `[%] name [SYSTEM|PUBLIC]` after `<!ENTITY` and describes the declaration.
    private static func entityDescription(_ cursor: inout Cursor) -> String {
        cursor.skipSpaces()
        var parameter = false
        if cursor.peek() == UInt8(ascii: "%") {
            parameter = true
            cursor.advance()
            cursor.skipSpaces()
        }
        let name = cursor.takeName()
        cursor.skipSpaces()
        let external = cursor.matches("system") || cursor.matches("public")
        let kind = (external ? "external " : "") + (parameter ? "parameter " : "") + "entity"
        return "\(kind) \"\(name.prefix(64))\""
    }

    /// A position in the bytes, matching ASCII keywords without regard to case.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func advance(by count: Int = 1) { index = min(bytes.count, index + count) }

        /// Moves to the next occurrence of `lowercased` and says whether there was one.
        mutating func find(_ lowercased: StaticString) -> Bool {
            let first = lowercased.utf8Start.pointee
            while index < bytes.count {
                if bytes[index] == first, matches(lowercased) { return true }
                index += 1
            }
            return false
        }

        /// Whether the bytes at the cursor spell `lowercased`, ignoring ASCII case.
        func matches(_ lowercased: StaticString) -> Bool {
            let count = lowercased.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            let expected = lowercased.utf8Start
            for offset in 0..<count {
                let byte = bytes[index + offset]
                let folded = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                if folded != expected[offset] { return false }
            }
            return true
        }

        mutating func skipComment() {
            advance(by: 4)
            while peek() != nil, !matches("-->") { advance() }
            advance(by: 3)
        }

        mutating func skipQuoted() {
            let quote = peek()
            advance()
            while let byte = peek(), byte != quote { advance() }
            advance()
        }

        mutating func skipSpaces() {
            while let byte = peek(), Self.isSpace(byte) { advance() }
        }

        mutating func takeName() -> String {
            let start = index
            while let byte = peek(), !Self.isSpace(byte), byte != UInt8(ascii: ">"), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "'") {
                advance()
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    }
}
