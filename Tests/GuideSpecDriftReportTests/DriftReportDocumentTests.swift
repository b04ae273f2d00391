import GuideSpecDrift
import Foundation
import Testing

/// The JSON report: versioned, sorted keys, every finding with its baseline state, stable bytes, round trip.
@Suite struct DriftReportDocumentTests {
    @Test func sameReportSameBytes() throws {
        let first = try #require(try SampleFindings.mixedReport.rendered(as: .json, workingDirectory: "/repo", languages: .byTag))
        let reordered = DriftReport(
            findings: SampleFindings.all.reversed(),
            baseline: DriftBaseline(entries: [SampleFindings.stale, SampleFindings.accept(SampleFindings.missing, "zh predates 4007")]))
        #expect(try reordered.rendered(as: .json, workingDirectory: "/repo", languages: .byTag) == first)
        #expect(first.hasSuffix("}\n"))
    }

    @Test func roundTripsThroughTheWireType() throws {
        let document = DriftReportDocument(SampleFindings.mixedReport)
        let data = try document.jsonData()
        let decoded = try JSONDecoder().decode(DriftReportDocument.self, from: data)
        #expect(decoded == document)
        #expect(try decoded.jsonData() == data)
    }

    @Test func recordsEveryFindingWithItsBaselineStateAndTheCounts() throws {
        let document = DriftReportDocument(SampleFindings.mixedReport)
        #expect(document.version == 1)
        #expect(document.findings.map(\.rule) == ["drift.field-type", "drift.missing-in-language", "drift.revision-error-removed"])
        #expect(document.findings.map(\.baselined) == [false, true, false])
        #expect(document.findings.map { $0.baselineReason ?? "-" } == ["-", "zh predates 4007", "-"])
        #expect(document.findings.map { $0.change ?? "-" } == ["-", "-", "breaking"])
        #expect(document.findings[1].fingerprint == SampleFindings.missing.fingerprint)
        #expect(document.findings[1].locations.map(\.file) == ["guides/en/ios-purchase.txt", "guides/zh/ios-purchase.md"])
        #expect(document.findings[1].locations[1].endLine == 402)
        #expect(document.staleBaselineEntries == [SampleFindings.stale])
        let summary = document.summary
        let counts: [Int] = [summary.findings, summary.new, summary.baselined, summary.staleBaselineEntries]
        #expect(counts == [3, 2, 1, 1])
        #expect(summary.verdict == "fail")
    }

    @Test func keysAreSortedAndAbsentOptionalsOmitted() throws {
        let report = DriftReport(findings: [SampleFindings.missing])
        let text = try #require(try report.rendered(as: .json, workingDirectory: "/repo", languages: .byTag))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object.keys.sorted() == ["findings", "staleBaselineEntries", "summary", "tool", "toolVersion", "version"])
        let finding = try #require((object["findings"] as? [[String: Any]])?.first)
        #expect(finding.keys.sorted() == ["baselined", "fingerprint", "locations", "message", "page", "rule", "severity", "subject"])
        #expect(text.range(of: "\"baselined\"")!.lowerBound < text.range(of: "\"fingerprint\"")!.lowerBound)
    }

    /// The report and the baseline are written straight into bytes, in key order; they are exactly the bytes of
    /// Foundation's `JSONEncoder` (pretty printed, sorted keys, unescaped slashes) for documents that together set every
    /// member, and leave out every optional one.
    @Test(arguments: [
        DriftReport(
            findings: SampleFindings.all,
            baseline: DriftBaseline(entries: [SampleFindings.accept(SampleFindings.missing, "zh predates 4007"), SampleFindings.stale]),
            inputs: [
                DriftInput(file: "guides/zh/ios-purchase.md", page: "ios-purchase", language: "zh"),
                DriftInput(file: "guides/en/a \"b\"/ios.txt", page: "ios", language: "en", problem: "line 3: not UTF-8\t\u{1}"),
            ]),
        DriftReport(findings: [SampleFindings.missing]),
        DriftReport(findings: []),
    ])
    func writtenAsJSONEncoderWritesIt(_ report: DriftReport) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = DriftReportDocument(report)
        #expect(try document.jsonData() == encoder.encode(document) + Data("\n".utf8))
        let baseline = DriftBaseline(entries: report.entries.map { DriftBaselineEntry(accepting: $0.finding, reason: "accepted / \"quoted\"") })
        #expect(try baseline.jsonData() == encoder.encode(baseline) + Data("\n".utf8))
    }
}
