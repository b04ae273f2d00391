import GuideSpecKit
import Testing
import GuideSpecTestSupport

@testable import GuideSpecDrift

/// The registry: one list of rules with distinct IDs, each run by the entry point of its scope, and every finding the
/// engine makes carries a registered rule at that rule's severity.
@Suite struct DriftRulesTests {
    @Test func everyRuleHasItsOwnID() {
        let ids = DriftRules.all.map { $0.id }
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.hasPrefix("drift.") || $0.hasPrefix("revision.") })
        #expect(DriftRules.rule(id: "drift.duplicate").map { $0.id } == "drift.duplicate")
        #expect(DriftRules.rule(id: "drift.nothing") == nil)
    }

    @Test func eachScopeHasItsRules() {
        let byScope = Dictionary(grouping: DriftRules.all.map { ($0.scope, $0.id) }, by: \.0).mapValues { $0.map(\.1) }
        #expect(byScope[.revisions] == ["revision.removed", "revision.added", "revision.changed"])
        #expect(byScope[.page]?.contains("drift.duplicate") == true)
        #expect(byScope[.languages]?.contains("drift.missing-in-language") == true)
        #expect(byScope[.coverage] == ["drift.missing-page"])
        #expect(byScope[.pages]?.contains("drift.undeclared-mention") == true)
    }

    @Test func findingsCarryTheSeverityTheirRuleDeclares() throws {
        let findings = DriftEngine.compareLanguages([
            try DriftPages.bundled("guides/zh/ios-purchase.md"), try DriftPages.bundled("guides/en/ios-purchase.txt"),
        ])
        #expect(!findings.isEmpty)
        for finding in findings {
            let rule = try #require(DriftRules.rule(id: finding.rule), "\(finding.rule) is not registered")
            #expect(finding.severity == rule.severity, "\(finding.rule)")
        }
    }

    @Test(.enabled(if: Paths.corpusAvailable, "needs ../shared/corpus/gamebase-docs/head"))
    func everyCorpusFindingHasARegisteredRuleAtItsSeverity() throws {
        for finding in CorpusDriftTests.run {
            let rule = try #require(DriftRules.rule(id: finding.rule), "\(finding.rule) is not registered")
            #expect(finding.severity == rule.severity, "\(finding.rule) \(finding.subject)")
        }
    }
}
