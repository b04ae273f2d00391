import Foundation
import Testing

@testable import GuideSpecKit

/// A guide file's path is placed by its absolute, standardized form, read from its text: what Foundation's
/// standardization gives, a `..` after a symbolic link included.
@Suite struct SiteAbsolutePathTests {
    @Test(arguments: [
        "/a/./b//c/", "guides/zh/ios-purchase.md", "/", ".", "./x", "a/b/.", "//double//slash", "/a/b/../c", "../x", "a/..", "名前/ページ.md",
        "with space/x.md", "/trailing/", "a/.hidden/.md", "~/x", "/../x", "/a/../../x", "/a/b/..", "/..", "//a//..//b",
    ])
    func absoluteIsFoundationsStandardizedPath(_ path: String) {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        #expect(GuideSelection.Site.absolute(path) == URL(fileURLWithPath: full).standardizedFileURL.path)
    }

    @Test func aParentAfterASymbolicLinkIsTheLinksParent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("real/sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("far"), withDestinationURL: folder.appendingPathComponent("real/sub"))
        for path in ["far/../x.md", "far/../../x.md", "far/./sub/../y.md"] {
            let full = folder.path + "/" + path
            #expect(GuideSelection.Site.absolute(full) == URL(fileURLWithPath: full).standardizedFileURL.path)
        }
        #expect(GuideSelection.Site.absolute(folder.path + "/far/../x.md") == folder.standardizedFileURL.path + "/x.md")
    }
}
