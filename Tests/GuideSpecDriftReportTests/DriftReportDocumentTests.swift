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
}
