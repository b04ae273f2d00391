import GuideSpecDrift
import Testing

/// The Markdown job summary: verdict headline, a table per rule with both locations, escaping, stale entries.
@Suite struct DriftMarkdownFormatTests {
    @Test func rendersVerdictTablesPerRuleAndStaleEntries() throws {
        #expect(
            try SampleFindings.mixedReport.rendered(as: .markdown, workingDirectory: "/repo", languages: .byTag) == #"""
                ## ❌ GuideSpec drift: 2 new findings, 1 stale baseline entry

                2 new findings, 1 baselined, 1 stale baseline entry.

                ### drift.field-type (1 new)

                | Severity | Finding | Subject | Locations |
                | --- | --- | --- | --- |
                | warning | TCGBStoreItem.price: zh declares NSString \* \| en declares \`long\` | field:TCGBStoreItem.price | \#
                guides/zh/ios-purchase.md:120: zh declares NSString \*<br>guides/en/ios-purchase.txt:98: en declares long |

                ### drift.revision-error-removed (1 new)

                | Severity | Finding | Subject | Locations |
                | --- | --- | --- | --- |
                | error (breaking) | error 4010 was removed | error:4010 | old/zh/ios-purchase.md:400: the old revision lists \#
                4010<br>guides/zh/ios-purchase.md:392: the new revision does not |

                ### Stale baseline entries (1)

                These entries match no finding: remove them or run `guidespec drift --update-baseline`.

                | Rule | Page | Subject | Fingerprint | Reason |
                | --- | --- | --- | --- | --- |
                | drift.missing-in-language | ios-purchase | error:4999 | 00000000deadbeef | fixed long ago |

                """#)
    }

    @Test func aPassingRunIsAVerdictAndCounts() throws {
        let report = DriftReport(
            findings: [SampleFindings.missing], baseline: DriftBaseline(entries: [SampleFindings.accept(SampleFindings.missing)]))
        #expect(
            try report.rendered(as: .markdown, workingDirectory: "/repo", languages: .byTag) == """
                ## ✅ GuideSpec drift: no new drift

                0 new findings, 1 baselined, 0 stale baseline entries.

                """)
    }
}
