import GuideSpecDrift
import Foundation
import GuideSpecKit
import GuideSpecTestSupport
import Testing

@testable import GuideSpecHTMLReport

/// The page as text: what a drift report and conformance runs put on it, everything a stranger wrote escaped, no
/// resource from elsewhere, and the same bytes for the same input.
@Suite struct ReportPageTests {
    /// A drift report whose every string was written to break out of the page; its guide line too.
    static let hostileDrift = #"""
        {"version": 1,
         "findings": [
          {"rule": "drift.value-mismatch\"><script>document.body.dataset.pwned=1</script>", "severity": "error",
           "message": "</script><script>document.body.dataset.pwned=2</script> & <img src=x onerror=alert(2)>",
           "page": "p\"'<x>", "subject": "field:A.b\u0000\u001b", "fingerprint": "\"><svg onload=alert(3)>",
           "locations": [{"file": "zh/page.md", "line": 2, "endLine": 2, "language": "zh\"><b>", "note": "zh: <iframe src=//elsewhere>"}],
           "baselined": true, "baselineReason": "&amp; it's \"fine\" </details>"}],
         "staleBaselineEntries": [{"fingerprint": "<f>", "page": "<p>", "reason": "<r>", "rule": "<ru>", "subject": "<s>"}],
         "summary": {"baselined": 1, "findings": 1, "new": 0, "staleBaselineEntries": 1, "verdict": "fail"},
         "inputs": [{"file": "zh/page.md", "page": "p\"'<x>", "language": "zh\"><b>"},
                    {"file": "en/page.md", "page": "p\"'<x>", "language": "en", "problem": "<cannot read>"}]}
        """#

    static let hostileGuide = "# Title\n<script>document.body.dataset.pwned=3</script> & 'quotes' \u{1}\n"

    /// The page of the hostile report, with its guide line beside it.
    static func hostilePage() throws -> String {
        let folder = try GuideFiles.folder(["zh/page.md": Array(hostileGuide.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let drift = try ReportInput.decodeDrift(Data(hostileDrift.utf8), file: "drift.json")
        return ReportRun.page(ReportInput(drift: drift), in: folder)
    }

    @Test func strangersTextNeverBecomesMarkup() throws {
        let page = try Self.hostilePage()
        let lower = page.lowercased()
        #expect(lower.components(separatedBy: "<script").count == 2, "only the report's own script")
        #expect(lower.components(separatedBy: "</script").count == 2)
        for tag in ["<img", "<svg", "<iframe", "<x>", "<b>", "<f>", "<r>", "<cannot"] {
            #expect(!lower.contains(tag), "\(tag) should be escaped")
        }
        #expect(page.contains("&lt;/script&gt;&lt;script&gt;document.body.dataset.pwned=2&lt;/script&gt; &amp; &lt;img src=x onerror=alert(2)&gt;"))
        #expect(page.contains("&lt;script&gt;document.body.dataset.pwned=3&lt;/script&gt; &amp; &#39;quotes&#39; \u{FFFD}"))
        #expect(page.contains("field:A.b\u{FFFD}\u{FFFD}"))
        #expect(page.contains("&amp;amp; it&#39;s &quot;fine&quot; &lt;/details&gt;"))
        #expect(page.contains(#"id="finding-_22_3e_3csvg_20onload_3dalert_283_29_3e""#))
        #expect(page.contains(#"data-page="p&quot;&#39;&lt;x&gt;""#))
    }

    @Test func thePageFetchesNothing() throws {
        let page = try Self.hostilePage()
        #expect(
            page.contains(
                #"<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; style-src &#39;unsafe-inline&#39;; "#
                    + #"script-src &#39;unsafe-inline&#39;; img-src data:">"#))
        let sources = try NSRegularExpression(pattern: "<[a-z]+[^<>]* (src|action|srcset)=")
        #expect(sources.numberOfMatches(in: page, range: NSRange(page.startIndex..., in: page)) == 0, "no tag loads anything")
        let links = page.components(separatedBy: " href=\"").dropFirst().map { $0.prefix(1) }
        #expect(!links.isEmpty)
        #expect(links.allSatisfy { $0 == "#" || $0 == "?" }, "every link stays in the page")
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        #expect(try Self.hostilePage() == Self.hostilePage())
        let drift = try #require(SampleReports.bundledDrift)
        let first = ReportRun.page(ReportInput(drift: drift), in: Paths.packageRoot)
        #expect(first == ReportRun.page(ReportInput(drift: drift), in: Paths.packageRoot))
    }

    @Test func problemsWithTheGuideFilesAndTheBaselineAreSaid() throws {
        let page = try Self.hostilePage()
        #expect(page.contains("Guide files the drift run could not read (their findings are missing from this report)"))
        #expect(page.contains("<code>en/page.md</code>: &lt;cannot read&gt;"))
        #expect(page.contains("Stale baseline entries: they match no finding and fail the run"))
        let folder = try GuideFiles.folder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let unquoted = ReportRun.page(ReportInput(drift: try ReportInput.decodeDrift(Data(Self.hostileDrift.utf8), file: "d.json")), in: folder)
        #expect(unquoted.contains("Guide files whose lines this report could not quote"))
        #expect(unquoted.contains("Paths are read relative to the folder the report was written in"))
        #expect(unquoted.contains("<li><code>zh/page.md</code>: does not exist: expected a guide page</li>"))
        #expect(unquoted.contains(#"<p class="unreadable">Guide lines not shown: zh/page.md: does not exist: expected a guide page</p>"#))
    }

    @Test func guideFilesAreReadAsEveryInputIsAndOnlyGuidesAreAskedFor() throws {
        let folder = try GuideFiles.folder(["zh/page.md": Array("# T\n".utf8), "notes/secret.json": Array("{}".utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en/dir.md"), withIntermediateDirectories: true)
        let drift = try ReportInput.decodeDrift(
            Data(
                #"""
                {"version": 1, "staleBaselineEntries": [],
                 "summary": {"baselined": 0, "findings": 1, "new": 1, "staleBaselineEntries": 0, "verdict": "fail"},
                 "findings": [{"rule": "r", "severity": "error", "message": "m", "page": "page", "subject": "s", "fingerprint": "f",
                   "baselined": false, "locations": [
                     {"file": "en/dir.md", "line": 1, "endLine": 1, "language": "en", "note": ""},
                     {"file": "notes/secret.json", "line": 1, "endLine": 1, "language": "en", "note": ""},
                     {"file": "/etc/passwd", "line": 1, "endLine": 1, "language": "en", "note": ""},
                     {"file": "zh/page.md", "line": 1, "endLine": 1, "language": "zh", "note": ""}]}]}
                """#.utf8), file: "d.json")
        let page = ReportRun.page(ReportInput(drift: drift), in: folder)
        #expect(page.contains("<li><code>en/dir.md</code>: is a folder: expected a guide page</li>"))
        #expect(page.contains("<li><code>notes/secret.json</code>: \(GuideSourceReader.Messages.notAGuide)</li>"))
        #expect(page.contains("<li><code>/etc/passwd</code>: \(GuideSourceReader.Messages.notAGuide)</li>"))
        #expect(!page.contains("root:"))
        #expect(page.contains(#"<div class="ln hit"><span class="no">1</span><code><mark># T</mark></code></div>"#))
    }

    @Test func withoutJavaScriptEveryFindingIsListedAndTheFiltersAreHidden() throws {
        let drift = try #require(SampleReports.bundledDrift)
        let page = ReportRun.page(ReportInput(drift: drift), in: Paths.packageRoot)
        #expect(page.contains(#"<form id="filters" class="filters" aria-label="Filter findings" hidden>"#))
        let cards = page.components(separatedBy: "<details id=\"finding-").dropFirst()
        #expect(cards.count == drift.findings.count)
        #expect(cards.allSatisfy { $0.prefix { $0 != ">" }.contains(" open") }, "a short report starts with every finding open")
        #expect(!cards.contains { $0.prefix { $0 != ">" }.contains("hidden") })
    }

    @Test func aFindingShowsBothSidesTheBaselinesReasonAndItsRule() throws {
        let drift = try #require(SampleReports.bundledDrift)
        let finding = try #require(drift.findings.first { $0.subject == "field:TCGBPurchasableReceipt.payload:nullability" })
        let page = ReportRun.page(ReportInput(drift: drift), in: Paths.packageRoot)
        let card = String(try #require(page.components(separatedBy: "<details id=\"finding-\(finding.fingerprint)\"").dropFirst().first))
            .components(separatedBy: "<details id=\"finding-")[0]
        #expect(card.contains(#"<code class="path">guides/en/ios-purchase.txt:161</code>"#))
        #expect(card.contains(#"<code class="path">guides/zh/ios-purchase.md:178</code>"#))
        #expect(card.contains(#"<div class="ln hit"><span class="no">178</span><code><mark>"#))
        #expect(card.contains(#"<div class="ln hit"><span class="no">161</span><code><mark>"#))
        #expect(card.contains("<strong>Accepted by the baseline: </strong>" + HTMLEscaping.escape(finding.baselineReason ?? "")))
        #expect(card.contains("<dt>severity</dt><dd>error</dd>"))
        #expect(card.contains(##"<a href="#rule-drift.value-mismatch">The rule in its section</a>"##))
        #expect(page.contains(#"<tr id="rule-drift.value-mismatch"><th scope="row"><code>drift.value-mismatch</code></th>"#))
    }

    @Test func aRuleTheDocumentDoesNotDescribeSaysSo() {
        let node = FindingCard.ruleDocumentation("drift.rule-from-the-future", rules: DriftRules.descriptions)
        var text = ""
        HTMLRenderer.write(node, into: &text)
        #expect(
            text
                == #"<p class="rule-doc missing"><code>drift.rule-from-the-future</code> is not described in docs/drift-rules.md (of this build of "#
                + #"guidespec).</p>"#
                + "\n")
    }

    /// The audit's html-bidi-controls-leak: U+202E in an adapter's name reversed the page's own sentence after it ("1
    /// conformance run: evil-sdk .(deliaf 5 :sesac 5) 0.1"). Strangers' text that can turn the direction is isolated: in
    /// `<bdi>` in the page's text, between isolate marks with its controls shown where only plain text may stand.
    @Test func strangersBidirectionalTextIsIsolatedFromThePagesOwnWords() throws {
        let run = try ReportInput.decodeConformRun(
            Data(
                #"""
                {"reportVersion": 1, "header": {"implementation": {"name": "evil-sdk \u202e", "version": "1.0"}}, \#
                "cases": [{"id": "p/ios/api-surface/a", "status": "failed", "skipReason": "x"}]}
                """#
                .utf8),
            file: "run.json")
        let drift = try ReportInput.decodeDrift(
            Data(
                #"""
                {"version": 1, "findings": [{"rule": "drift.missing-in-language", "severity": "error", "message": "error \u202eA is in ar but \#
                missing in en",
                  "page": "p", "subject": "error:A", "fingerprint": "f", "locations": [{"file": "ar/p.md", "line": 1, "endLine": 1, \#
                "language": "ar\u202e", "note": "خطأ"}], "baselined": false}], "staleBaselineEntries": [],
                 "summary": {"baselined": 0, "findings": 1, "new": 1, "staleBaselineEntries": 0, "verdict": "fail"}}
                """#.utf8), file: "drift.json")
        let page = ReportRun.page(ReportInput(drift: drift, conformRuns: [run]), in: FileManager.default.temporaryDirectory)
        #expect(page.contains("<p class=\"lede\">1 conformance run: <bdi>evil-sdk \u{202E} 1.0</bdi> (1 case: 1 failed).</p>"))
        #expect(page.contains("<h3><span class=\"column-no\">#1</span> <bdi>evil-sdk \u{202E} 1.0</bdi></h3>"))
        #expect(page.contains("<span class=\"message\"><bdi>error \u{202E}A is in ar but missing in en</bdi></span>"))
        #expect(page.contains("<span class=\"langs\"><bdi>ar\u{202E}</bdi></span>"))
        #expect(page.contains("<p class=\"note\"><bdi>خطأ</bdi></p>"))
        #expect(page.contains(#"<option value="ar\#u{202E}">\#u{2068}ar\u{202E}\#u{2069} (1)</option>"#), "an option holds plain text only")
        #expect(page.contains(#"aria-label="findings in \#u{2068}ar\u{202E}\#u{2069}""#))
        // Outside <bdi> and the value attributes the script reads, no bidirectional control is left to act.
        let outside = page.replacingOccurrences(of: "<bdi>[^<]*</bdi>", with: "", options: .regularExpression)
            .replacingOccurrences(of: #" (value|data-[a-z]+)="[^"]*""#, with: "", options: .regularExpression)
        #expect(!outside.unicodeScalars.contains { $0.properties.isBidiControl && $0 != "\u{2068}" && $0 != "\u{2069}" })
        // Text that cannot turn the direction is written as it was: no <bdi> on the bundled guide's report.
        let bundled = try #require(SampleReports.bundledDrift)
        #expect(!ReportRun.page(ReportInput(drift: bundled), in: Paths.packageRoot).contains("<bdi>"))
    }
}
