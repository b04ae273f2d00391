import GuideSpecDrift
import Foundation
import GuideSpecKit
import Testing

/// Matching findings against a baseline, staleness, the exit code, and rewriting the baseline.
@Suite struct DriftBaselineTests {
    @Test func acceptedFindingsAreSilentAndExitZero() throws {
        let baseline = DriftBaseline(entries: SampleFindings.all.map { SampleFindings.accept($0) })
        let report = DriftReport(findings: SampleFindings.all, baseline: baseline)
        #expect(report.newFindings.isEmpty)
        #expect(report.baselinedCount == 3)
        #expect(DriftRun.exit(for: report) == .success)
    }

    @Test func aNewFindingExitsOne() throws {
        let baseline = DriftBaseline(entries: [SampleFindings.accept(SampleFindings.missing), SampleFindings.accept(SampleFindings.removed)])
        let report = DriftReport(findings: SampleFindings.all, baseline: baseline)
        #expect(report.newFindings == [SampleFindings.fieldType])
        #expect(DriftRun.exit(for: report) == .findings)
    }

    @Test func aStaleEntryExitsOneAndIsNamed() throws {
        let baseline = DriftBaseline(entries: SampleFindings.all.map { SampleFindings.accept($0) } + [SampleFindings.stale])
        let report = DriftReport(findings: SampleFindings.all, baseline: baseline)
        #expect(report.newFindings.isEmpty)
        #expect(report.staleEntries == [SampleFindings.stale])
        #expect(DriftRun.exit(for: report) == .findings)
        #expect(SampleFindings.stale.staleMessage.contains("drift.missing-in-language error:4999"))
        #expect(SampleFindings.stale.staleMessage.contains("fingerprint 00000000deadbeef"))
    }

    @Test func fingerprintsIgnoreLineNumbers() throws {
        var moved = SampleFindings.missing
        moved.locations[0].line += 40
        let report = DriftReport(findings: [moved], baseline: DriftBaseline(entries: [SampleFindings.accept(SampleFindings.missing)]))
        #expect(report.newFindings.isEmpty)
    }

    @Test func updateAddsRemovesAndKeepsReasons() throws {
        let old = DriftBaseline(entries: [SampleFindings.accept(SampleFindings.missing, "zh predates 4007"), SampleFindings.stale])
        let update = try DriftBaselineUpdate(baseline: old, findings: SampleFindings.all, reason: "accepted in review")
        #expect(update.added.map(\.subject) == ["field:TCGBStoreItem.price", "error:4010"])
        #expect(update.added.map(\.reason) == ["accepted in review", "accepted in review"])
        #expect(update.removed == [SampleFindings.stale])
        #expect(update.baseline.entries.map(\.reason) == ["accepted in review", "zh predates 4007", "accepted in review"])
        #expect(
            update.summary == [
                "added drift.field-type field:TCGBStoreItem.price (\(SampleFindings.fieldType.fingerprint)): accepted in review",
                "added drift.revision-error-removed error:4010 (\(SampleFindings.removed.fingerprint)): accepted in review",
                "removed drift.missing-in-language error:4999 (00000000deadbeef): no longer found",
            ])
        #expect(DriftReport(findings: SampleFindings.all, baseline: update.baseline).fails == false)
    }

    @Test func newEntriesNeedAReason() throws {
        let error = #expect(throws: DriftBaselineUpdateError.self) {
            try DriftBaselineUpdate(baseline: DriftBaseline(), findings: [SampleFindings.missing], reason: " ")
        }
        #expect(error?.unexplained == [SampleFindings.missing])
        #expect(error?.description == "1 new finding need a reason to enter the baseline (drift.missing-in-language error:4007): pass --reason TEXT")
        let unchanged = try DriftBaselineUpdate(
            baseline: DriftBaseline(entries: [SampleFindings.accept(SampleFindings.missing)]), findings: [SampleFindings.missing], reason: nil)
        #expect(unchanged.added.isEmpty && unchanged.removed.isEmpty)
    }

    /// A baseline written while zh was spelt zh-CN (its folders' name) keeps its reasons once the project file makes zh-CN
    /// an alias of zh: the finding's fingerprint changes with its languages, and the update carries the reason over.
    @Test func anEntryWrittenUnderAFormerTagKeepsItsReason() throws {
        var before = SampleFindings.missing
        before.locations[1].language = "zh-CN"
        let old = DriftBaseline(entries: [SampleFindings.accept(before, "zh predates 4007")])
        #expect(before.fingerprint != SampleFindings.missing.fingerprint)
        #expect(SampleFindings.missing.formerFingerprints(["zh": ["zh-CN", "zh-Hans"]]).contains(before.fingerprint))
        #expect(SampleFindings.missing.formerFingerprints(["ko": ["ko-KR"]]).isEmpty)

        let update = try DriftBaselineUpdate(
            baseline: old, findings: [SampleFindings.missing], reason: nil, formerTags: ["zh": ["zh-CN", "zh-Hans"]])
        #expect(update.baseline.entries == [SampleFindings.accept(SampleFindings.missing, "zh predates 4007")])
        #expect(update.added.isEmpty && update.removed.isEmpty)
        #expect(
            update.summary == [
                """
                kept drift.missing-in-language error:4007 (\(before.fingerprint) → \(SampleFindings.missing.fingerprint), \
                a language tag is now an alias): zh predates 4007
                """
            ])
        #expect(DriftReport(findings: [SampleFindings.missing], baseline: update.baseline).fails == false)

        // Without the alias the entry is stale and the finding new: it needs a reason, and the old one is not reused.
        #expect(throws: DriftBaselineUpdateError.self) { try DriftBaselineUpdate(baseline: old, findings: [SampleFindings.missing], reason: nil) }
        // Once carried, a second update changes nothing.
        let again = try DriftBaselineUpdate(baseline: update.baseline, findings: [SampleFindings.missing], reason: nil, formerTags: ["zh": ["zh-CN"]])
        #expect(again.baseline == update.baseline && again.summary.isEmpty)
    }

    /// An entry of a page the run did not compare (a pre-commit run of the changed pages) is neither stale nor dropped.
    @Test func entriesOfPagesNotComparedAreNotJudged() throws {
        var elsewhere = SampleFindings.stale
        elsewhere.page = "ios-login"
        elsewhere.fingerprint = "00000000feedface"
        let baseline = DriftBaseline(entries: [SampleFindings.accept(SampleFindings.missing), SampleFindings.stale, elsewhere])
        let report = DriftReport(findings: [SampleFindings.missing], baseline: baseline, judgedPages: ["ios-purchase"])
        #expect(report.staleEntries == [SampleFindings.stale])
        #expect(DriftReport(findings: [SampleFindings.missing], baseline: baseline).staleEntries == [SampleFindings.stale, elsewhere].sorted())
        let update = try DriftBaselineUpdate(baseline: baseline, findings: [SampleFindings.missing], reason: nil, judgedPages: ["ios-purchase"])
        #expect(update.removed == [SampleFindings.stale])
        #expect(update.baseline.entries.map(\.page) == ["ios-login", "ios-purchase"])
        #expect(update.baseline.entries.contains(elsewhere))
    }

    @Test func writtenBaselinesAreSortedAndReadBack() throws {
        let baseline = DriftBaseline(entries: [SampleFindings.stale, SampleFindings.accept(SampleFindings.fieldType)])
        let data = try baseline.jsonData()
        #expect(try DriftBaseline.decode(from: data, file: "b.json") == baseline)
        #expect(baseline.entries.map(\.rule) == ["drift.field-type", "drift.missing-in-language"])
        #expect(try DriftBaseline(entries: baseline.entries.reversed()).jsonData() == data)
    }
}
