import GuideSpecDrift
import Foundation
import GuideSpecKit
import GuideSpecSource
import GuideSpecTestSupport
import GuideSpecVocabulary
import Testing

/// The SARIF log: valid against the published 2.1.0 schema, one result per finding with the primary location on the
/// language that departs from the reference, related locations on the other files, the fingerprint, baselined findings
/// as accepted suppressions, and each rule described and linked to its section of docs/drift-rules.md.
@Suite struct SARIFTests {
    static func log(
        _ report: DriftReport = SampleFindings.mixedReport, languages: LanguageOrder = LanguageOrder(deciding: ["zh", "en"])
    ) throws -> (text: String, log: SARIFLog) {
        let text = try #require(try report.rendered(as: .sarif, workingDirectory: "/repo", languages: languages))
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
        #expect(driver.rules[1].shortDescription.text == "An item that some language versions of a page have and others lack.")
        #expect(driver.rules[1].fullDescription?.text.hasPrefix("Compares: item keys present in some languages, absent in others") == true)
        #expect(
            driver.rules[1].fullDescription?.text.hasSuffix(
                "it is not missing in a language that declares it so, nor are its fields reported missing there.") == true)
        #expect(driver.rules[1].helpUri == DriftRulesDocument.publishedAddress + "#driftmissing-in-language")
        // Rules this build does not have (a report of another build) keep a description made from their ID, and no link.
        #expect(driver.rules[0].shortDescription.text == "Drift: field type")
        #expect(driver.rules[0].helpUri == nil && driver.rules[0].fullDescription == nil)
    }

    @Test func everyRuleLinksToItsSectionWithAnAbsoluteAddress() throws {
        let findings = DriftRules.descriptions.map { rule in
            DriftFinding(
                rule: rule.id, severity: rule.severity, message: rule.example, page: "p", subject: rule.id,
                locations: [DriftLocation(file: "en/p.md", line: 1, language: "en", note: "")])
        }
        let (text, log) = try Self.log(DriftReport(findings: findings))
        let rules = log.runs[0].tool.driver.rules
        #expect(rules.map(\.id) == DriftRules.descriptions.map(\.id).sorted())
        for (rule, described) in zip(rules, DriftRules.descriptions.sorted { $0.id < $1.id }) {
            let address = try #require(rule.helpUri.flatMap(URL.init(string:)), "\(rule.id)")
            #expect(address.scheme == "https" && address.fragment == described.anchor)
            #expect(rule.shortDescription.text == described.summary.plainText)
            #expect(rule.fullDescription?.text == described.fullDescription)
        }
        let result = try SchemaValidator.validate(text)
        #expect(result.status == 0, "SARIF schema violations:\n\(result.output)")
    }

    /// A value that zh and en agree on and ja gives otherwise, as the value rule reports it (smallest group first).
    static let valueDiffers = DriftFinding(
        rule: "drift.value-mismatch", severity: .error, message: "field R.v: type differs: int in ja; long in en, zh", page: "p",
        subject: "field:R.v:type",
        locations: [
            DriftLocation(file: "ja/p.md", line: 7, language: "ja", note: "ja: int v"),
            DriftLocation(file: "en/p.md", line: 5, language: "en", note: "en: long v"),
            DriftLocation(file: "zh/p.md", line: 6, language: "zh", note: "zh: long v"),
        ],
        sides: [["ja"], ["en", "zh"]])

    /// `file:line` of the primary location, then of each related one with its id.
    static func placement(_ finding: DriftFinding, deciding: [String]) throws -> [String] {
        let report = DriftReport(findings: [finding])
        let result = try #require(try Self.log(report, languages: LanguageOrder(deciding: deciding)).log.runs[0].results.first)
        return result.locations.map { "\($0.physicalLocation.artifactLocation.uri):\($0.physicalLocation.region.startLine)" }
            + result.relatedLocations.map { "\($0.id ?? 0) \($0.physicalLocation.artifactLocation.uri):\($0.physicalLocation.region.startLine)" }
    }

    @Test func thePrimaryLocationIsTheLanguageThatDepartsFromTheReference() throws {
        // ja departs from zh: the translator of ja fixes it.
        #expect(try Self.placement(Self.valueDiffers, deciding: ["zh", "en", "ko", "ja"]) == ["ja/p.md:7", "1 en/p.md:5", "2 zh/p.md:6"])
        // With ja as the reference, en departs from it (the first location on the other side).
        #expect(try Self.placement(Self.valueDiffers, deciding: ["ja"]) == ["en/p.md:5", "1 ja/p.md:7", "2 zh/p.md:6"])
        // The finding's language that decides first is its reference: ko is in none of its sides, en is.
        #expect(try Self.placement(Self.valueDiffers, deciding: ["ko", "en", "ja"]) == ["ja/p.md:7", "1 en/p.md:5", "2 zh/p.md:6"])
        // Languages the order does not list decide after those it lists, by tag: without a project file en decides
        // before ja and zh, and with zh listed, zh does.
        var enDiffers = Self.valueDiffers
        enDiffers.locations = [Self.valueDiffers.locations[1], Self.valueDiffers.locations[0], Self.valueDiffers.locations[2]]
        enDiffers.sides = [["en"], ["ja", "zh"]]
        #expect(try Self.placement(enDiffers, deciding: []) == ["ja/p.md:7", "1 en/p.md:5", "2 zh/p.md:6"])
        #expect(try Self.placement(enDiffers, deciding: ["zh"]) == ["en/p.md:5", "1 ja/p.md:7", "2 zh/p.md:6"])
        // No sides (one language, or a rule that puts the wrong side first): the rule's order stands.
        var alone = Self.valueDiffers
        alone.sides = nil
        #expect(try Self.placement(alone, deciding: ["ja"]) == ["ja/p.md:7", "1 en/p.md:5", "2 zh/p.md:6"])
    }

    @Test func onTheBundledGuideTheAnnotationsLandOnTheLanguageToFix() throws {
        let pages = try ["guides/zh/ios-purchase.md", "guides/en/ios-purchase.txt"].map { path in
            try #require(
                DriftRun.readPages([try GuideFile(path: path)], in: Paths.packageRoot, options: BundledProject.settings.extractionOptions).0.first)
        }
        let report = DriftReport(findings: DriftRun.findings(pages, crossPage: false, guide: BundledProject.settings.driftGuide))
        func primaries(_ languages: LanguageOrder, rule: String) throws -> [String] {
            let text = try #require(try report.rendered(as: .sarif, workingDirectory: Paths.packageRoot.path, languages: languages))
            let results = try JSONDecoder().decode(SARIFLog.self, from: Data(text.utf8)).runs[0].results.filter { $0.ruleId == rule }
            return results.map { $0.locations[0].physicalLocation.artifactLocation.uri }
        }
        // The project file's order, zh first: en departs from zh wherever they disagree, and en's scrape lost what zh has.
        let bundled = BundledProject.settings.languages
        #expect(bundled.deciding.first == "zh")
        #expect(try primaries(bundled, rule: "drift.value-mismatch") == Array(repeating: "guides/en/ios-purchase.txt", count: 3))
        #expect(try primaries(bundled, rule: "drift.scrape-loss") == Array(repeating: "guides/en/ios-purchase.txt", count: 4))
        // zh lacks 4007 and the two BOOLs: en has what the reference does not; zh declares a selector en lacks.
        #expect(try primaries(bundled, rule: "drift.missing-in-language") == Array(repeating: "guides/en/ios-purchase.txt", count: 4))
        // With en as the reference (as without a project file, by tag), zh departs.
        #expect(try primaries(.byTag, rule: "drift.value-mismatch") == Array(repeating: "guides/zh/ios-purchase.md", count: 3))
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
