import Codegen
import Foundation
import GuideSpecKit
import Testing
import TestSupport

/// The checked-in generated suites must be what `guidespec generate-tests` makes from `spec/` today.
@Suite struct GeneratedFilesFreshnessTests {
    static let output = Paths.packageRoot.appendingPathComponent(TestGeneration.defaultOutput)

    @Test func checkedInSuitesAreUpToDate() throws {
        let files = try TestGeneration.files(
            .specs(Paths.packageRoot.appendingPathComponent(TestGeneration.defaultSpecs).path), regenerateCommand: TestGeneration.regenerateCommand(),
            options: TestGeneration.Options())
        for file in files {
            let checkedIn = (try? String(contentsOf: Self.output.appendingPathComponent(file.name), encoding: .utf8)) ?? ""
            let upToDate = checkedIn == file.contents
            #expect(
                upToDate,
                "\(TestGeneration.defaultOutput)/\(file.name) is out of date, run `swift run guidespec generate-tests` (\(Self.firstDifference(file.contents, checkedIn)))")
        }
        let leftovers = TestGeneration.leftovers(in: Self.output, keeping: Set(files.map(\.name)))
        #expect(leftovers.isEmpty, "generated files no spec produces any more: \(leftovers); run `swift run guidespec generate-tests`")
    }

    /// The first line where two texts differ, quoted.
    static func firstDifference(_ expected: String, _ found: String) -> String {
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let got = found.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(want.count, got.count) {
            let (left, right) = (index < want.count ? String(want[index]) : nil, index < got.count ? String(got[index]) : nil)
            if left != right {
                return "line \(index + 1): expected \(left.map(\.debugDescription) ?? "end of file"), found \(right.map(\.debugDescription) ?? "end of file")"
            }
        }
        return "identical"
    }
}
