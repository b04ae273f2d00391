import Foundation

/// A folder as generated files name it: the same folder always gives the same text, however it was spelled.
public enum DisplayPath {
    /// `path` resolved (`.`, `..`, a trailing `/` and symbolic links) and written relative to the current folder when it
    /// is inside it or beside one of its parents (`spec`, `../GuideSpec/spec`), else absolute.
    public static func normalized(_ path: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var shared = 0
        while shared < min(target.count, here.count), target[shared] == here[shared] { shared += 1 }
        guard shared > 1 || here.count == 1 else { return "/" + target.dropFirst().joined(separator: "/") }
        let relative = Array(repeating: "..", count: here.count - shared) + target[shared...]
        return relative.isEmpty ? "." : relative.joined(separator: "/")
    }
}
