import GuideSpecDrift
import Testing

/// The text report: new findings by rule with every location, stale entries, a summary line; accepted findings silent.
@Suite struct DriftTextFormatTests {
    @Test func rendersNewFindingsByRuleStaleEntriesAndTheSummary() throws {
        #expect(
            try SampleFindings.mixedReport.rendered(as: .text, workingDirectory: "/repo", languages: .byTag) == """
                drift.field-type: 1 new
                  warning: TCGBStoreItem.price: zh declares NSString * | en declares `long` [field:TCGBStoreItem.price]
                    guides/zh/ios-purchase.md:120: zh declares NSString *
                    guides/en/ios-purchase.txt:98: en declares long

                drift.revision-error-removed: 1 new
                  error (breaking): error 4010 was removed [error:4010]
                    old/zh/ios-purchase.md:400: the old revision lists 4010
                    guides/zh/ios-purchase.md:392: the new revision does not

                stale baseline entries: 1
                  stale baseline entry drift.missing-in-language error:4999 (page ios-purchase, fingerprint 00000000deadbeef) matches no finding: \
                remove it or run guidespec drift --update-baseline

                drift: 2 new findings, 1 baselined, 1 stale baseline entry

                """)
    }

    @Test func aFullyAcceptedRunIsOneSummaryLine() throws {
        let baseline = DriftBaseline(entries: SampleFindings.all.map { SampleFindings.accept($0) })
        let report = DriftReport(findings: SampleFindings.all, baseline: baseline)
        #expect(
            try report.rendered(as: .text, workingDirectory: "/repo", languages: .byTag)
                == "drift: 0 new findings, 3 baselined, 0 stale baseline entries\n")
    }
}
