/// A pattern on case ids and page names: `*` matches any run of characters (slashes included), `?` any one character.
public struct CaseGlob: Hashable, Sendable {
    public let pattern: String
    private let characters: [Character]
    /// The pattern's characters for an id in plain ASCII: a character of one ASCII byte as that byte, any other as a value
    /// no byte has (no ASCII character equals it).
    private let asciiUnits: [UInt16]

    /// Creates a pattern.
    public init(_ pattern: String) {
        self.pattern = pattern
        characters = Array(pattern)
        asciiUnits = characters.map { character in
            character.utf8.count == 1 && character.isASCII ? UInt16(character.utf8.first!) : UInt16.max
        }
    }

    /// Whether the whole of `id` matches.
    public func matches(_ id: String) -> Bool {
        var id = id
        // An id of ASCII bytes other than a carriage return (which a line feed after it joins into one character) has one
        // character per byte: matched on the bytes, without splitting it into characters.
        if let plain = id.withUTF8({ bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
            return Self.matches(asciiUnits, bytes.lazy.map(UInt16.init), anyOne: UInt16(UInt8(ascii: "?")), anyRun: UInt16(UInt8(ascii: "*")))
        }) {
            return plain
        }
        return Self.matches(characters, Array(id), anyOne: "?", anyRun: "*")
    }

    /// Whether `pattern` matches the whole of `text`, unit by unit, `anyOne` matching any one unit and `anyRun` any run;
    /// a text unit equal to a pattern's wildcard is matched by it as itself first.
    private static func matches<Unit: Equatable, Text: RandomAccessCollection<Unit>>(
        _ pattern: [Unit], _ text: Text, anyOne: Unit, anyRun: Unit
    ) -> Bool where Text.Index == Int {
        var (p, t) = (0, 0)
        var star: Int?
        var resume = 0
        while t < text.count {
            if p < pattern.count && (pattern[p] == anyOne || pattern[p] == text[t]) {
                p += 1
                t += 1
            } else if p < pattern.count && pattern[p] == anyRun {
                star = p
                resume = t
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == anyRun { p += 1 }
        return p == pattern.count
    }
}
