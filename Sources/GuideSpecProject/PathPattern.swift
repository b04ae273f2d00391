/// A pattern of file paths relative to a guide's root, as localisation tools write layouts: literal text, `*` (any run of
/// characters within one folder or file name), `**/` (any number of whole folders), `{lang}` (a language tag) and `{page}`
/// (the page's own name, within one folder or file name). Matching is on the path's characters, case-sensitive.
public struct PathPattern: Hashable, Sendable, CustomStringConvertible {
    /// One piece of a pattern.
    enum Token: Hashable, Sendable {
        case literal([UInt8])
        case star
        case folders
        case language
        case page
    }

    /// The pattern as written.
    public let text: String
    let tokens: [Token]

    /// What a path that matches gives: the language tag as written, and the folders `**/` matched and the page name, each
    /// as written (nil when the pattern has no such placeholder).
    public struct Match: Hashable, Sendable {
        public var language: String?
        public var folders: [String]
        public var page: String?
    }

    /// Reads `text`; `placeholders` says whether `{lang}` and `{page}` may appear. A pattern that is empty, absolute, has
    /// `..`, a placeholder twice, an unknown `{…}` or `**` not followed by `/` is refused with what was expected.
    public init(_ text: String, placeholders: Bool) throws(PathPatternError) {
        self.text = text
        guard !text.isEmpty else { throw PathPatternError("the pattern is empty: expected a path such as {lang}/**/{page}.md") }
        guard !text.hasPrefix("/") else { throw PathPatternError("\(text) is absolute: expected a path relative to the project file's folder") }
        guard !text.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
            throw PathPatternError("\(text) has an empty, . or .. folder: expected a path inside the project file's folder")
        }
        var tokens: [Token] = []
        var literal: [UInt8] = []
        var rest = Substring(text)
        func flush() {
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = []
        }
        while let character = rest.first {
            if rest.hasPrefix("**") {
                guard rest.hasPrefix("**/"), tokens.isEmpty && literal.isEmpty || literal.last == UInt8(ascii: "/") else {
                    throw PathPatternError("\(text): ** stands for whole folders: expected it alone between slashes, as in docs/**/{page}.md")
                }
                flush()
                tokens.append(.folders)
                rest = rest.dropFirst(3)
            } else if character == "*" {
                flush()
                tokens.append(.star)
                rest = rest.dropFirst()
            } else if character == "{" {
                guard let close = rest.firstIndex(of: "}") else { throw PathPatternError("\(text): { without }: expected {lang} or {page}") }
                let name = rest[rest.index(after: rest.startIndex)..<close]
                let token: Token
                switch name {
                case "lang": token = .language
                case "page": token = .page
                default: throw PathPatternError("\(text): {\(name)} is not a placeholder: expected {lang} or {page}")
                }
                guard placeholders else { throw PathPatternError("\(text): {\(name)} has no meaning here: expected a path pattern with * and **") }
                guard !tokens.contains(token) else { throw PathPatternError("\(text): {\(name)} appears twice: expected it once") }
                flush()
                tokens.append(token)
                rest = rest[rest.index(after: close)...]
            } else {
                literal.append(contentsOf: String(character).utf8)
                rest = rest.dropFirst()
            }
        }
        flush()
        self.tokens = tokens
    }

    /// Whether the pattern has `{lang}`.
    public var hasLanguage: Bool { tokens.contains(.language) }
    /// Whether the pattern has `{page}`.
    public var hasPage: Bool { tokens.contains(.page) }

    /// What `path` (relative, with `/` between folders) gives when it matches; `isLanguage` says which texts `{lang}` takes.
    /// Where a path could match in several ways, `{page}` takes the longest text it can (`api.group` of `api.group.en-US.md`).
    public func match(_ path: String, isLanguage: (String) -> Bool = { _ in true }) -> Match? {
        let bytes = Array(path.utf8)
        var match = Match(language: nil, folders: [], page: nil)
        return Self.match(tokens[...], bytes, bytes.startIndex, &match, isLanguage) ? match : nil
    }

    private static func match(
        _ tokens: ArraySlice<Token>, _ bytes: [UInt8], _ at: Int, _ found: inout Match, _ isLanguage: (String) -> Bool
    ) -> Bool {
        guard let token = tokens.first else { return at == bytes.count }
        let rest = tokens.dropFirst()
        let slash = UInt8(ascii: "/")
        // The end of the current folder or file name: `*`, `{lang}` and `{page}` never cross it.
        let segmentEnd = bytes[at...].firstIndex(of: slash) ?? bytes.count
        switch token {
        case .literal(let literal):
            guard bytes.count - at >= literal.count, bytes[at..<(at + literal.count)].elementsEqual(literal) else { return false }
            return match(rest, bytes, at + literal.count, &found, isLanguage)
        case .folders:
            var end = at
            var folders: [String] = []
            while true {
                let saved = found.folders
                found.folders = folders
                if match(rest, bytes, end, &found, isLanguage) { return true }
                found.folders = saved
                guard let next = bytes[end...].firstIndex(of: slash) else { return false }
                guard next > end else { return false }
                folders.append(String(decoding: bytes[end..<next], as: UTF8.self))
                end = next + 1
            }
        case .star, .language, .page:
            let available = segmentEnd - at
            let minimum = token == .star ? 0 : 1
            guard available >= minimum else { return false }
            let lengths = token == .page ? Array((minimum...available).reversed()) : Array(minimum...available)
            for length in lengths {
                let text = String(decoding: bytes[at..<(at + length)], as: UTF8.self)
                if token == .language && !isLanguage(text) { continue }
                let saved = found
                if token == .language { found.language = text }
                if token == .page { found.page = text }
                if match(rest, bytes, at + length, &found, isLanguage) { return true }
                found = saved
            }
            return false
        }
    }

    public var description: String { text }
}

/// A path pattern GuideSpec cannot read, with what was expected.
public struct PathPatternError: Error, Hashable, Sendable {
    public var message: String
    init(_ message: String) { self.message = message }
}
