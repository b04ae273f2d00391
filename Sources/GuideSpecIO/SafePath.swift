/// Paths taken apart as strings, and checked before the system sees them. Foundation's `NSString` path methods trap on a
/// one-character path on Linux (audit one-char-output-name-crash), and a NUL would cut the path the system reads short of
/// the one GuideSpec checked (audit report-nul-path-reads-any-file-in-root), so every path goes through here instead.
public enum SafePath {
    /// The folder holding `path`, as relative as `path` is: `.` for a bare name (`r`, `a/`), `/` for a name at the root,
    /// trailing and repeated slashes ignored (`a//b/` is in `a`).
    public static func parent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed == "/" ? "/" : "." }
        let folder = withoutTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// The last component of `path`, trailing slashes ignored (`a/b/` gives `b`, `/` gives `/`).
    public static func lastComponent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// Why `path` cannot name a file, or nil: a NUL character, at which the system would end the path.
    public static func problem(_ path: String) -> String? {
        path.utf8.contains(0) ? "the path holds a NUL character (\\u0000), which no file name can: expected a file path" : nil
    }

    /// `path` without slashes at its end, but `/` for a path of slashes only.
    private static func withoutTrailingSlashes(_ path: String) -> String {
        guard path.hasSuffix("/") else { return path }
        let kept = path.reversed().drop { $0 == "/" }
        return kept.isEmpty ? "/" : String(kept.reversed())
    }
}
