#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A shell pattern on page names (`ios-*`, `*-login`, `[au]*-push`), matched by the C library's `fnmatch`.
public struct PageGlob: Hashable, Sendable {
    public let pattern: String

    /// Checks `pattern`: not empty, no `/` (pages are named without their language folder), every `[` closed.
    public init(_ pattern: String) throws(HistoryFailure) {
        guard !pattern.isEmpty else { throw .badInput("--pages: empty pattern: expected a page name pattern such as ios-*") }
        guard !pattern.contains("/") else {
            throw .badInput("--pages \(pattern): a page name has no folder: expected a pattern such as ios-* (it matches every language)")
        }
        if let open = Self.unclosedBracket(in: pattern) {
            throw .badInput("--pages \(pattern): the [ at character \(open) is never closed: expected [set] or \\[ for a bracket")
        }
        self.pattern = pattern
    }

    /// Whether the whole page name matches.
    public func matches(_ page: String) -> Bool { fnmatch(pattern, page, 0) == 0 }

    /// The 1-based position of a `[` with no `]` after it (a `]` right after `[` or `[!` belongs to the set), if any.
    private static func unclosedBracket(in pattern: String) -> Int? {
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            switch characters[index] {
            case "\\":
                index += 2
            case "[":
                var end = index + 1
                if end < characters.count && (characters[end] == "!" || characters[end] == "^") { end += 1 }
                if end < characters.count && characters[end] == "]" { end += 1 }
                while end < characters.count && characters[end] != "]" { end += 1 }
                guard end < characters.count else { return index + 1 }
                index = end + 1
            default:
                index += 1
            }
        }
        return nil
    }
}
