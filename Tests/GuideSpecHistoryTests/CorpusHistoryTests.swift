import GuideSpecSource
import GuideSpecDrift
import Foundation
import GuideSpecKit
import GuideSpecHistory
import Testing
import GuideSpecTestSupport

/// The public guide's own history (a clone of ../shared's bundle), two pages, against facts read by hand with
/// `git log --first-parent -p` and `git show`.
@Suite(.enabled(if: GuideBundle.available, "needs ../shared/corpus/gamebase-docs/gamebase-docs.bundle"))
struct CorpusHistoryTests {

    /// ios-purchase and ios-push over the whole first-parent history of the bundle's HEAD, walked once.
    static let report: Result<HistoryReport, any Error> = Result {
        let clone = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-corpus-history-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: clone) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "clone", "-q", GuideBundle.url.path, clone.path]
        try process.run()
        process.waitUntilExit()
        return try HistoryRun.run(HistoryRun.Options(repository: clone.path, pages: [PageGlob("ios-purchase"), PageGlob("ios-push")], jobs: 2))
    }

    static func page(_ name: String) throws -> PageHistory {
        try #require(try report.get().pages.first { $0.page == name })
    }

    @Test func theWalkCoversTheFirstParentChainOfHead() throws {
        let report = try Self.report.get()
        // git rev-list --first-parent --count HEAD
        #expect(report.commitsWalked == 1838)
        #expect(report.tip.id.hasPrefix("0d1dbb5f"))
        #expect(report.pages.map(\.page) == ["ios-purchase", "ios-push"])
        #expect(
            try Self.page("ios-purchase").files.map(\.path) == [
                "en/ios-purchase.md", "ja/ios-purchase.md", "ko/ios-purchase.md", "zh/ios-purchase.md",
            ])
    }

    @Test func theEnglishFileBeginsWhenTheOldOneWasArchived() throws {
        // 5bb33ed8 (2018-01-09) renamed en/ios-purchase.md to en/old/ios-purchase.md; 590f0488 added a new one.
        let english = try #require(try Self.page("ios-purchase").files.first)
        let first = try #require(english.events.first)
        #expect(first.kind == .added)
        #expect(first.commit.hasPrefix("590f0488"))
    }

    @Test func aNullabilityChangeIsDatedAndPlaced() throws {
        // git show 6c8a1000 -- en/ios-purchase.md: "-@property (nonatomic, strong) NSString *originalPaymentId;" (no
        // nullability annotation: unspecified)
        // "+@property (nonatomic, strong, nullable) NSString *originalPaymentId;", line 182 of the new file.
        let item = try #require(
            try Self.page("ios-purchase").items.first { $0.language == "en" && $0.key == "field:TCGBPurchasableReceipt.originalPaymentId" })
        let change = try #require(item.events.first { $0.kind == .changed })
        #expect(change.commit.hasPrefix("6c8a1000"))
        #expect(change.facet == "nullability")
        #expect(change.old == "unspecified")
        #expect(change.new == "nullable")
        #expect(change.file == "en/ios-purchase.md")
        #expect(change.line == 182)
    }

    @Test func findingsAreDatedFromTheCommitThatIntroducedThem() throws {
        let findings = try Self.page("ios-purchase").findings
        // git log --first-parent -S TCGB_ERROR_PURCHASE_PENDING -- en/ios-purchase.md zh/ios-purchase.md: only 4e3f3930,
        // which adds 4008 at line 410 of en; zh never has it.
        let pending = try #require(findings.first { $0.finding.subject == "error:TCGB_ERROR_PURCHASE_PENDING" })
        #expect(pending.introduced?.commit.id.hasPrefix("4e3f3930") == true)
        #expect(pending.introduced?.commit.subject == "Merge branch 'beta' into release")
        #expect(pending.introduced?.file == "en/ios-purchase.md")
        #expect(pending.introduced?.line == 410)
        // 35df4dea replaced the Chinese text of zh/ios-purchase.md with the English one ("중국어 문서 제거").
        let english = try #require(findings.first { $0.finding.rule == "drift.wrong-language" && $0.finding.subject == "language:page" })
        #expect(english.introduced?.commit.id.hasPrefix("35df4dea") == true)
    }

    @Test func theTipFindingsAreWhatDriftReportsOnTheCorpusHead() throws {
        // The corpus head is the bundle's HEAD (0d1dbb5f), with the same relative paths.
        for name in ["ios-purchase", "ios-push"] {
            let files = try ["en", "ja", "ko", "zh"].map { try GuideFile(path: "\($0)/\(name).md") }
            let (pages, _) = DriftRun.readPages(files, in: Paths.corpus, options: BundledProject.settings.extractionOptions)
            #expect(
                try Self.page(name).findings.map(\.finding) == DriftRun.findings(pages, crossPage: false, guide: BundledProject.settings.driftGuide))
        }
    }
}

/// The public guide's git history as a bundle beside the package.
enum GuideBundle {
    static let url = Paths.shared.appendingPathComponent("corpus/gamebase-docs/gamebase-docs.bundle")
    static var available: Bool { FileManager.default.fileExists(atPath: url.path) }
}
