import Foundation
import GuideSpecPacks
import GuideSpecSource
import GuideSpecKit
import Testing
import GuideSpecTestSupport

/// Every page of the corpus extracts without a crash, and every diagnostic it gets is one a reader confirmed.
@Suite(.enabled(if: Paths.corpusAvailable, "needs ../shared/corpus/gamebase-docs/head"))
struct CorpusExtractionTests {
    /// The reviewed diagnostics, one `page:line severity rule` per line.
    static let expectedFile = Paths.packageRoot.appendingPathComponent("Tests/GuideSpecKitTests/Fixtures/corpus-diagnostics.txt")

    @Test func everyPageExtractsAndEveryDiagnosticIsAReviewedOne() throws {
        let pages = Paths.corpusPages()
        #expect(pages.count == 270)
        var lines: [String] = []
        var specs = 0
        for page in pages {
            let result = GuideSource.read(
                try GuideFile(path: page), at: Paths.corpus.appendingPathComponent(page).path,
                options: .withPacks(BundledProject.settings.extractionOptions))
            if result.spec != nil { specs += 1 }
            lines += result.diagnostics.filter { $0.rule != "input.crlf" }.map { "\(page):\($0.line) \($0.severity.rawValue) \($0.rule)" }
        }
        #expect(specs == 270, "every page is read, en/unity-etc.md (whose fence at line 1435 is never closed) with a warning")
        let expected = try String(contentsOf: Self.expectedFile, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines == expected, "diagnostics over the corpus changed: review them, then update \(Self.expectedFile.path)")
    }
}
