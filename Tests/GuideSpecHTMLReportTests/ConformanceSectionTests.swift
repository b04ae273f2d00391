import Foundation
import GuideSpecTestSupport
import Testing

@testable import GuideSpecHTMLReport

/// Conformance runs as columns: tolerant reading of the JSON report, the compatibility table, and each case that did
/// not pass with expected against actual, its input and its guide lines.
@Suite struct ConformanceSectionTests {
    static func decode(_ json: String, file: String = "run.json") throws(ReportInputError) -> ConformRunDocument {
        try ReportInput.decodeConformRun(Data(json.utf8), file: file)
    }

    @Test func aReportWithOnlyCaseIDsAndStatusesReads() throws {
        let run = try Self.decode(#"{"reportVersion": 1, "cases": [{"id": "p/a/1", "status": "passed"}, {"id": "p/a/2", "status": "failed"}]}"#)
        #expect(run.cases.map(\.id) == ["p/a/1", "p/a/2"])
        #expect(run.title == "run.json")
        #expect(ConformCounts(run.cases).sentence == "2 cases: 1 passed, 1 failed")
    }

    @Test func unknownMembersAreIgnoredAndNewOnesOfAnUnknownShapeLeftOut() throws {
        let run = try Self.decode(
            #"""
            {"reportVersion": 1, "somethingNew": {"x": 1},
             "header": {"implementation": {"name": "n", "version": "1", "language": "rust", "platform": "ios"}, "adapterCommand": ["a"]},
             "cases": [{"id": "p/a/1", "status": "failed", "input": {"name": "X"}, "sources": "not yet a list", "extra": true},
                       {"id": "p/a/2", "status": "failed", "sources": [{"file": "zh/p.md", "line": 3, "language": "zh", "item": "error:X", \#
            "column": 9}]}]}
            """#)
        #expect(run.title == "n 1")
        #expect(run.cases[0].input?["name"] == "X")
        #expect(run.cases[0].sources == nil)
        #expect(run.cases[1].sources?.first?.line == 3)
    }

    @Test(arguments: [
        (#"{"reportVersion": 2, "cases": []}"#, "run.json: error: reportVersion 2 is not a version this build reads: expected 1"),
        (
            #"{"version": 1, "findings": []}"#,
            """
            run.json: error: not a conform report (this is a drift report: give it with --drift): expected the JSON report of guidespec conform \
            --format json
            """
        ),
        (#"{"reportVersion": 1}"#, "run.json: error: cases is missing: expected the JSON report of guidespec conform --format json"),
        (
            #"{"reportVersion": 1, "cases": [{"id": "x", "status": 3}]}"#,
            "run.json: error: cases[0].status is not a string: expected the JSON report of guidespec conform --format json"
        ),
        (
            "{\n\"reportVersion\": 1,\n\"cases\": [}\n",
            "run.json:3: error: not valid JSON: expected the JSON report of guidespec conform --format json"
        ),
        ("[]", "run.json: error: the document is not an object: expected the JSON report of guidespec conform --format json"),
    ])
    func whatIsNotAConformReportIsSaidWithItsPlace(json: String, message: String) {
        #expect(throws: ReportInputError.self) { try Self.decode(json) }
        do {
            _ = try Self.decode(json)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func aDriftReportOfAnotherVersionIsRefused() {
        #expect(throws: ReportInputError.self) { try ReportInput.decodeDrift(Data(#"{"version": 2}"#.utf8), file: "d.json") }
        do {
            _ = try ReportInput.decodeDrift(Data(#"{"reportVersion": 1, "cases": []}"#.utf8), file: "d.json")
        } catch {
            #expect(
                error.description
                    == """
                    d.json: error: not a drift report (this is a conform report: give it with --conform): expected the JSON report of guidespec \
                    drift --format json
                    """
            )
        }
    }

    @Test func theCompatibilityTableCountsEachAreaPerRun() throws {
        let failing = try SampleReports.failingRun()
        var text = ""
        HTMLRenderer.write(CompatibilityTable.node([failing]), into: &text)
        #expect(
            text.contains(
                #"""
                <tr><th scope="row">error-codes</th><td class="compat-cell fail"><span class="ratio">✗ 22/24</span><span class="mini failed">1 \#
                failed</span><span class="mini known">1 known</span></td></tr>
                """#
            ))
        #expect(
            text.contains(
                #"""
                <tr><th scope="row">promotion-url</th><td class="compat-cell partial"><span class="ratio">◐ 0/11</span><span class="mini \#
                skipped">11 skipped</span></td></tr>
                """#
            ))
        #expect(
            text.contains(
                #"""
                <tr><th scope="row">purchase-behaviour</th><td class="compat-cell errored"><span class="ratio">✗ 11/12</span><span class="mini \#
                errored">1 errored</span></td></tr>
                """#
            ))
        #expect(text.contains(#"<tr class="total"><th scope="row">All cases</th><td class="compat-cell errored">"#))
    }

    @Test func aFailingCaseShowsExpectedAgainstActualItsInputAndItsGuideLines() throws {
        let failing = try SampleReports.failingRun()
        var sources = GuideSourceReader(read: GuideFiles.disk(Paths.packageRoot))
        var text = ""
        HTMLRenderer.write(ConformCaseList.node([failing], sources: &sources), into: &text)
        let id = "ios-purchase/error-code/TCGB_ERROR_PURCHASE_NOT_INITIALIZED"
        let card = String(
            try #require(text.components(separatedBy: "<details id=\"\(FragmentID.make("case", id))\" class=\"case\">").dropFirst().first)
        )
        .components(separatedBy: "</details>")[0]
        #expect(card.contains(#"<span class="chip failed">#1 failed</span>"#))
        #expect(
            card.contains(
                #"<tr><td><code>code</code></td><td class="expected"><code>4001</code></td><td class="actual"><code>nothing</code></td></tr>"#))
        #expect(card.contains("<h4>Input</h4>\n" + #"<pre><code>{&quot;name&quot;:&quot;TCGB_ERROR_PURCHASE_NOT_INITIALIZED&quot;}</code></pre>"#))
        #expect(card.contains("<h4>Expected output</h4>\n" + #"<pre><code>{&quot;code&quot;:4001}</code></pre>"#))
        #expect(card.contains(#"<code class="path">guides/zh/ios-purchase.md:394</code>"#))
        #expect(card.contains(#"<div class="ln hit"><span class="no">394</span><code><mark>| TCGB\_ERROR\_PURCHASE\_NOT\_INITIALIZED  | 4001"#))
        #expect(text.contains("<strong>timeout: </strong>no reply within 10 s"))
        #expect(text.contains("The adapter&#39;s stderr (last part; 2048 bytes before it dropped)"))
        #expect(text.contains("store &lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt; &amp; \u{FFFD}bell"))
        #expect(text.contains("<strong>Known failure: </strong>4999 is mapped in 1.0 &lt;later&gt;"))
        #expect(text.contains("<li>9 × unsupported operation url.parse</li>"))
    }

    @Test func whatTheRunNoticedBesideTheCasesIsOnItsCard() throws {
        var text = ""
        HTMLRenderer.write(ConformanceSection.runCard(try SampleReports.failingRun(), column: 3), into: &text)
        #expect(text.contains("<h3>Noticed beside the cases</h3>\n<ul><li>the adapter wrote 12 lines outside any case &lt;b&gt;</li>\n</ul>"))
        #expect(
            text.contains(
                #"<p class="verdict errored"><strong>errored</strong>: 131 cases: 116 passed, 2 failed, 1 errored, 1 known failure, 11 skipped</p>"#))
    }

    @Test func casesAreComparedAcrossRunsByID() throws {
        let first = try Self.decode(
            #"{"reportVersion": 1, "cases": [{"id": "p/a/1", "status": "failed", "differences": ["x: expected 1, got 2"]}]}"#, file: "one.json")
        let second = try Self.decode(#"{"reportVersion": 1, "cases": [{"id": "p/a/2", "status": "passed"}]}"#, file: "two.json")
        var sources = GuideSourceReader(read: GuideFiles.disk(Paths.packageRoot))
        var text = ""
        HTMLRenderer.write(ConformCaseList.node([first, second], sources: &sources), into: &text)
        #expect(text.contains(#"<span class="chip failed">#1 failed</span><span class="chip not-run">#2 not run</span>"#))
        #expect(!text.contains("p/a/2"))
    }
}
