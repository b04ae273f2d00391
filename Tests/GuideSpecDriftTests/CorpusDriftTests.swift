import GuideSpecDrift
import Foundation
import GuideSpecKit
import Testing
import GuideSpecTestSupport

/// The corpus drift run as `guidespec drift --pages ../shared/corpus/gamebase-docs/head/*/*.md` makes it, with findings
/// checked by reading the corpus sources (paths relative to ../shared/corpus/gamebase-docs/head).
@Suite(.enabled(if: Paths.corpusAvailable, "needs ../shared/corpus/gamebase-docs/head"))
struct CorpusDriftTests {
    /// Every finding of the corpus run, computed once.
    static let run: [DriftFinding] = DriftRun.findings(
        DriftPages.corpusByPage().values.flatMap { $0 }, crossPage: true, guide: BundledProject.settings.driftGuide)

    /// `page | rule subject @locations` for every finding.
    static let findings: [String] = run.map { "\($0.page) | \($0.brief)" }

    @Test(arguments: [
        // ja/ios-purchase.md:160 and 163 both declare paymentId.
        "ios-purchase | drift.duplicate field:TCGBPurchasableReceipt.paymentId @ja160,ja163",
        // en/ios-purchase.md:161 userId; ja's receipt goes from productType (156) to paymentId without it.
        "ios-purchase | drift.missing-in-language field:TCGBPurchasableReceipt.userId @en161,ko161,zh169,ja156",
        // en/ios-purchase.md:410 has 4008; zh/ios-purchase.md's table (445-455) does not.
        "ios-purchase | drift.missing-in-language error:TCGB_ERROR_PURCHASE_PENDING @en410,ja412,ko410,zh452",
        // en/aos-purchase.md:627 PURCHASE_PENDING; zh/aos-purchase.md has none.
        "aos-purchase | drift.missing-in-language error:PURCHASE_PENDING @en627,ja626,ko627,zh624",
        // en/ios-purchase.md:52 (flow) calls requestItemListOfNotConsumedWithCompletion:, line 288 declares …WithConfiguration:completion:.
        "ios-purchase | drift.renamed-reference selector:requestItemListOfNotConsumedWithCompletion: @en52,en288",
        // en/ios-purchase.md:246-250 is the productType comment with no property; ko/ios-purchase.md:251 declares it.
        "ios-purchase | drift.scrape-loss field:TCGBPurchasableItem.productType @en246,ja249,ko251",
        // en/error-code.md:43 names 3043 iCGB_ERROR_… where every other iOS name starts TCGB_.
        "error-code | drift.sibling-pattern error:iCGB_ERROR_AUTH_TRANSFERACCOUNT_INVALID_ID:name on iOS @en43,en7",
        // zh/error-code.md lacks 4008 (en/error-code.md:81).
        "error-code | drift.missing-in-language error:TCGB_ERROR_PURCHASE_PENDING @en81,ja81,ko81,zh79",
        // ko/ja error-code.md list Unreal in the Platform column, en/zh never (en/error-code.md:81 lists it once, for 4008, which zh lacks).
        "error-code | drift.platform-list platform:Unreal @ja7,ko7,en7,zh7",
        // zh/ios-purchase.md:1 "## Game > Gamebase > iOS Developer's Guide> Purchase": the whole zh page is English.
        "ios-purchase | drift.wrong-language language:page @zh3",
        // ja/console-for-aws.md:57 "| 권한 | - プロジェクトの管理…".
        "console-for-aws | drift.wrong-language language:会員 / cell 권한 / 区分 @ja57",
        // en/unity-purchase.md:636 describes 4008 in Korean.
        """
        unity-purchase | drift.wrong-language language:Game > Gamebase > Unity Developer's Guide > Purchase > Error Handling / cell \
        PURCHASE_PENDING / Description @en636
        """,
        // en/aos-authentication.md:244 compares with GamebaseError.AUTH_BANNED_MEMBER; no table of the guide lists it (the page's, line 1269, lists
        // BANNED_MEMBER).
        "aos-authentication | drift.undeclared-mention error:AUTH_BANNED_MEMBER @en244,en1269",
        // en/ios-purchase.md:406 lists 4004 for iOS; en/error-code.md:77 lists 4004 for Unity only.
        "ios-purchase | drift.error-code-page error:TCGB_ERROR_PURCHASE_NOT_ENOUGH_CASH:platform @en406,en77",
        // en/unreal-purchase.md:596 onwards: ten errors, while en/error-code.md lists Unreal on one row.
        "unreal-purchase | drift.error-code-page platform:Unreal:unlisted @en596,en74",
        // en/aos-ui.md lists 7999 under GameNotice (41) and again in the error table (713): one finding, both rows.
        "aos-ui | drift.error-code-page error:WEBVIEW_UNKNOWN_ERROR:platform @en41,en713,en104",
        // en/unreal-purchase.md:397 says allStores, ko/unreal-purchase.md:397 bAllStores (the Unreal field of the configuration).
        """
        unreal-purchase | drift.table-mismatch table:API | Mandatory(M) / Optional(O) | Description#2:spelling:allStores/bAllStores \
        @en397,zh390,ja396,ko397
        """,
        // en/unreal-purchase.md:231 `bool bIsPromotion;`, zh/unreal-purchase.md:226 `bool isPromotion;`: one field, two spellings.
        "unreal-purchase | drift.value-mismatch field:FGamebasePurchasableReceipt.isPromotion:name @zh226,en231,ja232,ko231",
        // ko/aos-purchase.md:566 and ja:565 enumerate `Promo` for the subscription status's purchaseType (declared ko:568, ja:567); en:566 says
        // `Promotion`.
        "aos-purchase | drift.literal-mismatch field:PurchasableSubscriptionStatus.purchaseType:enumeration @en568,zh565,ja567,ko568",
        // zh/unity-purchase.md:86 declares RequestPurchase(string, string, callback); en/ja/ko declare only the two-parameter one.
        "unity-purchase | drift.missing-in-language method:RequestPurchase/3 @zh86,en83,ja80,ko83",
        // ja/unreal-authentication.md:213 takes FGamebaseVariantMap where en:214 and zh:207 take UGamebaseJsonObject.
        "unreal-authentication | drift.value-mismatch method:Login/3:parameter types @en214,zh207,ja213,ko214",
        // en/unity-purchase.md:471 declares the callback with a list of PurchasableReceipt; the example at 486 iterates it as
        // PurchasableSubscriptionStatus.
        "unity-purchase | drift.example-element-type callback:Gamebase.Purchase.RequestSubscriptionsStatus @en471,en486",
        // ja/ios-logger.md:57-61 writes `debugWithFormat：` with a full-width colon, so ja declares no variadic selector.
        "ios-logger | drift.missing-in-language selector:debugWithFormat: @en57,ko57,zh57,ja1",
    ])
    func aVerifiedFindingIsReported(_ expected: String) {
        #expect(Self.findings.contains(expected))
    }

    /// A drift example of issue 9: the finding's rule, page and subject, and every location as `file:line`.
    struct Example: CustomTestStringConvertible, Sendable {
        var rule: String
        var page: String
        var subject: String
        var locations: [String]
        var testDescription: String { "\(rule) \(subject) @\(locations.first ?? "")" }
    }

    @Test(arguments: [
        // ko/ja translate the values of the subscription status's purchaseType (en:578 keeps Test and Promotion).
        Example(
            rule: "drift.translated-literal", page: "unity-purchase", subject: "field:PurchasableSubscriptionStatus.purchaseType:translated",
            locations: ["ko/unity-purchase.md:589", "ko/unity-purchase.md:590", "en/unity-purchase.md:578"]),
        Example(
            rule: "drift.translated-literal", page: "unity-purchase", subject: "field:PurchasableSubscriptionStatus.purchaseType:translated",
            locations: ["ja/unity-purchase.md:585", "ja/unity-purchase.md:586", "en/unity-purchase.md:578"]),
        Example(
            rule: "drift.translated-literal", page: "unreal-purchase",
            subject: "field:FGamebasePurchasableSubscriptionStatus.purchaseType:translated",
            locations: ["ja/unreal-purchase.md:561", "ja/unreal-purchase.md:562", "en/unreal-purchase.md:573"]),
        // en/aos-purchase.md:296 (the item) says AUTORENEWABLE, line 159 (the receipt) AUTO_RENEWABLE, and so on across pages.
        Example(
            rule: "drift.literal-spelling", page: "aos-purchase", subject: "literal:productType:AUTORENEWABLE/AUTO_RENEWABLE",
            locations: [
                "en/aos-purchase.md:296", "en/unity-purchase.md:297", "en/aos-purchase.md:159", "en/aos-purchase.md:537", "en/ios-purchase.md:155",
                "en/unity-purchase.md:163", "en/unity-purchase.md:546", "en/unreal-purchase.md:198", "en/unreal-purchase.md:309",
                "en/unreal-purchase.md:526",
            ]),
        // Android: ko/ja enumerate Promo for the subscription status where en/zh say Promotion; en itself says Promo (184) and Promotion (566).
        Example(
            rule: "drift.literal-mismatch", page: "aos-purchase", subject: "field:PurchasableSubscriptionStatus.purchaseType:enumeration",
            locations: ["en/aos-purchase.md:568", "zh/aos-purchase.md:565", "ja/aos-purchase.md:567", "ko/aos-purchase.md:568"]),
        Example(
            rule: "drift.literal-spelling", page: "aos-purchase", subject: "literal:purchaseType:Promo/Promotion",
            locations: ["en/aos-purchase.md:184", "en/aos-purchase.md:566", "en/unity-purchase.md:576", "en/unreal-purchase.md:572"]),
        // zh Unreal writes the receipt's fields lowerCamel: isPromotion (zh:226) for bIsPromotion (en:231).
        Example(
            rule: "drift.value-mismatch", page: "unreal-purchase", subject: "field:FGamebasePurchasableReceipt.isPromotion:name",
            locations: ["zh/unreal-purchase.md:226", "en/unreal-purchase.md:231", "ja/unreal-purchase.md:232", "ko/unreal-purchase.md:231"]),
        // The Unreal parameter table of the activated-subscriptions API: allStores in en (397) and zh, bAllStores in ja and ko.
        Example(
            rule: "drift.table-mismatch", page: "unreal-purchase",
            subject: "table:API | Mandatory(M) / Optional(O) | Description#2:spelling:allStores/bAllStores",
            locations: ["en/unreal-purchase.md:397", "zh/unreal-purchase.md:390", "ja/unreal-purchase.md:396", "ko/unreal-purchase.md:397"]),
        // zh declares RequestPurchase(string, string, callback); en, ja and ko only the two-parameter overload.
        Example(
            rule: "drift.missing-in-language", page: "unity-purchase", subject: "method:RequestPurchase/3",
            locations: ["zh/unity-purchase.md:86", "en/unity-purchase.md:83", "ja/unity-purchase.md:80", "ko/unity-purchase.md:83"]),
        // The Android receipt declares purchaseType; the iOS, Unity and Unreal ones do not.
        Example(
            rule: "drift.platform-mismatch", page: "aos-purchase", subject: "field:PurchasableReceipt.purchaseType:platforms",
            locations: ["en/aos-purchase.md:186", "en/ios-purchase.md:126", "en/unity-purchase.md:113", "en/unreal-purchase.md:165"]),
    ])
    func anIssue9ExampleIsReportedWithBothLocations(_ example: Example) throws {
        let candidates = Self.run.filter { $0.rule == example.rule && $0.page == example.page && $0.subject == example.subject }
        let found = try #require(candidates.first { $0.locations.first.map { "\($0.file):\($0.line)" } == example.locations.first })
        #expect(found.locations.map { "\($0.file):\($0.line)" } == example.locations)
    }

    @Test func everyRuleIsAtLeastNinetyPercentReal() throws {
        for (rule, section) in try CorpusReview.load().rules.sorted(by: { $0.key < $1.key }) {
            #expect(section.precision >= 0.9, "\(rule): \(section.entries.count { $0.real }) of \(section.entries.count) reviewed findings are real")
        }
    }

    @Test func everyFingerprintIdentifiesOneFinding() {
        let shared = Dictionary(grouping: Self.run, by: \.fingerprint).filter { $0.value.count > 1 }
        #expect(shared.isEmpty, "one baseline entry would accept several findings: \(shared.values.map { $0.map(\.brief) })")
    }

    @Test func everyFindingIsAReviewedOne() throws {
        let review = try CorpusReview.load()
        let byRule = Dictionary(grouping: Self.findings) { String($0.split(separator: " ")[2]) }
        #expect(Set(review.rules.keys) == Set(byRule.keys), "a rule without a review section, or a section without findings")
        for (rule, section) in review.rules {
            let current = Set(byRule[rule] ?? [])
            let reviewed = section.entries.map(\.finding)
            if section.complete {
                #expect(Set(reviewed) == current, "\(rule): findings changed; review them, then update \(CorpusReview.file.path)")
            } else {
                #expect(Set(reviewed).isSubset(of: current), "\(rule): a sampled finding is gone: \(Set(reviewed).subtracting(current))")
                #expect(reviewed.count >= min(40, current.count), "\(rule): the sample needs 40 findings")
            }
            #expect(Set(reviewed).count == reviewed.count, "\(rule): a finding reviewed twice")
        }
    }
}
