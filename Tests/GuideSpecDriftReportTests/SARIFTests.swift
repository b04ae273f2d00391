import GuideSpecDrift
import Foundation
import Testing

/// The SARIF log: valid against the published 2.1.0 schema, one result per finding with the primary location,
/// related locations on the other files, the fingerprint, and baselined findings as accepted suppressions.
@Suite struct SARIFTests {
    static func log(_ report: DriftReport = SampleFindings.mixedReport) throws -> (text: String, log: SARIFLog) {
        let text = try #require(try report.rendered(as: .sarif, workingDirectory: "/repo"))
        return (text, try JSONDecoder().decode(SARIFLog.self, from: Data(text.utf8)))
    }

    @Test func validatesAgainstTheSARIFSchema() throws {
        let result = try SchemaValidator.validate(try Self.log().text)
        #expect(result.status != 127, "python3 is not installed: run scripts/bootstrap")
        #expect(result.status != 3, "\(result.output)")
        #expect(result.status == 0, "SARIF schema violations:\n\(result.output)")
    }

    @Test func theValidatorRejectsAnInvalidLog() throws {
        let broken = try Self.log().text.replacingOccurrences(of: "\"level\" : \"warning\"", with: "\"level\" : \"fatal\"")
        let result = try SchemaValidator.validate(broken)
        #expect(result.status == 1, "expected a schema violation, got status \(result.status): \(result.output)")
        #expect(result.output.contains("'fatal' is not one of"))
    }

    @Test func oneRunWithTheDriverAndItsRules() throws {
        let log = try Self.log().log
        #expect(log.version == "2.1.0")
        #expect(log.schema == SARIFLog.schemaURI)
        #expect(log.runs.count == 1)
        let driver = log.runs[0].tool.driver
        #expect(driver.name == "guidespec")
        #expect(driver.rules.map(\.id) == ["drift.field-type", "drift.missing-in-language", "drift.revision-error-removed"])
        #expect(driver.rules.map(\.defaultConfiguration.level) == ["warning", "error", "error"])
        #expect(driver.rules[1].shortDescription.text == "Drift: missing in language")
    }

    @Test func relatedLocationsPointAtTheOtherFile() throws {
        let result = try #require(try Self.log().log.runs[0].results.first { $0.ruleId == "drift.missing-in-language" })
        #expect(result.ruleIndex == 1)
        #expect(result.level == "error")
        #expect(result.message.text == SampleFindings.missing.message)
        #expect(result.locations.map(\.physicalLocation.artifactLocation.uri) == ["guides/en/ios-purchase.txt"])
        #expect(result.locations[0].physicalLocation.region.startLine == 331)
        #expect(result.relatedLocations.map(\.physicalLocation.artifactLocation.uri) == ["guides/zh/ios-purchase.md"])
        #expect(result.relatedLocations.map(\.id) == [1])
        #expect(result.relatedLocations[0].message.text == "zh error table has no 4007")
        #expect(result.relatedLocations[0].physicalLocation.region.endLine == 402)
        #expect(result.partialFingerprints == [SARIFLog.fingerprintKey: SampleFindings.missing.fingerprint])
    }

    @Test func baselinedFindingsAreAcceptedExternalSuppressions() throws {
        let results = try Self.log().log.runs[0].results
        #expect(results.map(\.ruleId) == ["drift.field-type", "drift.missing-in-language", "drift.revision-error-removed"])
        #expect(results.map { $0.suppressions?.first?.justification ?? "-" } == ["-", "zh predates 4007", "-"])
        #expect(results[1].suppressions?.map(\.kind) == ["external"])
        #expect(results[1].suppressions?.map(\.status) == ["accepted"])
        #expect(results[2].properties["change"] == "breaking")
    }

    @Test func staleEntriesAreConfigurationNotifications() throws {
        let notifications = try Self.log().log.runs[0].invocations[0].toolConfigurationNotifications ?? []
        #expect(notifications.map(\.descriptor.id) == [SARIFLog.staleEntryDescriptor])
        #expect(notifications.map(\.message.text) == [SampleFindings.stale.staleMessage])
    }

    @Test(arguments: [
        ("guides/zh/ios-purchase.md", "guides/zh/ios-purchase.md"),
        ("./guides/zh/ios-purchase.md", "guides/zh/ios-purchase.md"),
        ("/repo/guides/en/ios-purchase.txt", "guides/en/ios-purchase.txt"),
        ("/elsewhere/zh/a b.md", "file:///elsewhere/zh/a%20b.md"),
        ("指南/zh/购买.md", "%E6%8C%87%E5%8D%97/zh/%E8%B4%AD%E4%B9%B0.md"),
    ])
    func artifactURIsAreRelativeToTheWorkingDirectory(path: String, uri: String) throws {
        var finding = SampleFindings.missing
        finding.locations[0].file = path
        let result = try #require(try Self.log(DriftReport(findings: [finding])).log.runs[0].results.first)
        #expect(result.locations[0].physicalLocation.artifactLocation.uri == uri)
    }
}
