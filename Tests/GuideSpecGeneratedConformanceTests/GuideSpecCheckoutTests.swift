import Foundation
import GuideSpecTestSupport
@testable import GuideSpecTesting
import Testing

/// Where suites generated from GuideSpec's own golden files find its guide files: GuideSpec's folder from the folder the
/// tests run in, worked out then, so that nothing in the generated files depends on where GuideSpec is checked out.
@Suite struct GuideSpecCheckoutTests {
    @Test func aCheckoutIsNamedFromTheConsumersPackage() {
        let relative = { (target: String, base: String) in
            GuideCaseRunner.relativePath(of: URL(fileURLWithPath: target), from: URL(fileURLWithPath: base))
        }
        #expect(relative("/work/GuideSpec", "/work/MySDK") == "../GuideSpec")
        #expect(relative("/work/MySDK/.build/checkouts/GuideSpec", "/work/MySDK") == ".build/checkouts/GuideSpec")
        #expect(relative("/work/MySDK", "/work/MySDK") == ".")
        #expect(relative("/srv/GuideSpec", "/work/MySDK") == "/srv/GuideSpec", "nothing shared but the root: absolute")
    }

    /// `swift test` runs in the package's folder: GuideSpec's own tests find themselves there.
    @Test func theTestsOfThisPackageFindItsOwnFolder() {
        let found = URL(
            fileURLWithPath: GuideCaseRunner.guideSpecCheckout, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        #expect(found.resolvingSymlinksInPath().path == Paths.packageRoot.resolvingSymlinksInPath().path)
        #expect(GuideCaseRunner.guideSpecCheckout.hasSuffix("/"))
    }
}
