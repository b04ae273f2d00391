/// Every broken variant and the exact case ids that catch it: THE expectation table to update when the golden file changes.
///
/// When the golden cases change, run `BrokenVariantTests`: on a mismatch it prints each variant's actual ids; copy them
/// here only after checking that each still makes sense.
extension BrokenVariant {
    static let all: [BrokenVariant] = [
        BrokenVariant(
            name: "wrong code for TCGB_ERROR_PURCHASE_USER_CANCELED", implementation: WrongCodeForUserCanceled(),
            caughtBy: ["ios-purchase/ios/error-codes/TCGB_ERROR_PURCHASE_USER_CANCELED"]),
        BrokenVariant(
            name: "wrong name for code 4005", implementation: WrongNameForInactiveProduct(),
            caughtBy: ["ios-purchase/ios/error-codes/4005"]),
        BrokenVariant(
            name: "receipt without originalPaymentId", implementation: ReceiptWithoutOriginalPaymentId(),
            caughtBy: [
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-complete",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-extra-member",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-missing-originalPaymentId",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-productType-AUTO_RENEWABLE",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-productType-CONSUMABLE_AUTO_RENEWABLE",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-productType-UNKNOWN",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-unrecognised-productType",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-wrong-type-originalPaymentId-array",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-wrong-type-originalPaymentId-boolean",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-wrong-type-originalPaymentId-number",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-wrong-type-originalPaymentId-object",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.field-names",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.originalPaymentId",
            ]),
        BrokenVariant(
            name: "paymentId nullable", implementation: NullablePaymentId(),
            caughtBy: [
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-missing-paymentId",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.paymentId",
            ]),
        BrokenVariant(
            name: "unknown productType passed through", implementation: UnknownProductTypePassedThrough(),
            caughtBy: [
                "ios-purchase/ios/value-objects/TCGBPurchasableItem.decode-unrecognised-productType",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-unrecognised-productType",
            ]),
        BrokenVariant(
            name: "promotion URL without percent-encoding", implementation: UnencodedPromotionURL(),
            caughtBy: ["ios-purchase/ios/promotion-url/build-percent-encoding"]),
        BrokenVariant(
            name: "parser accepts any action", implementation: AcceptsAnyAction(),
            caughtBy: ["ios-purchase/ios/promotion-url/parse-wrong-action"]),
        BrokenVariant(
            name: "legacy itemSeq purchase missing", implementation: WithoutLegacyItemSeqPurchase(),
            caughtBy: ["ios-purchase/ios/api-surface/TCGBPurchase.requestPurchaseWithItemSeq:viewController:completion:"]),
        BrokenVariant(
            name: "consume delivers twice", implementation: DecoratedWorlds(decorate: DeliversTwice.init),
            caughtBy: [
                "ios-purchase/ios/purchase-behaviour/consume-checks-delivery-before-token",
                "ios-purchase/ios/purchase-behaviour/consume-delivers-once",
            ]),
        BrokenVariant(
            name: "consume verifies the token before the delivery DB", implementation: DecoratedWorlds(decorate: TokenBeforeDeliveryDB.init),
            caughtBy: ["ios-purchase/ios/purchase-behaviour/consume-checks-delivery-before-token"]),
        BrokenVariant(
            name: "restore drops expired purchases", implementation: DecoratedWorlds(decorate: RestoreDropsExpired.init),
            caughtBy: ["ios-purchase/ios/purchase-behaviour/restore-includes-expired"]),
        BrokenVariant(
            name: "activated list includes expired subscriptions", implementation: DecoratedWorlds(decorate: ActivatedIncludesExpired.init),
            caughtBy: [
                "ios-purchase/ios/purchase-behaviour/activated-excludes-expired",
                "ios-purchase/ios/purchase-behaviour/subscription-ends-at-its-expiry-millisecond",
            ]),
        BrokenVariant(
            name: "cancel reports 4999", implementation: DecoratedWorlds(decorate: CancelReportsUnknownError.init),
            caughtBy: ["ios-purchase/ios/purchase-behaviour/user-cancels"]),
        BrokenVariant(
            name: "payload not kept", implementation: DecoratedWorlds(decorate: PayloadNotKept.init),
            caughtBy: [
                "ios-purchase/ios/purchase-behaviour/consume-checks-delivery-before-token",
                "ios-purchase/ios/purchase-behaviour/consume-delivers-once",
                "ios-purchase/ios/purchase-behaviour/consume-refuses-wrong-token",
                "ios-purchase/ios/purchase-behaviour/consume-verifies-token-before-delivering",
                "ios-purchase/ios/purchase-behaviour/not-consumed-lists-consumables-not-subscriptions",
                "ios-purchase/ios/purchase-behaviour/not-consumed-until-consumed",
                "ios-purchase/ios/purchase-behaviour/payload-round-trips-to-the-not-consumed-list",
                "ios-purchase/ios/purchase-behaviour/purchase-succeeds",
            ]),
        BrokenVariant(
            name: "4003 not raised", implementation: DecoratedWorlds(decorate: ForgetsOpenPurchase.init),
            caughtBy: ["ios-purchase/ios/purchase-behaviour/previous-purchase-unfinished"]),
        // The planted bugs of issue 11: each once passed every case.
        BrokenVariant(
            name: "not-consumed list includes subscriptions", implementation: DecoratedWorlds(decorate: NotConsumedIncludesSubscriptions.init),
            caughtBy: ["ios-purchase/ios/purchase-behaviour/not-consumed-lists-consumables-not-subscriptions"]),
        BrokenVariant(
            name: "consume delivers before it verifies the purchase token",
            implementation: DecoratedWorlds(decorate: DeliversBeforeVerifyingToken.init),
            caughtBy: [
                "ios-purchase/ios/purchase-behaviour/consume-refuses-wrong-token",
                "ios-purchase/ios/purchase-behaviour/consume-verifies-token-before-delivering",
            ]),
        BrokenVariant(
            name: "store checked before init", implementation: StoreCheckedBeforeInit(),
            caughtBy: ["ios-purchase/ios/purchase-behaviour/init-is-checked-before-the-store"]),
        BrokenVariant(
            name: "promotion URL parser accepts any scheme", implementation: AcceptsAnyScheme(),
            caughtBy: [
                "ios-purchase/ios/promotion-url/parse-scheme-cut-short",
                "ios-purchase/ios/promotion-url/parse-scheme-that-extends-it",
                "ios-purchase/ios/promotion-url/parse-wrong-scheme",
            ]),
        BrokenVariant(
            name: "restore returns consumed consumables", implementation: DecoratedWorlds(decorate: RestoreIncludesConsumedConsumables.init),
            caughtBy: ["ios-purchase/ios/purchase-behaviour/restore-leaves-out-consumables"]),
        BrokenVariant(
            name: "subscription active at its expiry millisecond", implementation: ActiveAtExpiryMillisecond(),
            caughtBy: ["ios-purchase/ios/purchase-behaviour/subscription-ends-at-its-expiry-millisecond"]),
        BrokenVariant(
            name: "not-consumed list drops the payload", implementation: DecoratedWorlds(decorate: NotConsumedDropsPayload.init),
            caughtBy: [
                "ios-purchase/ios/purchase-behaviour/consume-verifies-token-before-delivering",
                "ios-purchase/ios/purchase-behaviour/not-consumed-lists-consumables-not-subscriptions",
                "ios-purchase/ios/purchase-behaviour/not-consumed-until-consumed",
                "ios-purchase/ios/purchase-behaviour/payload-round-trips-to-the-not-consumed-list",
            ]),
        // The plausible bugs of issue 29 that passed every case of the Unity page.
        BrokenVariant(
            name: "consumable subscription decoded as unknown", implementation: ConsumableSubscriptionDecodedAsUnknown(),
            caughtBy: [
                "ios-purchase/ios/value-objects/TCGBPurchasableItem.decode-productType-CONSUMABLE_AUTO_RENEWABLE",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-productType-CONSUMABLE_AUTO_RENEWABLE",
            ]),
        BrokenVariant(
            name: "string field accepts a number", implementation: StringFieldAcceptsNumber(),
            caughtBy: [
                "ios-purchase/ios/value-objects/TCGBPurchasableItem.decode-wrong-type-currency-number",
                "ios-purchase/ios/value-objects/TCGBPurchasableItem.decode-wrong-type-gamebaseProductId-number",
                "ios-purchase/ios/value-objects/TCGBPurchasableItem.decode-wrong-type-itemName-number",
                "ios-purchase/ios/value-objects/TCGBPurchasableItem.decode-wrong-type-localizedDescription-number",
                "ios-purchase/ios/value-objects/TCGBPurchasableItem.decode-wrong-type-localizedPrice-number",
                "ios-purchase/ios/value-objects/TCGBPurchasableItem.decode-wrong-type-localizedTitle-number",
                "ios-purchase/ios/value-objects/TCGBPurchasableItem.decode-wrong-type-marketId-number",
                "ios-purchase/ios/value-objects/TCGBPurchasableItem.decode-wrong-type-marketItemId-number",
                "ios-purchase/ios/value-objects/TCGBPurchasableItem.decode-wrong-type-productType-number",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-wrong-type-currency-number",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-wrong-type-gamebaseProductId-number",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-wrong-type-marketItemId-number",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-wrong-type-originalPaymentId-number",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-wrong-type-payload-number",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-wrong-type-paymentId-number",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-wrong-type-paymentSeq-number",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-wrong-type-productType-number",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-wrong-type-purchaseToken-number",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-wrong-type-userId-number",
            ]),
        BrokenVariant(
            name: "integer field accepts 42.5", implementation: IntegerFieldAcceptsFraction(),
            caughtBy: [
                "ios-purchase/ios/value-objects/TCGBPurchasableItem.decode-wrong-type-itemSeq-fraction",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-wrong-type-expiryTime-fraction",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-wrong-type-itemSeq-fraction",
                "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.decode-wrong-type-purchaseTime-fraction",
            ]),
        BrokenVariant(
            name: "purchase methods on the wrong class", implementation: PurchaseMethodsOnTheWrongClass(),
            caughtBy: [
                "ios-purchase/ios/api-surface/TCGBPurchase.requestPurchaseWithGamebaseProductId:payload:viewController:completion:",
                "ios-purchase/ios/api-surface/TCGBPurchase.requestPurchaseWithGamebaseProductId:viewController:completion:",
                "ios-purchase/ios/api-surface/TCGBPurchase.requestPurchaseWithItemSeq:viewController:completion:",
            ]),
        BrokenVariant(
            name: "activated list leaves out consumable subscriptions",
            implementation: DecoratedWorlds(decorate: ActivatedLeavesOutConsumableSubscriptions.init),
            caughtBy: ["ios-purchase/ios/purchase-behaviour/activated-lists-every-active-subscription"]),
        BrokenVariant(
            name: "activated list returns only its first entry", implementation: DecoratedWorlds(decorate: ActivatedReturnsItsFirstEntryOnly.init),
            caughtBy: ["ios-purchase/ios/purchase-behaviour/activated-lists-every-active-subscription"]),
        BrokenVariant(
            name: "activated list empty before initialisation", implementation: ActivatedEmptyBeforeInitialization(),
            caughtBy: ["ios-purchase/ios/purchase-behaviour/list-activated-before-initialization"]),
        BrokenVariant(
            name: "promotion URL parser checks the scheme's first letters", implementation: AcceptsSchemeByItsFirstLetters(),
            caughtBy: [
                "ios-purchase/ios/promotion-url/parse-scheme-cut-short",
                "ios-purchase/ios/promotion-url/parse-scheme-that-extends-it",
            ]),
        BrokenVariant(
            name: "pending purchase reported as error 4008", implementation: DecoratedWorlds(decorate: PendingReportedAsError.init),
            caughtBy: ["ios-purchase/ios/purchase-behaviour/previous-purchase-unfinished"]),
    ]
}
