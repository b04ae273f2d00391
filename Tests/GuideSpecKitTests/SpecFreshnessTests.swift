import Foundation
import GuideSpecPacks
import GuideSpecSource
import GuideSpecKit
import Testing
import GuideSpecTestSupport

/// The checked-in specs must be what the bundled guides give today.
@Suite struct SpecFreshnessTests {
    @Test(arguments: BundledProject.guidePaths)
    func checkedInSpecIsUpToDate(_ path: String) throws {
        let file = try GuideFile(path: path)
        let result = GuideSource.read(
            file, at: Paths.packageRoot.appendingPathComponent(path).path, options: .withPacks(BundledProject.settings.extractionOptions))
        let spec = try #require(result.spec, "the bundled guide \(path) could not be read: \(result.diagnostics)")
        let name = "spec/" + Extraction.specFileName(page: spec.page, language: spec.language)
        let expected = String(decoding: try spec.jsonData(), as: UTF8.self)
        let checkedIn = (try? String(contentsOf: Paths.packageRoot.appendingPathComponent(name), encoding: .utf8)) ?? ""
        let firstDifference =
            zip(expected.split(separator: "\n", omittingEmptySubsequences: false), checkedIn.split(separator: "\n", omittingEmptySubsequences: false))
            .enumerated().first { $0.element.0 != $0.element.1 }
            .map { "line \($0.offset + 1): expected \($0.element.0.debugDescription), found \($0.element.1.debugDescription)" } ?? "length differs"
        #expect(checkedIn == expected, "\(name) is out of date (\(firstDifference)): run `make run`")
    }

    @Test func extractionIsDeterministic() throws {
        let file = try GuideFile(path: BundledProject.guidePaths[0])
        let url = Paths.packageRoot.appendingPathComponent(file.path)
        let first = try #require(GuideSource.read(file, at: url.path, options: .withPacks(BundledProject.settings.extractionOptions)).spec).jsonData()
        let second = try #require(GuideSource.read(file, at: url.path, options: .withPacks(BundledProject.settings.extractionOptions)).spec)
            .jsonData()
        #expect(first == second)
    }

    /// `extract` reads the pages on every core; the specs it writes are the bytes one thread writes.
    @Test func extractionOnSeveralThreadsWritesWhatOneThreadWrites() throws {
        let files = try BundledProject.guidePaths.map { try GuideFile(path: Paths.packageRoot.appendingPathComponent($0).path) }
        func written(threads: Int) throws -> [String: Data] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try Extraction.run(files, into: folder.path, options: BundledProject.settings.extractionOptions, threads: threads)
            #expect(run.exit == .success)
            _ = try run.plan.commit()
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            return try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) })
        }
        let one = try written(threads: 1)
        #expect(one.count == files.count)
        #expect(try written(threads: 4) == one)
    }
}
