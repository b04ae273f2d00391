import GuideSpecSource
import GuideSpecDrift
import GuideSpecKit
import Testing
import GuideSpecTestSupport

/// Minimised forms of the inputs that stalled drift (../shared/fuzz-findings/min-h4 and the hang-* runs): long tables
/// with many rows missing in one language or revision, and scrapes that lost many lines. Sizes are chosen so that the
/// old per-item scans would take minutes; every finding must still name the nearest shared item.
@Suite struct HostileDriftTests {
    @Test func aLongTableWithEveryOtherRowMissingAnchorsEachToItsNeighbour() throws {
        let zh = try DriftPages.parse(Reproducers.missingRows.zh, as: try GuideFile(path: "zh/page.md"))
        let en = try DriftPages.parse(Reproducers.missingRows.en, as: try GuideFile(path: "en/page.md"))
        let missing = DriftEngine.compareLanguages([zh, en]).filter { $0.rule == "drift.missing-in-language" }
        #expect(missing.count == 10_000)
        let last = try #require(missing.first { $0.subject == "error:TCGB_ERROR_X19999" })
        #expect(
            last.locations.map(\.note) == ["zh: TCGB_ERROR_X19999 = 19999", "en: no such error (nearest shared item: TCGB_ERROR_X19998 (19998))"])
        #expect(last.locations.map(\.line) == [20_004, 10_004])
    }

    @Test func aRevisionThatDropsAWholeTableAnchorsEveryRemovalToTheTable() throws {
        let old = try DriftPages.parse(Reproducers.errorTable(0..<10_000), as: try GuideFile(path: "zh/page.md"))
        let new = try DriftPages.parse(Reproducers.errorTable([0]), as: try GuideFile(path: "zh/page.md"))
        let removed = DriftEngine.compareRevisions(old: old, new: new).filter { $0.rule == "revision.removed" }
        #expect(removed.count == 9_999)
        #expect(removed.allSatisfy { $0.locations[1].note == "new: no such error (nearest: TCGB_ERROR_X0 (0))" && $0.locations[1].line == 5 })
    }

    /// A class whose declarations the other language lost, leaving comments: each lost field is reported once, at the
    /// first comment of its stretch, however many comments the stretch keeps.
    @Test func fieldsLostBetweenTheSameNeighboursAreReportedOnce() throws {
        func page(_ body: String) -> String { "# T\n\n```objectivec\n@interface C : NSObject\n\(body)\n@end\n```\n" }
        let zh = try DriftPages.parse(
            page((0..<4).map { "// c\($0)\n@property (nonatomic) NSString *f\($0);" }.joined(separator: "\n")), as: try GuideFile(path: "zh/page.md"))
        let en = try DriftPages.parse(
            page("// c0\n@property (nonatomic) NSString *f0;\n// c1\n\n// c2\n\n// c3\n@property (nonatomic) NSString *f3;"),
            as: try GuideFile(path: "en/page.md"))
        let findings = DriftEngine.compareLanguages([zh, en]).filter { $0.rule == "drift.scrape-loss" || $0.rule == "drift.missing-in-language" }
        #expect(
            findings.map { "\($0.rule) \($0.subject) @\($0.locations[0].line)" } == [
                "drift.scrape-loss field:C.f1 @7",
                "drift.scrape-loss field:C.f2 @7",
            ])
    }
}
