import GuideSpecWire
public import Foundation

/// Names the first line where a checked-in file differs from what GuideSpec would write, so a stale file says what broke.
public enum FirstDifference {
    /// The first differing line as `path:line: differs from what SOURCE gives: found …, expected …` (long lines cut), or a
    /// note that the file is missing.
    public static func describe(path: String, existing: Data?, built: Data, source: String) -> String {
        guard let existing else { return "\(path): missing; \(source) gives it" }
        let found = String(decoding: existing, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let wanted = String(decoding: built, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(found.count, wanted.count) {
            let have = index < found.count ? trimmed(found[index]) : "(end of file)"
            let want = index < wanted.count ? trimmed(wanted[index]) : "(end of file)"
            if have != want {
                return
                    """
                    \(path):\(index + 1): differs from what \(source) gives: found `\(JSONValue.excerpt(of: have))`, \
                    expected `\(JSONValue.excerpt(of: want))`
                    """
            }
        }
        return "\(path): differs from what \(source) gives only in line endings or a final newline"
    }

    private static func trimmed(_ line: Substring) -> String {
        line.trimmingCharacters(in: .whitespaces)
    }
}
