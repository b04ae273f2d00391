import GuideSpecSource
import GuideSpecDrift
import Foundation
import GuideSpecKit
import GuideSpecSpecModel
import Testing
import GuideSpecTestSupport

/// A drift run on several threads gives exactly what one thread gives: the same specs, the same findings in the same order.
@Suite struct ParallelDriftTests {
    /// The specs and findings of one run on `threads` threads, with cross-page rules.
    static func run(_ files: [GuideFile], in folder: URL, threads: Int) -> (specs: [PageSpec], findings: [DriftFinding]) {
        let (pages, diagnostics) = DriftRun.readPages(files, in: folder, options: BundledProject.settings.extractionOptions, threads: threads)
        #expect(!diagnostics.containsError)
        return (pages.map(\.spec), DriftRun.findings(pages, crossPage: true, guide: BundledProject.settings.driftGuide, threads: threads))
    }

    @Test func theBundledGuidesGiveTheSameFindingsOnFourThreadsAsOnOne() throws {
        let files = try BundledProject.guidePaths.map { try GuideFile(path: $0) }
        let sequential = Self.run(files, in: Paths.packageRoot, threads: 1)
        let parallel = Self.run(files, in: Paths.packageRoot, threads: 4)
        #expect(!sequential.findings.isEmpty)
        #expect(parallel.specs == sequential.specs)
        #expect(parallel.findings == sequential.findings)
    }

    @Test(.enabled(if: Paths.corpusAvailable, "needs ../shared/corpus/gamebase-docs/head"))
    func theCorpusGivesTheSameSpecsAndFindingsOnFourThreadsAsOnOne() throws {
        let files = try Paths.corpusPages().map { try GuideFile(path: $0) }
        let sequential = Self.run(files, in: Paths.corpus, threads: 1)
        let parallel = Self.run(files, in: Paths.corpus, threads: 4)
        #expect(sequential.specs.count == files.count)
        #expect(sequential.findings.count > 100)
        #expect(parallel.specs == sequential.specs)
        #expect(parallel.findings == sequential.findings)
    }
}
