/// An SDK platform a guide documents, such as `ios` or `android`: an open set, since each guide names its own platforms
/// (in its project file); a page of no one platform is `none`, as specs write it.
public struct Platform: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The platform's id: lower-case ASCII letters and digits, words joined by single hyphens (`ios`, `apple-tv`).
    public let id: String

    /// The platform of a page that documents no one platform (an error-code page, release notes).
    public static let none = Platform(known: "none")

    /// The longest id a platform may have, in characters: ids are parts of case ids and generated file names.
    public static let maximumIDLength = 32

    /// The platform with id `id`; `none` is the page of no platform. An id that breaks the rules of `id` is refused with
    /// what was expected.
    public init(_ id: String) throws(VocabularyError) {
        if let problem = Self.problem(id) { throw VocabularyError(problem) }
        self.id = id
    }

    /// The platform with id `id`, or nil when `id` is not a platform id.
    public init?(id: String) {
        guard Self.problem(id) == nil else { return nil }
        self.id = id
    }

    private init(known id: String) {
        self.id = id
    }

    /// Why `id` cannot be a platform id, or nil when it can.
    public static func problem(_ id: String) -> String? {
        let bytes = Array(id.utf8)
        func isLetterOrDigit(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) }
        let wellFormed =
            !bytes.isEmpty && bytes.count <= maximumIDLength && (0x61...0x7A).contains(bytes[0]) && bytes.last != 0x2D
            && bytes.allSatisfy { isLetterOrDigit($0) || $0 == 0x2D } && !zip(bytes, bytes.dropFirst()).contains { $0 == 0x2D && $1 == 0x2D }
        guard wellFormed else {
            return "\(QuotedName.quoted(id)) is not a platform id: expected lower-case letters and digits, words joined by single "
                + "hyphens, starting with a letter, at most \(maximumIDLength) characters (such as ios, android, apple-tv)"
        }
        return nil
    }

    /// The id.
    public var description: String { id }

    /// Platforms in the order of their ids.
    public static func < (lhs: Platform, rhs: Platform) -> Bool { lhs.id < rhs.id }
}

extension Platform: Codable {
    /// Reads an id, refusing one that is not a platform id.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let id = try container.decode(String.self)
        do {
            try self.init(id)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.message)
        }
    }

    /// Writes the id.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }
}

extension Platform: ExpressibleByStringLiteral {
    /// The platform a literal in code names, as generated suites write their cases (`platform: "ios"`); a literal that is not
    /// a platform id is a programming error and traps. Text from outside goes through `init(_:)`, which throws.
    public init(stringLiteral id: String) {
        guard let platform = Platform(id: id) else { preconditionFailure(Platform.problem(id) ?? id) }
        self = platform
    }
}
