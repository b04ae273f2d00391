import Foundation
import GuideSpecKit
import Testing
import GuideSpecTestSupport

/// The checked-in golden cases must be what the checked-in specs give today.
@Suite struct GoldenFreshnessTests {
    @Test func goldenIsUpToDate() throws {
        let root = Paths.packageRoot.path
        let comparisons = try GoldenComparison.compare(
            specsFolder: "\(root)/spec", goldenFolder: "\(root)/golden", options: BundledProject.settings.goldenCaseOptions)
        #expect(comparisons.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["ios-purchase.jsonl", "storekit-observer.jsonl"])
        for comparison in comparisons {
            let firstLines = comparison.diff.lines.prefix(5).joined(separator: "\n")
            #expect(comparison.upToDate, "\(comparison.path) is out of date, run `swift run guidespec golden record`:\n\(firstLines)")
        }
    }
}
