import Foundation

extension GuideCaseRunner {
    /// GuideSpec's own folder as a path from the folder the tests run in, with a trailing `/`: `../GuideSpec/` for a path
    /// dependency, `.build/checkouts/GuideSpec/` for a URL one, absolute when the two share nothing but the root. It is found
    /// when the tests run, from where this library was compiled, so that suites generated from GuideSpec's own golden files
    /// cite its guide files by a path that opens from the consumer's package, and are the same bytes wherever it is checked
    /// out.
    public static var guideSpecCheckout: String {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return relativePath(of: checkout, from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) + "/"
    }

    /// `target` written relative to `base`, or absolute when the two share nothing but the root.
    static func relativePath(of target: URL, from base: URL) -> String {
        let to = target.standardizedFileURL.pathComponents
        let from = base.standardizedFileURL.pathComponents
        var shared = 0
        while shared < min(to.count, from.count), to[shared] == from[shared] { shared += 1 }
        guard shared > 1 else { return target.standardizedFileURL.path }
        let parts = Array(repeating: "..", count: from.count - shared) + to[shared...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
