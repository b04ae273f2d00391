import Foundation
import GuideSpecDrift
import GuideSpecTestSupport
import Testing

@testable import GuideSpecHTMLReport

/// The whole page, byte for byte, for one small input that uses every part of the page: a drift report (new,
/// accepted, duplicate and unquotable findings, a missing and an unreadable page, a stale baseline entry), two
/// conformance runs side by side, a history (timelines, a dated finding, one already there where the walk starts, one
/// the history does not know), guide lines, a small rules document, and text written to break out of the page.
///
/// The expected page is `Fixtures/report-snapshot.html`. When a change to the page is meant, record it again with
/// `GUIDESPEC_RECORD_REPORT=1 swift test --filter ReportSnapshotTests` (refused when `CI` is set; the recording run
/// still fails), then read the file's diff before committing it.
@Suite struct ReportSnapshotTests {
    static let expectedFile = Paths.packageRoot.appendingPathComponent("Tests/GuideSpecHTMLReportTests/Fixtures/report-snapshot.html")

    static let drift = #"""
        {"version": 1,
         "findings": [
          {"rule": "drift.missing-in-language", "severity": "error", "page": "purchase",
           "message": "error TCGB_ERROR_X (4001) is in en but missing in zh", "subject": "error:TCGB_ERROR_X",
           "fingerprint": "0123456789abcdef", "baselined": false,
           "locations": [{"file": "en/purchase.md", "line": 3, "endLine": 3, "language": "en", "note": "en: TCGB_ERROR_X = 4001"},
                         {"file": "zh/purchase.md", "line": 3, "endLine": 4, "language": "zh", "note": "zh: no such error"}]},
          {"rule": "drift.missing-in-language", "severity": "error", "page": "purchase",
           "message": "the same fingerprint twice gets a second ID", "subject": "error:TCGB_ERROR_X",
           "fingerprint": "0123456789abcdef", "baselined": false,
           "locations": [{"file": "en/gone.md", "line": 1, "endLine": 1, "language": "en", "note": ""}]},
          {"rule": "drift.value-mismatch", "severity": "warning", "page": "purchase",
           "message": "value differs: \"a\" in en, <b>'b'</b> in zh", "subject": "field:R.v",
           "fingerprint": "fedcba9876543210", "baselined": true, "baselineReason": "zh is older & \"known\"",
           "locations": [{"file": "en/purchase.md", "line": 5, "endLine": 5, "language": "en", "note": "en: \"a\""},
                         {"file": "zh/purchase.md", "line": 6, "endLine": 6, "language": "zh", "note": "zh: <b>'b'</b>"}]},
          {"rule": "drift.from-the-future", "severity": "note", "page": "p\"'<x>", "message": "a rule the document does not know",
           "subject": "s", "fingerprint": "\"><svg onload=alert(1)>", "baselined": false,
           "locations": [{"file": "notes/secret.json", "line": 1, "endLine": 1, "language": "ja", "note": ""}]}],
         "staleBaselineEntries": [{"fingerprint": "1111111111111111", "page": "purchase", "reason": "fixed <upstream>",
                                   "rule": "drift.value-mismatch", "subject": "field:R.w"}],
         "summary": {"baselined": 1, "findings": 4, "new": 3, "staleBaselineEntries": 1, "verdict": "fail"},
         "inputs": [{"file": "en/purchase.md", "page": "purchase", "language": "en"},
                    {"file": "zh/purchase.md", "page": "purchase", "language": "zh"},
                    {"file": "ja/purchase.md", "page": "purchase", "language": "ja", "problem": "invalid UTF-8 at line 2"},
                    {"file": "en/other.md", "page": "other", "language": "en"}]}
        """#

    static let referenceRun = #"""
        {"reportVersion": 1,
         "header": {"toolVersion": "0.1.0", "specVersion": 2, "protocolVersion": 1, "adapterCommand": ["ref-adapter"],
                    "implementation": {"name": "reference", "version": "1.0.0", "language": "swift"}, "goldenFiles": ["purchase.jsonl"]},
         "cases": [{"id": "purchase/error-code/TCGB_ERROR_X", "operation": "error.code-for-name", "area": "error-codes", "status": "passed"},
                   {"id": "purchase/vo-field/R.v", "operation": "vo.field", "area": "value-objects", "status": "passed"},
                   {"id": "purchase/url-parse/example", "operation": "url.parse", "area": "promotion-url", "status": "passed"}],
         "expectationProblems": [],
         "summary": {"exitCode": 0}}
        """#

    static let strangerRun = #"""
        {"reportVersion": 1,
         "header": {"adapterCommand": ["java", "-jar", "a.jar", "--mode", "'strict'"],
                    "implementation": {"name": "acme <sdk> & \"co\"", "version": "0.9", "language": "kotlin"}},
         "cases": [{"id": "purchase/error-code/TCGB_ERROR_X", "operation": "error.code-for-name", "area": "error-codes", "status": "failed",
                    "differences": ["code: expected 4001, got \"<script>alert(2)</script>\""],
                    "input": {"name": "TCGB_ERROR_X"}, "expected": {"code": 4001},
                    "sources": [{"file": "en/purchase.md", "item": "error:TCGB_ERROR_X", "language": "en", "line": 3}]},
                   {"id": "purchase/vo-field/R.v", "operation": "vo.field", "area": "value-objects", "status": "errored",
                    "fault": {"kind": "timeout", "message": "no reply within 1 s"},
                    "stderr": {"text": "boom </pre><script>alert(3)</script>\u0007", "droppedBytes": 10}},
                   {"id": "purchase/url-parse/example", "operation": "url.parse", "area": "promotion-url", "status": "skipped",
                    "skipReason": "unsupported operation url.parse"},
                   {"id": "purchase/url-parse/other", "operation": "url.parse", "area": "promotion-url", "status": "failed",
                    "differences": ["host: expected \"a\", got \"b\""], "expectedFailure": "fixed in 1.0 <later>"}],
         "expectationProblems": [{"id": "purchase/none", "problem": "matches no golden case"}],
         "summary": {"exitCode": 1, "notes": ["the adapter wrote 2 lines outside any case <i>"]}}
        """#

    static let history = #"""
        {"version": 1,
         "walk": {"history": "first-parent", "tip": "cccccccccccccccccccccccccccccccccccccccc", "since": "0000000000000000000000000000000000000000",
                  "commitsWalked": 3},
         "commits": [
          {"id": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "parents": [], "date": "2024-01-02T00:00:00+00:00", "author": "Ada",
           "subject": "Both languages"},
          {"id": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "parents": [], "date": "2024-01-03T00:00:00+09:00", "author": "<i>Eve</i>",
           "subject": "en adds X <img src=x onerror=alert(5)>"},
          {"id": "cccccccccccccccccccccccccccccccccccccccc", "parents": [], "date": "2024-01-04T00:00:00+00:00", "author": "Ada",
           "subject": "R.v becomes 'a'"}],
         "pages": [
          {"page": "purchase",
           "files": [{"language": "en", "path": "en/purchase.md", "present": true,
                      "events": [{"commit": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "kind": "added", "path": "en/purchase.md"}]},
                     {"language": "zh", "path": "zh/purchase.md", "present": false,
                      "events": [{"commit": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "kind": "added", "path": "zh/purchase.md"}]}],
           "items": [
            {"language": "en", "key": "error:TCGB_ERROR_X", "kind": "error", "name": "TCGB_ERROR_X (4001)",
             "events": [{"commit": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "kind": "appeared", "file": "en/purchase.md", "line": 3,
                         "summary": "TCGB_ERROR_X = 4001"}]},
            {"language": "en", "key": "field:R.v", "kind": "field", "name": "R.v",
             "events": [{"commit": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "kind": "appeared", "file": "en/purchase.md", "line": 5, \#
        "summary": "v = <b>"},
                        {"commit": "cccccccccccccccccccccccccccccccccccccccc", "kind": "changed", "facet": "value", "old": "<b>", "new": "\"a\"",
                         "file": "en/purchase.md", "line": 5, "summary": "v = \"a\""}]},
            {"language": "zh", "key": "error:TCGB_ERROR_Y", "kind": "error", "name": "TCGB_ERROR_Y",
             "events": [{"commit": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "kind": "appeared", "file": "zh/purchase.md", "line": 3},
                        {"commit": "dddddddddddddddddddddddddddddddddddddddd", "kind": "disappeared", "file": "zh/purchase.md", "line": 3}]}],
           "findings": [
            {"rule": "drift.missing-in-language", "severity": "error", "page": "purchase", "subject": "error:TCGB_ERROR_X",
             "message": "error TCGB_ERROR_X (4001) is in en but missing in zh", "fingerprint": "0123456789abcdef",
             "locations": [{"file": "en/purchase.md", "line": 3, "endLine": 3, "language": "en", "note": ""},
                           {"file": "zh/purchase.md", "line": 3, "endLine": 3, "language": "zh", "note": ""}],
             "introduced": {"commit": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "date": "2024-01-03T00:00:00+09:00", "author": "<i>Eve</i>",
                            "subject": "en adds X <img src=x onerror=alert(5)>", "file": "en/purchase.md", "line": 3}},
            {"rule": "drift.value-mismatch", "severity": "warning", "page": "purchase", "subject": "field:R.v:value",
             "message": "value differs", "fingerprint": "fedcba9876543210",
             "locations": [{"file": "en/purchase.md", "line": 5, "endLine": 5, "language": "en", "note": ""}]}]},
          {"page": "<x>", "items": [], "findings": [], "files": []}],
         "diagnostics": [{"commit": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "file": "ja/purchase.md", "line": 2, "severity": "warning",
                          "rule": "input.invalid-utf8", "message": "invalid UTF-8"}],
         "summary": {"diagnostics": 1, "itemEvents": 5, "future": true},
         "unknown": "ignored"}
        """#

    static let guides: [String: [UInt8]] = [
        "en/purchase.md": Array("# Purchase\n\n| TCGB_ERROR_X | 4001 |\n\nvalue: \"a\" <script>alert(4)</script>\n".utf8),
        "zh/purchase.md": Array("# 购买\n\n| TCGB_ERROR_Y | 4002 |\n| TCGB_ERROR_Z | 4003 |\n\n值：<b>'b'</b> & more\n".utf8),
    ]

    /// Two rules as a build might describe them, one with text that must be escaped.
    static let rules = [
        DriftRuleDescription(
            id: "drift.missing-in-language", severity: .error, scope: .languages, summary: "An item some languages have & others lack.",
            compares: "keys in some languages, not in others", example: "error TCGB_ERROR_X (4001) is in en but missing in zh"),
        DriftRuleDescription(
            id: "drift.value-mismatch", severity: .error, scope: .languages, summary: "One facet of an item differs.",
            compares: "one facet of an item in two languages (subject \(code: "key:facet"))", example: "field R.v: value differs: <b> in en",
            details: ["Values are compared as code writes them: \(code: "<b>") and \(code: "'b'") differ."]),
    ]

    /// The page of the input above, the guides read from memory.
    static func page() throws -> String {
        var input = ReportInput(drift: try ReportInput.decodeDrift(Data(drift.utf8), file: "drift.json"))
        input.conformRuns = [
            try ReportInput.decodeConformRun(Data(referenceRun.utf8), file: "reference.json"),
            try ReportInput.decodeConformRun(Data(strangerRun.utf8), file: "acme.json"),
        ]
        input.history = try ReportInput.decodeHistory(Data(history.utf8), file: "history.json")
        var sources = GuideFiles.Memory(guides).reader()
        return HTMLRenderer.document(ReportPage.node(input, rules: Self.rules, sources: &sources))
    }

    @Test func thePageIsByteForByteTheRecordedOne() throws {
        let page = try Self.page()
        let environment = ProcessInfo.processInfo.environment
        if environment["GUIDESPEC_RECORD_REPORT"] == "1" {
            guard (environment["CI"] ?? "").isEmpty else {
                Issue.record("GUIDESPEC_RECORD_REPORT is refused on CI: record on a workstation and commit the file")
                return
            }
            try Data(page.utf8).write(to: Self.expectedFile, options: .atomic)
            Issue.record("recorded \(Self.expectedFile.path); read its diff, then run again without GUIDESPEC_RECORD_REPORT")
            return
        }
        let expected = try String(contentsOf: Self.expectedFile, encoding: .utf8)
        guard page != expected else { return }
        let actual = HeadlessBrowser.screenshotFolder.appendingPathComponent("report-snapshot.actual.html")
        try Data(page.utf8).write(to: actual, options: .atomic)
        let pageLines = page.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            zip(pageLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(pageLines.count, expectedLines.count)
        Issue.record(
            """
            the page differs from \(Self.expectedFile.lastPathComponent) from line \(line + 1):
              expected: \(line < expectedLines.count ? String(expectedLines[line].prefix(300)) : "(end of file)")
              actual:   \(line < pageLines.count ? String(pageLines[line].prefix(300)) : "(end of file)")
            the whole page is in \(actual.path); if the change is meant, record it again with GUIDESPEC_RECORD_REPORT=1
            """)
    }

    @Test func theRecordedPageHasOnlyItsOwnScriptAndEveryStrangerTextEscaped() throws {
        let expected = try String(contentsOf: Self.expectedFile, encoding: .utf8).lowercased()
        #expect(expected.components(separatedBy: "<script").count == 2)
        for smuggled in ["<svg", "<b>", "<i>", "<x>", "<sdk>", "<upstream>", "<later>", "</pre><script", "<img"] {
            #expect(!expected.contains(smuggled), "\(smuggled) is written as text, not markup")
        }
    }
}
