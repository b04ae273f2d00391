import GuideSpecCodegen
import Foundation
import GuideSpecKit
import Testing
import GuideSpecTestSupport

/// The checked-in generated suites must be what `guidespec generate-tests` makes from `spec/` today.
@Suite struct GeneratedFilesFreshnessTests {
    static let output = Paths.packageRoot.appendingPathComponent(TestGeneration.defaultOutput)

    @Test func checkedInSuitesAreUpToDate() throws {
        let files = try TestGeneration.files(
            .specs(Paths.packageRoot.appendingPathComponent(TestGeneration.defaultSpecs).path), regenerateCommand: TestGeneration.regenerateCommand(),
            options: TestGeneration.Options(goldenCases: BundledProject.settings.goldenCaseOptions))
        for file in files {
            let checkedIn = (try? String(contentsOf: Self.output.appendingPathComponent(file.name), encoding: .utf8)) ?? ""
            let upToDate = checkedIn == file.contents
            #expect(
                upToDate,
                "\(TestGeneration.defaultOutput)/\(file.name) is out of date, run `swift run guidespec generate-tests` (\(FirstDifference.line(file.contents, checkedIn)))")
        }
        let leftovers = TestGeneration.leftovers(in: Self.output, keeping: Set(files.map(\.name)))
        #expect(leftovers.isEmpty, "generated files no spec produces any more: \(leftovers); run `swift run guidespec generate-tests`")
    }
}
