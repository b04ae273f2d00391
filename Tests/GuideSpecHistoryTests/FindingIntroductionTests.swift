import GuideSpecSource
import GuideSpecDrift
import Foundation
import GuideSpecKit
import GuideSpecHistory
import Testing
import GuideSpecTestSupport

/// The commit that introduced each drift finding of the tip: the first of the last unbroken run in which it holds.
@Suite struct FindingIntroductionTests {
    /// en and zh agree (c1); en adds B (c2); zh follows (c3); zh loses B again (c4); en changes A's code (c5).
    static func twoLanguages() throws -> (TestRepository, [String: String]) {
        let repository = try TestRepository()
        try repository.write("en/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4001)]))
        try repository.write("zh/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4001)]))
        let c1 = try repository.commit("Both languages")
        try repository.write("en/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4001), ("TCGB_ERROR_B", 4002)]))
        let c2 = try repository.commit("en adds B")
        try repository.write("zh/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4001), ("TCGB_ERROR_B", 4002)]))
        let c3 = try repository.commit("zh adds B")
        try repository.write("zh/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4001)]))
        let c4 = try repository.commit("zh loses B")
        try repository.write("en/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4011), ("TCGB_ERROR_B", 4002)]))
        let c5 = try repository.commit("en: A is 4011")
        return (repository, [c1: "c1", c2: "c2", c3: "c3", c4: "c4", c5: "c5"])
    }

    /// `rule subject: commit @file:line` per finding of `page` at the tip.
    static func introductions(_ report: HistoryReport, page: String, names: [String: String]) throws -> [String] {
        let history = try #require(report.pages.first { $0.page == page })
        return history.findings.map { entry in
            let start = entry.introduced.map { "\(names[$0.commit.id] ?? $0.commit.id) @\($0.file):\($0.line)" } ?? "before the walk"
            return "\(entry.finding.rule) \(entry.finding.subject): \(start)"
        }
    }

    @Test func driftFixedAndBrokenAgainIsDatedFromItsLastRun() throws {
        let (repository, names) = try Self.twoLanguages()
        let report = try HistoryTesting.report(repository)
        #expect(
            try Self.introductions(report, page: "purchase", names: names) == [
                "drift.missing-in-language error:TCGB_ERROR_B: c4 @en/purchase.md:6",
                "drift.value-mismatch error:TCGB_ERROR_A:code: c5 @en/purchase.md:5",
            ])
        let introduced = try #require(report.pages.first?.findings.first?.introduced)
        #expect(introduced.commit.subject == "zh loses B")
        #expect(introduced.commit.date == "2024-01-05T00:00:00+00:00")
    }

    @Test func theRuleSettingsHoldAtEveryCommitOfTheWalk() throws {
        let (repository, names) = try Self.twoLanguages()
        let settings = DriftRuleSettings(["drift.missing-in-language": .off, "drift.value-mismatch": .severity(.note)])
        let report = try HistoryRun.run(HistoryRun.Options(repository: repository.path, jobs: 1, ruleSettings: settings))
        #expect(
            try Self.introductions(report, page: "purchase", names: names) == ["drift.value-mismatch error:TCGB_ERROR_A:code: c5 @en/purchase.md:5"])
        #expect(report.pages.flatMap { $0.findings.map(\.finding.severity) } == [.note])
    }

    @Test func theTipFindingsAreWhatDriftReportsOnTheCheckout() throws {
        let (repository, _) = try Self.twoLanguages()
        let report = try HistoryTesting.report(repository)
        let files = try ["en/purchase.md", "zh/purchase.md"].map { try GuideFile(path: $0) }
        let (pages, diagnostics) = DriftRun.readPages(files, in: repository.folder, options: BundledProject.settings.extractionOptions)
        #expect(diagnostics.isEmpty)
        #expect(
            report.pages.flatMap { $0.findings.map(\.finding) }
                == DriftRun.findings(pages, crossPage: false, guide: BundledProject.settings.driftGuide))
    }

    @Test func findingsThatHeldBeforeSinceHaveNoIntroducingCommit() throws {
        let (repository, names) = try Self.twoLanguages()
        let c4 = try #require(names.first { $0.value == "c4" }?.key)
        let report = try HistoryTesting.report(repository, since: c4)
        #expect(
            try Self.introductions(report, page: "purchase", names: names) == [
                "drift.missing-in-language error:TCGB_ERROR_B: before the walk",
                "drift.value-mismatch error:TCGB_ERROR_A:code: c5 @en/purchase.md:5",
            ])
    }

    @Test func anUnreadableStateIsSkippedWithADiagnosticAndTheWalkGoesOn() throws {
        let repository = try TestRepository()
        try repository.write("en/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4001), ("TCGB_ERROR_B", 4002)]))
        try repository.write("zh/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4001)]))
        let c1 = try repository.commit("en has B, zh does not")
        try repository.write("zh/purchase.md", bytes: Array("# Purchase\n\n".utf8) + [0xC0, 0x80] + Array("\n".utf8))
        let c2 = try repository.commit("zh saved in the wrong encoding")
        try repository.write("zh/purchase.md", GuidePage.errors([("TCGB_ERROR_A", 4001), ("TCGB_ERROR_C", 4003)]))
        let c3 = try repository.commit("zh repaired, with C")
        let names = [c1: "c1", c2: "c2", c3: "c3"]

        let report = try HistoryTesting.report(repository)
        #expect(
            report.diagnostics.map(\.description) == [
                """
                zh/purchase.md:3: warning: at commit \(c2.prefix(8)): invalid UTF-8 at line 3, byte 1: expected UTF-8 text; \
                the page's state at this commit is skipped [input.invalid-utf8]
                """
            ])
        #expect(report.diagnostics.first?.commit == c2)
        // The bad state changes nothing: zh's items go from c1's straight to c3's, and B's drift is one run from c1.
        #expect(
            try HistoryTesting.timelines(report, page: "purchase", names: names) == [
                "en error:TCGB_ERROR_A: c1 appeared @en/purchase.md:5",
                "zh error:TCGB_ERROR_A: c1 appeared @zh/purchase.md:5",
                "en error:TCGB_ERROR_B: c1 appeared @en/purchase.md:6",
                "zh error:TCGB_ERROR_C: c3 appeared @zh/purchase.md:6",
            ])
        #expect(
            try Self.introductions(report, page: "purchase", names: names) == [
                "drift.missing-in-language error:TCGB_ERROR_B: c1 @en/purchase.md:6",
                "drift.missing-in-language error:TCGB_ERROR_C: c3 @zh/purchase.md:6",
            ])
        #expect(
            try HistoryTesting.fileEvents(report, page: "purchase", names: names) == [
                "en c1 added en/purchase.md", "zh c1 added zh/purchase.md", "zh c2 modified zh/purchase.md", "zh c3 modified zh/purchase.md",
            ])
    }
}
