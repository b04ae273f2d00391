import GuideSpecCodegen
import Foundation
import GuideSpecKit
import Testing
import GuideSpecTestSupport

/// The checked-in generated suites must be what `guidespec generate-tests` makes from `spec/` today.
@Suite struct GeneratedFilesFreshnessTests {
    /// The folder the bundled guide's project file names, relative to the package.
    static let folder = BundledProject.settings.paths.generatedTests ?? ""
    static let output = Paths.packageRoot.appendingPathComponent(folder)

    @Test func checkedInSuitesAreUpToDate() throws {
        #expect(Self.folder == "Tests/GuideSpecGeneratedConformanceTests/Generated", "the bundled guide's project file names the suites' folder")
        let files = try TestGeneration.files(
            .specs(Paths.packageRoot.appendingPathComponent(TestGeneration.defaultSpecs).path),
            regenerateCommand: TestGeneration.regenerateCommand(output: Self.folder, namedOutput: Self.folder),
            options: TestGeneration.Options(goldenCases: BundledProject.settings.goldenCaseOptions))
        for file in files {
            let checkedIn = (try? String(contentsOf: Self.output.appendingPathComponent(file.name), encoding: .utf8)) ?? ""
            let upToDate = checkedIn == file.contents
            #expect(
                upToDate,
                """
                \(Self.folder)/\(file.name) is out of date, run `swift run guidespec generate-tests` \
                (\(FirstDifference.line(file.contents, checkedIn)))
                """
            )
        }
        let leftovers = TestGeneration.leftovers(in: Self.output, keeping: Set(files.map(\.name)))
        #expect(leftovers.isEmpty, "generated files no spec produces any more: \(leftovers); run `swift run guidespec generate-tests`")
    }
}
