import Foundation
import GuideSpecKit
import GuideSpecSpecModel
import Testing
import GuideSpecTestSupport

/// The classes, fields, enumerated values and signatures of the Android, Unity and Unreal purchase pages in all four
/// languages, read off the pages line by line (paths relative to ../shared/corpus/gamebase-docs/head). By hand: each
/// page declares three classes; Android's have 16, 11 and 18 fields, Unity's and Unreal's 17, 11 and 18; Android
/// declares 5 signatures, Unity 5 (zh 6: a RequestPurchase overload with a payload), Unreal 6 (RequestPurchase with and
/// without a payload); no page declares an enum in code; the comments enumerate 18 values on Android and 14 on Unity and
/// Unreal. The sample definitions (`void USample::RequestPurchase(…) { … }`) are not signatures. Every field's type and
/// every signature's parameters were read off the pages too (below the page list).
@Suite(.enabled(if: Paths.corpusAvailable, "needs ../shared/corpus/gamebase-docs/head"))
struct PlatformPurchasePageTests {
    struct PlatformPurchasePage: Codable, Sendable, CustomTestStringConvertible {
        var page: String
        /// `Type@line: field@line …` per class, in order.
        var types: [String]
        /// `name/parameter count@line` per signature, in order.
        var methods: [String]
        /// `Type: VALUE@line …` per class whose comments enumerate values.
        var enumerated: [String]
        var testDescription: String { page }
    }

    static let platformPages: [PlatformPurchasePage] = [
        PlatformPurchasePage(
            page: "en/aos-purchase.md",
            types: [
                """
                PurchasableReceipt@118: gamebaseProductId@121 payload@126 price@129 currency@133 paymentSeq@141 purchaseToken@150 \
                marketItemId@154 productType@162 userId@167 paymentId@171 purchaseTime@174 expiryTime@177 purchaseType@186 originalPaymentId@193 \
                itemSeq@196 storeCode@200
                """,
                """
                PurchasableItem@272: gamebaseProductId@276 price@279 currency@283 itemName@287 marketItemId@291 productType@299 \
                localizedPrice@303 localizedTitle@307 localizedDescription@311 isActive@314 itemSeq@317
                """,
                """
                PurchasableSubscriptionStatus@492: gamebaseProductId@495 statusCode@500 statusDescription@504 price@507 currency@511 \
                paymentSeq@519 purchaseToken@528 marketItemId@532 productType@540 userId@545 storeCode@549 paymentId@553 purchaseTime@556 \
                expiryTime@559 purchaseType@568 originalPaymentId@575 itemSeq@578 payload@583
                """,
            ],
            methods: [
                "requestPurchase/3@93", "requestItemListPurchasable/2@248", "requestItemListOfNotConsumed/3@363", "requestActivatedPurchases/3@409",
                "requestSubscriptionsStatus/3@462",
            ],
            enumerated: [
                "PurchasableReceipt: UNKNOWN@157 CONSUMABLE@158 AUTO_RENEWABLE@159 CONSUMABLE_AUTO_RENEWABLE@160 null@182 Test@183 Promo@184",
                "PurchasableItem: UNKNOWN@294 CONSUMABLE@295 AUTORENEWABLE@296 CONSUMABLE_AUTO_RENEWABLE@297",
                """
                PurchasableSubscriptionStatus: UNKNOWN@535 CONSUMABLE@536 AUTO_RENEWABLE@537 CONSUMABLE_AUTO_RENEWABLE@538 null@564 Test@565 \
                Promotion@566
                """,
            ]),
        PlatformPurchasePage(
            page: "ko/aos-purchase.md",
            types: [
                """
                PurchasableReceipt@118: gamebaseProductId@121 payload@126 price@129 currency@133 paymentSeq@141 purchaseToken@150 \
                marketItemId@154 productType@162 userId@167 paymentId@171 purchaseTime@174 expiryTime@177 purchaseType@186 originalPaymentId@193 \
                itemSeq@196 storeCode@200
                """,
                """
                PurchasableItem@272: gamebaseProductId@276 price@279 currency@283 itemName@287 marketItemId@291 productType@299 \
                localizedPrice@303 localizedTitle@307 localizedDescription@311 isActive@314 itemSeq@317
                """,
                """
                PurchasableSubscriptionStatus@492: gamebaseProductId@495 statusCode@500 statusDescription@504 price@507 currency@511 \
                paymentSeq@519 purchaseToken@528 marketItemId@532 productType@540 userId@545 storeCode@549 paymentId@553 purchaseTime@556 \
                expiryTime@559 purchaseType@568 originalPaymentId@575 itemSeq@578 payload@583
                """,
            ],
            methods: [
                "requestPurchase/3@93", "requestItemListPurchasable/2@248", "requestItemListOfNotConsumed/3@363", "requestActivatedPurchases/3@410",
                "requestSubscriptionsStatus/3@462",
            ],
            enumerated: [
                "PurchasableReceipt: UNKNOWN@157 CONSUMABLE@158 AUTO_RENEWABLE@159 CONSUMABLE_AUTO_RENEWABLE@160 null@182 Test@183 Promo@184",
                "PurchasableItem: UNKNOWN@294 CONSUMABLE@295 AUTORENEWABLE@296 CONSUMABLE_AUTO_RENEWABLE@297",
                """
                PurchasableSubscriptionStatus: UNKNOWN@535 CONSUMABLE@536 AUTO_RENEWABLE@537 CONSUMABLE_AUTO_RENEWABLE@538 null@564 \
                Test@565 Promo@566
                """,
            ]),
        PlatformPurchasePage(
            page: "ja/aos-purchase.md",
            types: [
                """
                PurchasableReceipt@118: gamebaseProductId@121 payload@126 price@129 currency@133 paymentSeq@141 purchaseToken@150 \
                marketItemId@154 productType@162 userId@167 paymentId@171 purchaseTime@174 expiryTime@177 purchaseType@186 originalPaymentId@193 \
                itemSeq@196 storeCode@200
                """,
                """
                PurchasableItem@272: gamebaseProductId@276 price@279 currency@283 itemName@287 marketItemId@291 productType@299 \
                localizedPrice@303 localizedTitle@307 localizedDescription@311 isActive@314 itemSeq@317
                """,
                """
                PurchasableSubscriptionStatus@491: gamebaseProductId@494 statusCode@499 statusDescription@503 price@506 currency@510 \
                paymentSeq@518 purchaseToken@527 marketItemId@531 productType@539 userId@544 storeCode@548 paymentId@552 purchaseTime@555 \
                expiryTime@558 purchaseType@567 originalPaymentId@574 itemSeq@577 payload@582
                """,
            ],
            methods: [
                "requestPurchase/3@93", "requestItemListPurchasable/2@248", "requestItemListOfNotConsumed/3@363", "requestActivatedPurchases/3@409",
                "requestSubscriptionsStatus/3@461",
            ],
            enumerated: [
                "PurchasableReceipt: UNKNOWN@157 CONSUMABLE@158 AUTO_RENEWABLE@159 CONSUMABLE_AUTO_RENEWABLE@160 null@182 Test@183 Promo@184",
                "PurchasableItem: UNKNOWN@294 CONSUMABLE@295 AUTORENEWABLE@296 CONSUMABLE_AUTO_RENEWABLE@297",
                """
                PurchasableSubscriptionStatus: UNKNOWN@534 CONSUMABLE@535 AUTO_RENEWABLE@536 CONSUMABLE_AUTO_RENEWABLE@537 null@563 \
                Test@564 Promo@565
                """,
            ]),
        PlatformPurchasePage(
            page: "zh/aos-purchase.md",
            types: [
                """
                PurchasableReceipt@115: gamebaseProductId@118 payload@123 price@126 currency@130 paymentSeq@138 purchaseToken@147 \
                marketItemId@151 productType@159 userId@164 paymentId@168 purchaseTime@171 expiryTime@174 purchaseType@183 originalPaymentId@190 \
                itemSeq@193 storeCode@197
                """,
                """
                PurchasableItem@269: gamebaseProductId@273 price@276 currency@280 itemName@284 marketItemId@288 productType@296 \
                localizedPrice@300 localizedTitle@304 localizedDescription@308 isActive@311 itemSeq@314
                """,
                """
                PurchasableSubscriptionStatus@489: gamebaseProductId@492 statusCode@497 statusDescription@501 price@504 currency@508 \
                paymentSeq@516 purchaseToken@525 marketItemId@529 productType@537 userId@542 storeCode@546 paymentId@550 purchaseTime@553 \
                expiryTime@556 purchaseType@565 originalPaymentId@572 itemSeq@575 payload@580
                """,
            ],
            methods: [
                "requestPurchase/3@90", "requestItemListPurchasable/2@245", "requestItemListOfNotConsumed/3@360", "requestActivatedPurchases/3@406",
                "requestSubscriptionsStatus/3@459",
            ],
            enumerated: [
                "PurchasableReceipt: UNKNOWN@154 CONSUMABLE@155 AUTO_RENEWABLE@156 CONSUMABLE_AUTO_RENEWABLE@157 null@179 Test@180 Promo@181",
                "PurchasableItem: UNKNOWN@291 CONSUMABLE@292 AUTORENEWABLE@293 CONSUMABLE_AUTO_RENEWABLE@294",
                """
                PurchasableSubscriptionStatus: UNKNOWN@532 CONSUMABLE@533 AUTO_RENEWABLE@534 CONSUMABLE_AUTO_RENEWABLE@535 null@561 Test@562 \
                Promotion@563
                """,
            ]),
        PlatformPurchasePage(
            page: "en/unity-purchase.md",
            types: [
                """
                PurchasableReceipt@113: gamebaseProductId@118 itemSeq@123 price@128 currency@133 paymentSeq@142 purchaseToken@152 \
                marketItemId@157 productType@167 userId@173 paymentId@178 originalPaymentId@186 purchaseTime@191 expiryTime@196 storeCode@203 \
                payload@209 isPromotion@215 isTestPurchase@221
                """,
                """
                PurchasableItem@260: gamebaseProductId@266 itemSeq@271 price@276 currency@281 itemName@286 marketItemId@291 productType@301 \
                localizedPrice@306 localizedTitle@311 localizedDescription@316 isActive@321
                """,
                """
                PurchasableSubscriptionStatus@511: storeCode@516 paymentId@520 originalPaymentId@527 paymentSeq@533 marketItemId@537 itemSeq@541 \
                productType@548 userId@553 price@557 currency@561 purchaseToken@569 purchaseType@578 purchaseTime@582 expiryTime@586 payload@591 \
                statusCode@597 statusDescription@601 gamebaseProductId@606
                """,
            ],
            methods: [
                "RequestPurchase/2@83", "RequestItemListPurchasable/1@237", "RequestItemListOfNotConsumed/2@353", "RequestActivatedPurchases/2@404",
                "RequestSubscriptionsStatus/2@471",
            ],
            enumerated: [
                "PurchasableReceipt: UNKNOWN@161 CONSUMABLE@162 AUTO_RENEWABLE@163 CONSUMABLE_AUTO_RENEWABLE@164",
                "PurchasableItem: UNKNOWN@295 CONSUMABLE@296 AUTORENEWABLE@297 CONSUMABLE_AUTO_RENEWABLE@298",
                "PurchasableSubscriptionStatus: UNKNOWN@544 CONSUMABLE@545 AUTO_RENEWABLE@546 null@574 Test@575 Promotion@576",
            ]),
        PlatformPurchasePage(
            page: "ko/unity-purchase.md",
            types: [
                """
                PurchasableReceipt@113: gamebaseProductId@118 itemSeq@123 price@128 currency@133 paymentSeq@142 purchaseToken@152 \
                marketItemId@157 productType@167 userId@173 paymentId@178 originalPaymentId@186 purchaseTime@191 expiryTime@196 storeCode@203 \
                payload@209 isPromotion@215 isTestPurchase@221
                """,
                """
                PurchasableItem@260: gamebaseProductId@266 itemSeq@271 price@276 currency@281 itemName@286 marketItemId@291 productType@301 \
                localizedPrice@306 localizedTitle@311 localizedDescription@316 isActive@321
                """,
                """
                PurchasableSubscriptionStatus@514: storeCode@519 paymentId@524 originalPaymentId@532 paymentSeq@539 marketItemId@544 itemSeq@549 \
                productType@557 userId@563 price@568 currency@573 purchaseToken@582 purchaseType@592 purchaseTime@597 expiryTime@602 payload@608 \
                statusCode@615 statusDescription@620 gamebaseProductId@626
                """,
            ],
            methods: [
                "RequestPurchase/2@83", "RequestItemListPurchasable/1@237", "RequestItemListOfNotConsumed/2@351", "RequestActivatedPurchases/2@403",
                "RequestSubscriptionsStatus/2@471",
            ],
            enumerated: [
                "PurchasableReceipt: UNKNOWN@161 CONSUMABLE@162 AUTO_RENEWABLE@163 CONSUMABLE_AUTO_RENEWABLE@164",
                "PurchasableItem: UNKNOWN@295 CONSUMABLE@296 AUTORENEWABLE@297 CONSUMABLE_AUTO_RENEWABLE@298",
                "PurchasableSubscriptionStatus: UNKNOWN@553 CONSUMABLE@554 AUTO_RENEWABLE@555 null@588 테스트@589 프로모션@590",
            ]),
        PlatformPurchasePage(
            page: "ja/unity-purchase.md",
            types: [
                """
                PurchasableReceipt@110: gamebaseProductId@115 itemSeq@120 price@125 currency@130 paymentSeq@139 purchaseToken@149 \
                marketItemId@154 productType@164 userId@170 paymentId@175 originalPaymentId@183 purchaseTime@188 expiryTime@193 storeCode@199 \
                payload@206 isPromotion@212 isTestPurchase@218
                """,
                """
                PurchasableItem@257: gamebaseProductId@263 itemSeq@268 price@273 currency@278 itemName@283 marketItemId@288 productType@298 \
                localizedPrice@303 localizedTitle@308 localizedDescription@313 isActive@318
                """,
                """
                PurchasableSubscriptionStatus@510: storeCode@515 paymentId@520 originalPaymentId@528 paymentSeq@535 marketItemId@540 itemSeq@545 \
                productType@553 userId@559 price@564 currency@569 purchaseToken@578 purchaseType@588 purchaseTime@593 expiryTime@598 payload@605 \
                statusCode@612 statusDescription@617 gamebaseProductId@623
                """,
            ],
            methods: [
                "RequestPurchase/2@80", "RequestItemListPurchasable/1@234", "RequestItemListOfNotConsumed/2@349", "RequestActivatedPurchases/2@399",
                "RequestSubscriptionsStatus/2@467",
            ],
            enumerated: [
                "PurchasableReceipt: UNKNOWN@158 CONSUMABLE@159 AUTO_RENEWABLE@160 CONSUMABLE_AUTO_RENEWABLE@161",
                "PurchasableItem: UNKNOWN@292 CONSUMABLE@293 AUTORENEWABLE@294 CONSUMABLE_AUTO_RENEWABLE@295",
                "PurchasableSubscriptionStatus: UNKNOWN@549 CONSUMABLE@550 AUTO_RENEWABLE@551 null@584 テスト@585 プロモーション@586",
            ]),
        PlatformPurchasePage(
            page: "zh/unity-purchase.md",
            types: [
                """
                PurchasableReceipt@142: gamebaseProductId@147 itemSeq@152 price@157 currency@162 paymentSeq@171 purchaseToken@181 \
                marketItemId@186 productType@196 userId@202 paymentId@207 originalPaymentId@215 purchaseTime@220 expiryTime@225 storeCode@232 \
                payload@238 isPromotion@244 isTestPurchase@250
                """,
                """
                PurchasableItem@289: gamebaseProductId@295 itemSeq@300 price@305 currency@310 itemName@315 marketItemId@320 productType@330 \
                localizedPrice@335 localizedTitle@340 localizedDescription@345 isActive@350
                """,
                """
                PurchasableSubscriptionStatus@540: storeCode@545 paymentId@549 originalPaymentId@556 paymentSeq@562 marketItemId@566 itemSeq@570 \
                productType@577 userId@582 price@586 currency@590 purchaseToken@598 purchaseType@607 purchaseTime@611 expiryTime@615 payload@620 \
                statusCode@626 statusDescription@630 gamebaseProductId@635
                """,
            ],
            methods: [
                "RequestPurchase/2@85", "RequestPurchase/3@86", "RequestItemListPurchasable/1@266", "RequestItemListOfNotConsumed/2@382",
                "RequestActivatedPurchases/2@433", "RequestSubscriptionsStatus/2@500",
            ],
            enumerated: [
                "PurchasableReceipt: UNKNOWN@190 CONSUMABLE@191 AUTO_RENEWABLE@192 CONSUMABLE_AUTO_RENEWABLE@193",
                "PurchasableItem: UNKNOWN@324 CONSUMABLE@325 AUTORENEWABLE@326 CONSUMABLE_AUTO_RENEWABLE@327",
                "PurchasableSubscriptionStatus: UNKNOWN@573 CONSUMABLE@574 AUTO_RENEWABLE@575 null@603 Test@604 Promotion@605",
            ]),
        PlatformPurchasePage(
            page: "en/unreal-purchase.md",
            types: [
                """
                FGamebasePurchasableReceipt@165: GamebaseProductId@168 ItemSeq@171 Price@174 Currency@177 PaymentSeq@183 PurchaseToken@190 \
                MarketItemId@193 ProductType@200 UserId@204 PaymentId@207 OriginalPaymentId@213 PurchaseTime@216 ExpiryTime@219 StoreCode@223 \
                Payload@227 bIsPromotion@231 bIsTestPurchase@235
                """,
                """
                FGamebasePurchasableItem@285: GamebaseProductId@289 ItemSeq@292 Price@295 Currency@298 ItemName@301 MarketItemId@304 \
                ProductType@311 LocalizedPrice@314 LocalizedTitle@317 LocalizedDescription@320 bIsActive@323
                """,
                """
                FGamebasePurchasableSubscriptionStatus@497: StoreCode@500 PaymentId@503 OriginalPaymentId@509 PaymentSeq@515 MarketItemId@518 \
                ItemSeq@521 ProductType@527 UserId@531 Price@534 Currency@537 PurchaseToken@543 PurchaseTime@546 ExpiryTime@549 Payload@553 \
                StatusCode@558 StatusDescription@561 GamebaseProductId@565 PurchaseType@573
                """,
            ],
            methods: [
                "RequestPurchase/2@96", "RequestPurchase/3@97", "RequestItemListPurchasable/1@253", "RequestItemListOfNotConsumed/2@348",
                "RequestActivatedPurchases/2@406", "RequestSubscriptionsStatus/2@463",
            ],
            enumerated: [
                "FGamebasePurchasableReceipt: UNKNOWN@196 CONSUMABLE@197 AUTO_RENEWABLE@198 CONSUMABLE_AUTO_RENEWABLE@199",
                "FGamebasePurchasableItem: UNKNOWN@307 CONSUMABLE@308 AUTO_RENEWABLE@309 CONSUMABLE_AUTO_RENEWABLE@310",
                "FGamebasePurchasableSubscriptionStatus: UNKNOWN@524 CONSUMABLE@525 AUTO_RENEWABLE@526 null@570 test@571 Promotion@572",
            ]),
        PlatformPurchasePage(
            page: "ko/unreal-purchase.md",
            types: [
                """
                FGamebasePurchasableReceipt@165: GamebaseProductId@168 ItemSeq@171 Price@174 Currency@177 PaymentSeq@183 PurchaseToken@190 \
                MarketItemId@193 ProductType@200 UserId@204 PaymentId@207 OriginalPaymentId@213 PurchaseTime@216 ExpiryTime@219 StoreCode@223 \
                Payload@227 bIsPromotion@231 bIsTestPurchase@235
                """,
                """
                FGamebasePurchasableItem@285: GamebaseProductId@289 ItemSeq@292 Price@295 Currency@298 ItemName@301 MarketItemId@304 \
                ProductType@311 LocalizedPrice@314 LocalizedTitle@317 LocalizedDescription@320 bIsActive@323
                """,
                """
                FGamebasePurchasableSubscriptionStatus@497: StoreCode@500 PaymentId@503 OriginalPaymentId@509 PaymentSeq@515 MarketItemId@518 \
                ItemSeq@521 ProductType@527 UserId@531 Price@534 Currency@537 PurchaseToken@543 PurchaseTime@546 ExpiryTime@549 Payload@553 \
                StatusCode@558 StatusDescription@561 GamebaseProductId@565 PurchaseType@573
                """,
            ],
            methods: [
                "RequestPurchase/2@96", "RequestPurchase/3@97", "RequestItemListPurchasable/1@253", "RequestItemListOfNotConsumed/2@348",
                "RequestActivatedPurchases/2@406", "RequestSubscriptionsStatus/2@463",
            ],
            enumerated: [
                "FGamebasePurchasableReceipt: UNKNOWN@196 CONSUMABLE@197 AUTO_RENEWABLE@198 CONSUMABLE_AUTO_RENEWABLE@199",
                "FGamebasePurchasableItem: UNKNOWN@307 CONSUMABLE@308 AUTORENEWABLE@309 CONSUMABLE_AUTO_RENEWABLE@310",
                "FGamebasePurchasableSubscriptionStatus: UNKNOWN@524 CONSUMABLE@525 AUTO_RENEWABLE@526 null@570 테스트@571 프로모션@572",
            ]),
        PlatformPurchasePage(
            page: "ja/unreal-purchase.md",
            types: [
                """
                FGamebasePurchasableReceipt@167: GamebaseProductId@170 ItemSeq@173 Price@176 Currency@179 PaymentSeq@185 PurchaseToken@192 \
                MarketItemId@195 ProductType@202 UserId@206 PaymentId@209 OriginalPaymentId@215 PurchaseTime@218 ExpiryTime@221 StoreCode@225 \
                Payload@229 bIsPromotion@232 bIsTestPurchase@235
                """,
                """
                FGamebasePurchasableItem@285: GamebaseProductId@289 ItemSeq@292 Price@295 Currency@298 ItemName@301 MarketItemId@304 \
                ProductType@311 LocalizedPrice@314 LocalizedTitle@317 LocalizedDescription@320 bIsActive@323
                """,
                """
                FGamebasePurchasableSubscriptionStatus@495: StoreCode@498 PaymentId@501 OriginalPaymentId@506 PaymentSeq@511 MarketItemId@513 \
                ItemSeq@516 ProductType@521 UserId@524 Price@527 Currency@529 PurchaseToken@534 PurchaseTime@536 ExpiryTime@539 Payload@543 \
                StatusCode@548 StatusDescription@551 GamebaseProductId@555 PurchaseType@563
                """,
            ],
            methods: [
                "RequestPurchase/2@97", "RequestPurchase/3@98", "RequestItemListPurchasable/1@253", "RequestItemListOfNotConsumed/2@347",
                "RequestActivatedPurchases/2@405", "RequestSubscriptionsStatus/2@461",
            ],
            enumerated: [
                "FGamebasePurchasableReceipt: UNKNOWN@198 CONSUMABLE@199 AUTO_RENEWABLE@200 CONSUMABLE_AUTO_RENEWABLE@201",
                "FGamebasePurchasableItem: UNKNOWN@307 CONSUMABLE@308 AUTORENEWABLE@309 CONSUMABLE_AUTO_RENEWABLE@310",
                "FGamebasePurchasableSubscriptionStatus: UNKNOWN@518 CONSUMABLE@519 AUTO_RENEWABLE@520 null@560 テスト@561 プロモーション@562",
            ]),
        PlatformPurchasePage(
            page: "zh/unreal-purchase.md",
            types: [
                """
                FGamebasePurchasableReceipt@160: gamebaseProductId@163 itemSeq@166 price@169 currency@172 paymentSeq@178 purchaseToken@185 \
                marketItemId@188 productType@195 userId@199 paymentId@202 originalPaymentId@208 purchaseTime@211 expiryTime@214 storeCode@218 \
                payload@222 isPromotion@226 isTestPurchase@230
                """,
                """
                FGamebasePurchasableItem@279: gamebaseProductId@283 itemSeq@286 price@289 currency@292 itemName@295 marketItemId@298 \
                productType@305 localizedPrice@308 localizedTitle@311 localizedDescription@314 isActive@317
                """,
                """
                FGamebasePurchasableSubscriptionStatus@488: storeCode@491 paymentId@494 originalPaymentId@500 paymentSeq@506 marketItemId@509 \
                itemSeq@512 productType@518 userId@522 price@525 currency@528 purchaseToken@534 purchaseTime@537 expiryTime@540 payload@544 \
                statusCode@549 statusDescription@552 gamebaseProductId@556 purchaseType@564
                """,
            ],
            methods: [
                "RequestPurchase/2@93", "RequestPurchase/3@94", "RequestItemListPurchasable/1@248", "RequestItemListOfNotConsumed/2@342",
                "RequestActivatedPurchases/2@399", "RequestSubscriptionsStatus/2@455",
            ],
            enumerated: [
                "FGamebasePurchasableReceipt: UNKNOWN@191 CONSUMABLE@192 AUTO_RENEWABLE@193 CONSUMABLE_AUTO_RENEWABLE@194",
                "FGamebasePurchasableItem: UNKNOWN@301 CONSUMABLE@302 AUTO_RENEWABLE@303 CONSUMABLE_AUTO_RENEWABLE@304",
                "FGamebasePurchasableSubscriptionStatus: UNKNOWN@515 CONSUMABLE@516 AUTO_RENEWABLE@517 null@561 test@562 Promotion@563",
            ]),
    ]

    @Test(arguments: platformPages)
    func classesFieldsEnumerationsAndSignatures(_ expected: PlatformPurchasePage) throws {
        var spec = try CorpusPageExpectationTests.spec(expected.page)
        // The classes the code declares; the configuration tables' types are checked in `theConfigurationTableIsAType`.
        spec.types.removeAll { $0.origin != nil }
        #expect(
            spec.types.map { type in
                "\(type.name)@\(type.location.line): " + type.fields.map { "\($0.name)@\($0.location.line)" }.joined(separator: " ")
            } == expected.types)
        #expect(spec.methods.map { "\($0.name)/\($0.parameters.count)@\($0.location.line)" } == expected.methods)
        #expect(
            spec.types.filter { $0.fields.contains { !$0.enumeration.isEmpty } }.map { type in
                "\(type.name): " + type.fields.flatMap(\.enumeration).map { "\($0.key)@\($0.line)" }.joined(separator: " ")
            } == expected.enumerated)
        #expect(spec.types.allSatisfy { $0.terminated && $0.members.isEmpty })
        #expect(spec.diagnostics.filter { $0.rule.hasPrefix("extract.") }.isEmpty)
    }

    /// The API blocks' signatures as each platform writes them, the same in every language but where noted below:
    /// `name(parameter: written → neutral nullability, …) -> return`, nullability only where the language says one.
    static let androidSignatures = [
        "Gamebase.Purchase.requestPurchase(activity: Activity → Activity nonnull, gamebaseProductId: String → string nonnull, "
            + "callback: GamebaseDataCallback<PurchasableReceipt> → DataCallback<PurchasableReceipt> nonnull) -> void",
        "Gamebase.Purchase.requestItemListPurchasable(activity: Activity → Activity, "
            + "callback: GamebaseDataCallback<List<PurchasableItem>> → DataCallback<array<PurchasableItem>>) -> void",
        "Gamebase.Purchase.requestItemListOfNotConsumed(activity: Activity → Activity nonnull, "
            + "configuration: PurchasableConfiguration → PurchasableConfiguration nonnull, "
            + "callback: GamebaseDataCallback<List<PurchasableReceipt>> → DataCallback<array<PurchasableReceipt>> nonnull) -> void",
        "Gamebase.Purchase.requestActivatedPurchases(activity: Activity → Activity nonnull, "
            + "configuration: PurchasableConfiguration → PurchasableConfiguration nonnull, "
            + "callback: GamebaseDataCallback<List<PurchasableReceipt>> → DataCallback<array<PurchasableReceipt>> nonnull) -> void",
        "Gamebase.Purchase.requestSubscriptionsStatus(activity: Activity → Activity nonnull, "
            + "configuration: PurchasableConfiguration → PurchasableConfiguration nonnull, "
            + "callback: GamebaseDataCallback<List<PurchasableSubscriptionStatus>> → DataCallback<array<PurchasableSubscriptionStatus>> "
            + "nonnull) -> void",
    ]
    static let unityRequestPurchase =
        "RequestPurchase(gamebaseProductId: string → string, "
        + "callback: GamebaseCallback.GamebaseDelegate<GamebaseResponse.Purchase.PurchasableReceipt> → Delegate<PurchasableReceipt>) -> void"
    /// Only zh declares the overload with a payload.
    static let unityPayloadOverload =
        "RequestPurchase(gamebaseProductId: string → string, payload: string → string, "
        + "callback: GamebaseCallback.GamebaseDelegate<GamebaseResponse.Purchase.PurchasableReceipt> → Delegate<PurchasableReceipt>) -> void"
    /// Every language's RequestSubscriptionsStatus hands back receipts, not subscription statuses (the Android and
    /// Unreal ones hand back statuses).
    static let unityListSignatures = [
        """
        RequestItemListPurchasable(callback: GamebaseCallback.GamebaseDelegate<List<GamebaseResponse.Purchase.PurchasableItem>> → \
        Delegate<array<PurchasableItem>>) -> void
        """,
        "RequestItemListOfNotConsumed(configuration: GamebaseRequest.Purchase.PurchasableConfiguration → PurchasableConfiguration, "
            + "callback: GamebaseCallback.GamebaseDelegate<List<GamebaseResponse.Purchase.PurchasableReceipt>> → "
            + "Delegate<array<PurchasableReceipt>>) -> void",
        "RequestActivatedPurchases(configuration: GamebaseRequest.Purchase.PurchasableConfiguration → PurchasableConfiguration, "
            + "callback: GamebaseCallback.GamebaseDelegate<List<GamebaseResponse.Purchase.PurchasableReceipt>> → "
            + "Delegate<array<PurchasableReceipt>>) -> void",
        "RequestSubscriptionsStatus(configuration: GamebaseRequest.Purchase.PurchasableConfiguration → PurchasableConfiguration, "
            + "callback: GamebaseCallback.GamebaseDelegate<List<GamebaseResponse.Purchase.PurchasableReceipt>> → "
            + "Delegate<array<PurchasableReceipt>>) -> void",
    ]
    /// zh names the product ID parameter `gamebaseProductId`, the others `GamebaseProductId`.
    static func unrealSignatures(productId: String) -> [String] {
        [
            """
            RequestPurchase(\(productId): const FString& → string, Callback: const FGamebasePurchasableReceiptDelegate& → \
            PurchasableReceiptDelegate) -> void
            """,
            "RequestPurchase(\(productId): const FString& → string, payload: const FString& → string, "
                + "Callback: const FGamebasePurchasableReceiptDelegate& → PurchasableReceiptDelegate) -> void",
            "RequestItemListPurchasable(Callback: const FGamebasePurchasableItemListDelegate& → PurchasableItemListDelegate) -> void",
            "RequestItemListOfNotConsumed(Configuration: const FGamebasePurchasableConfiguration& → PurchasableConfiguration, "
                + "Callback: const FGamebasePurchasableReceiptListDelegate& → PurchasableReceiptListDelegate) -> void",
            "RequestActivatedPurchases(Configuration: const FGamebasePurchasableConfiguration& → PurchasableConfiguration, "
                + "Callback: const FGamebasePurchasableReceiptListDelegate& → PurchasableReceiptListDelegate) -> void",
            "RequestSubscriptionsStatus(Configuration: const FGamebasePurchasableConfiguration& → PurchasableConfiguration, "
                + "Callback: const FGamebasePurchasableSubscriptionStatusDelegate& → PurchasableSubscriptionStatusDelegate) -> void",
        ]
    }

    static func expectedSignatures(_ page: String) -> [String] {
        switch page.split(separator: "/").last {
        case "aos-purchase.md": androidSignatures
        case "unity-purchase.md":
            (page.hasPrefix("zh/") ? [unityRequestPurchase, unityPayloadOverload] : [unityRequestPurchase]) + unityListSignatures
        default: unrealSignatures(productId: page.hasPrefix("zh/") ? "gamebaseProductId" : "GamebaseProductId")
        }
    }

    static func rendered(_ method: MethodSignature) -> String {
        let parameters = method.parameters.map { parameter in
            "\(parameter.name): \(parameter.type.written) → \(parameter.type.neutral)"
                + (parameter.nullability == .unspecified ? "" : " \(parameter.nullability.rawValue)")
        }
        return (method.owner.map { "\($0)." } ?? "") + "\(method.name)(\(parameters.joined(separator: ", "))) -> \(method.returnType.written)"
    }

    @Test(arguments: platformPages.map(\.page))
    func signaturesWithParameterTypesAndReturnTypes(_ page: String) throws {
        let spec = try CorpusPageExpectationTests.spec(page)
        #expect(spec.methods.map(Self.rendered) == Self.expectedSignatures(page))
        #expect(spec.methods.allSatisfy { $0.isStatic == !page.contains("unreal") && !$0.variadic && !$0.legacy })
    }

    /// The neutral type of every field of the three classes, read off the pages: the same on every platform and in
    /// every language (`String`/`string`/`FString`, `long`/`int64`, `int`/`int32`, `boolean`/`bool`).
    static let neutralFieldTypes: [String: String] = [
        "price": "float", "itemSeq": "integer", "purchaseTime": "integer", "expiryTime": "integer", "statusCode": "integer",
        "isActive": "boolean", "isPromotion": "boolean", "isTestPurchase": "boolean",
    ]

    @Test(arguments: platformPages.map(\.page))
    func everyFieldHasItsNeutralType(_ page: String) throws {
        let spec = try CorpusPageExpectationTests.spec(page)
        let fields = spec.types.filter { $0.origin == nil }.flatMap(\.fields)
        #expect(fields.count == (page.contains("aos") ? 45 : 46))
        for field in fields {
            #expect(
                field.type.neutral == Self.neutralFieldTypes[field.neutralName, default: "string"], "\(field.name) at line \(field.location.line)")
        }
    }

    /// The Unity and Unreal pages document the configuration of the unconsumed-items request as a table under its type's
    /// name in bold (`**FGamebasePurchasableConfiguration**`, en/unreal-purchase.md:334): one type, its one optional field.
    @Test(arguments: [
        ("en/unity-purchase.md", "GamebaseRequest.Purchase.PurchasableConfiguration@342: allStores@344 optional"),
        ("ko/unity-purchase.md", "GamebaseRequest.Purchase.PurchasableConfiguration@340: allStores@342 optional"),
        ("ja/unity-purchase.md", "GamebaseRequest.Purchase.PurchasableConfiguration@338: allStores@340 optional"),
        ("zh/unity-purchase.md", "GamebaseRequest.Purchase.PurchasableConfiguration@371: allStores@373 optional"),
        ("en/unreal-purchase.md", "FGamebasePurchasableConfiguration@336: bAllStores@338 optional"),
        ("ko/unreal-purchase.md", "FGamebasePurchasableConfiguration@336: bAllStores@338 optional"),
        ("ja/unreal-purchase.md", "FGamebasePurchasableConfiguration@335: bAllStores@337 optional"),
        ("zh/unreal-purchase.md", "FGamebasePurchasableConfiguration@330: allStores@332 optional"),
    ])
    func theConfigurationTableIsAType(_ page: String, _ expected: String) throws {
        let spec = try CorpusPageExpectationTests.spec(page)
        #expect(
            spec.types.filter { $0.origin == .table }.map { type in
                "\(type.name)@\(type.location.line): "
                    + type.fields.map { "\($0.name)@\($0.location.line) \($0.required == false ? "optional" : "?")" }.joined(separator: " ")
            } == [expected])
    }

    @Test(arguments: ["en", "ko", "ja", "zh"])
    func theThreeReceiptsReadAsOneNeutralClassWithNeutralTypes(_ language: String) throws {
        let receipts = try ["aos", "unity", "unreal"].map { platform in
            try #require(try CorpusPageExpectationTests.spec("\(language)/\(platform)-purchase.md").types.first)
        }
        #expect(receipts.map(\.neutralName) == ["PurchasableReceipt", "PurchasableReceipt", "PurchasableReceipt"])
        #expect(receipts.map(\.language) == [.java, .csharp, .cpp])
        for receipt in receipts {
            let productId = try #require(receipt.fields.first { $0.neutralName == "gamebaseProductId" })
            #expect(productId.type.neutral == "string")
            #expect(receipt.fields.first { $0.neutralName == "itemSeq" }?.type.neutral == "integer")
        }
        let unrealPromotion = try #require(receipts[2].fields.first { $0.neutralName == "isPromotion" })
        #expect(unrealPromotion.name == (language == "zh" ? "isPromotion" : "bIsPromotion"))
        #expect(receipts[0].fields.first { $0.name == "gamebaseProductId" }?.nullability == .nullable)
        #expect(receipts[0].fields.first { $0.name == "currency" }?.nullability == .nonnull)
    }
}
