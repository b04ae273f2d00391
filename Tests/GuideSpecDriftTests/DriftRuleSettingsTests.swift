import GuideSpecSource
import GuideSpecDrift
import GuideSpecKit
import Testing
import GuideSpecTestSupport

/// The project's rule settings as the engine applies them: a rule set off reports nothing, a rule given another severity
/// reports at it, and every other rule is untouched, in each of the engine's entry points.
@Suite struct DriftRuleSettingsTests {
    static func bundledPair() throws -> [DriftPage] {
        [try DriftPages.bundled("guides/zh/ios-purchase.md"), try DriftPages.bundled("guides/en/ios-purchase.txt")]
    }

    /// `rule severity subject` of each finding.
    static func lines(_ findings: [DriftFinding]) -> [String] {
        findings.map { "\($0.rule) \($0.severity.rawValue) \($0.subject)" }
    }

    @Test func aRuleSetOffReportsNothingAndTheLossesItFindsStillExplainMissingItems() throws {
        let all = DriftEngine.compareLanguages(try Self.bundledPair())
        let settings = DriftRuleSettings(["drift.scrape-loss": .off])
        let without = DriftEngine.compareLanguages(try Self.bundledPair(), settings: settings)
        #expect(all.count { $0.rule == "drift.scrape-loss" } == 4)
        // The four lost items stay unreported as missing: turning a rule off never makes another report more.
        #expect(without == all.filter { $0.rule != "drift.scrape-loss" })
    }

    @Test func aRuleGivenAnotherSeverityReportsAtIt() throws {
        let settings = DriftRuleSettings(["drift.value-mismatch": .severity(.note), "drift.missing-in-language": .severity(.error)])
        let findings = DriftEngine.compareLanguages(try Self.bundledPair(), settings: settings)
        #expect(
            Self.lines(findings.filter { $0.rule != "drift.scrape-loss" }) == [
                "drift.missing-in-language error error:TCGB_ERROR_PURCHASE_LIMIT_EXCEEDED",
                "drift.missing-in-language error field:TCGBPurchasableReceipt.promotionPayment",
                "drift.missing-in-language error field:TCGBPurchasableReceipt.sandboxPayment",
                "drift.missing-in-language error selector:requestPurchaseWithItemSeq:viewController:completion:",
                "drift.value-mismatch note field:TCGBPurchasableReceipt.originalPaymentId:nullability",
                "drift.value-mismatch note field:TCGBPurchasableReceipt.payload:nullability",
                "drift.value-mismatch note field:TCGBPurchasableReceipt.paymentId:nullability",
            ])
        #expect(findings.filter { $0.rule == "drift.scrape-loss" }.allSatisfy { $0.severity == .warning })
    }

    static let twice = """
        # Receipt

        ```objectivec
        @interface Receipt : NSObject
        @property (nonatomic, strong) NSString *paymentId;
        @property (nonatomic, strong) NSString *paymentId;
        @end
        ```
        """

    @Test func singlePageRulesFollowTheSettingsAloneAndInPreparedPages() throws {
        let page = try DriftPages.parse(Self.twice, as: try GuideFile(path: "en/receipt.md"))
        #expect(Self.lines(DriftEngine.compareLanguages([page])) == ["drift.duplicate error field:Receipt.paymentId"])
        #expect(DriftEngine.compareLanguages([page], settings: DriftRuleSettings(["drift.duplicate": .off])).isEmpty)
        let warning = DriftRuleSettings(["drift.duplicate": .severity(.warning)])
        #expect(Self.lines(DriftEngine.compareLanguages([page], settings: warning)) == ["drift.duplicate warning field:Receipt.paymentId"])
        let prepared = PreparedPage(page, singlePageRules: ["drift.duplicate", "drift.wrong-language"], settings: warning)
        #expect(
            Self.lines(DriftEngine.compareLanguages(prepared: [prepared], settings: warning)) == ["drift.duplicate warning field:Receipt.paymentId"])
        #expect(DriftEngine.compareLanguages(prepared: [PreparedPage(page, singlePageRules: ["drift.wrong-language"])]).isEmpty)
    }

    static func errors(_ rows: [(String, Int)]) -> String {
        "# Errors\n\n| Error | Code |\n|---|---|\n" + rows.map { "| \($0.0) | \($0.1) |" }.joined(separator: "\n") + "\n"
    }

    @Test func revisionRulesFollowTheSettings() throws {
        let old = try DriftPages.parse(Self.errors([("ERROR_A", 1), ("ERROR_B", 2)]), as: try GuideFile(path: "en/errors.md"))
        let new = try DriftPages.parse(Self.errors([("ERROR_A", 1), ("ERROR_B", 3), ("ERROR_C", 4)]), as: try GuideFile(path: "en/errors.md"))
        #expect(
            Self.lines(DriftEngine.compareRevisions(old: old, new: new)) == [
                "revision.added note error:ERROR_C", "revision.changed error error:ERROR_B:code",
            ])
        let settings = DriftRuleSettings(["revision.added": .off, "revision.changed": .severity(.warning)])
        #expect(Self.lines(DriftEngine.compareRevisions(old: old, new: new, settings: settings)) == ["revision.changed warning error:ERROR_B:code"])
    }

    @Test func crossPageRulesFollowTheSettings() throws {
        let codes = try DriftPages.parse(
            Self.errors([("APP_ERROR_A", 1), ("APP_ERROR_B", 2), ("APP_ERROR_C", 3)]), as: try GuideFile(path: "en/error-code.md"))
        let page = try DriftPages.parse(
            Self.errors([("APP_ERROR_A", 1), ("APP_ERROR_B", 2), ("APP_ERROR_C", 3)]) + "\nOn failure the call returns APP_ERROR_UNKNOWN_D.\n",
            as: try GuideFile(path: "en/login.md"))
        #expect(
            Self.lines(DriftEngine.comparePages([codes, page], guide: BundledProject.settings.driftGuide)) == [
                "drift.undeclared-mention warning error:APP_ERROR_UNKNOWN_D"
            ])
        #expect(
            DriftEngine.comparePages(
                [codes, page], guide: BundledProject.settings.driftGuide, settings: DriftRuleSettings(["drift.undeclared-mention": .off])
            ).isEmpty)
    }

    @Test func aDriftRunPassesItsSettingsToTheEngine() throws {
        let findings = DriftRun.findings(
            try Self.bundledPair(), crossPage: false, guide: BundledProject.settings.driftGuide,
            settings: DriftRuleSettings(["drift.missing-in-language": .off]))
        #expect(Set(findings.map(\.rule)) == ["drift.scrape-loss", "drift.value-mismatch"])
    }

    @Test func namesThatNoRuleHasAreListedForTheProjectFileReader() {
        let settings = DriftRuleSettings(["drift.duplicate": .off, "drift.no-such-rule": .off, "drift.Duplicate": .severity(.note)])
        #expect(settings.unknownRules == ["drift.Duplicate", "drift.no-such-rule"])
        #expect(DriftRuleSettings().unknownRules.isEmpty)
    }
}
