// Snapshot of the guide's ios catalogue, taken with: swift run guidespec catalogue --platform ios --constant bundledIOS --output Sources/ReferenceAdapter/BundledCatalogue.swift
// Like an SDK release, it lags the guide until someone takes a new snapshot; meanwhile the reference fails the changed cases.

import GuideSpecCatalogue

extension PlatformCatalogue {
    /// The ios catalogue of the guide when the snapshot was taken.
    static let bundledIOS: PlatformCatalogue = PlatformCatalogue(
        platform: "ios",
        errors: [
            ErrorConstant(name: "TCGB_ERROR_NOT_SUPPORTED", code: 10),
            ErrorConstant(name: "TCGB_ERROR_PURCHASE_NOT_INITIALIZED", code: 4001),
            ErrorConstant(name: "TCGB_ERROR_PURCHASE_USER_CANCELED", code: 4002),
            ErrorConstant(name: "TCGB_ERROR_PURCHASE_NOT_FINISHED_PREVIOUS_PURCHASING", code: 4003),
            ErrorConstant(name: "TCGB_ERROR_PURCHASE_NOT_ENOUGH_CASH", code: 4004),
            ErrorConstant(name: "TCGB_ERROR_PURCHASE_INACTIVE_PRODUCT_ID", code: 4005),
            ErrorConstant(name: "TCGB_ERROR_PURCHASE_NOT_EXIST_PRODUCT_ID", code: 4006),
            ErrorConstant(name: "TCGB_ERROR_PURCHASE_NOT_SUPPORTED_MARKET", code: 4010),
            ErrorConstant(name: "TCGB_ERROR_PURCHASE_EXTERNAL_LIBRARY_ERROR", code: 4201),
            ErrorConstant(name: "TCGB_ERROR_PURCHASE_UNKNOWN_ERROR", code: 4999),
            ErrorConstant(name: "TCGB_ERROR_PURCHASE_LIMIT_EXCEEDED", code: 4007),
        ],
        valueTypes: [
            ValueType(
                name: "TCGBPurchasableReceipt",
                fields: [
                    ValueType.Field(name: "gamebaseProductId", type: "string", nullable: false),
                    ValueType.Field(name: "price", type: "float", nullable: false),
                    ValueType.Field(name: "currency", type: "string", nullable: false),
                    ValueType.Field(name: "paymentSeq", type: "string", nullable: false),
                    ValueType.Field(name: "purchaseToken", type: "string", nullable: false),
                    ValueType.Field(name: "marketItemId", type: "string", nullable: false),
                    ValueType.Field(
                        name: "productType",
                        type: "string",
                        nullable: false,
                        keys: ["UNKNOWN", "CONSUMABLE", "AUTO_RENEWABLE", "CONSUMABLE_AUTO_RENEWABLE"],
                        fallbackKey: "UNKNOWN"
                    ),
                    ValueType.Field(name: "userId", type: "string", nullable: false),
                    ValueType.Field(name: "paymentId", type: "string", nullable: false),
                    ValueType.Field(name: "expiryTime", type: "integer", nullable: false),
                    ValueType.Field(name: "purchaseTime", type: "integer", nullable: false),
                    ValueType.Field(name: "payload", type: "string", nullable: false),
                    ValueType.Field(name: "originalPaymentId", type: "string", nullable: false),
                    ValueType.Field(name: "itemSeq", type: "integer", nullable: false),
                    ValueType.Field(name: "sandboxPayment", type: "boolean", nullable: false),
                    ValueType.Field(name: "promotionPayment", type: "boolean", nullable: false),
                ]
            ),
            ValueType(
                name: "TCGBPurchasableItem",
                fields: [
                    ValueType.Field(name: "gamebaseProductId", type: "string", nullable: false),
                    ValueType.Field(name: "price", type: "float", nullable: false),
                    ValueType.Field(name: "currency", type: "string", nullable: false),
                    ValueType.Field(name: "itemName", type: "string", nullable: false),
                    ValueType.Field(name: "marketId", type: "string", nullable: false),
                    ValueType.Field(name: "marketItemId", type: "string", nullable: false),
                    ValueType.Field(
                        name: "productType",
                        type: "string",
                        nullable: false,
                        keys: ["UNKNOWN", "CONSUMABLE", "AUTO_RENEWABLE", "CONSUMABLE_AUTO_RENEWABLE"],
                        fallbackKey: "UNKNOWN"
                    ),
                    ValueType.Field(name: "localizedPrice", type: "string", nullable: false),
                    ValueType.Field(name: "localizedTitle", type: "string", nullable: false),
                    ValueType.Field(name: "localizedDescription", type: "string", nullable: false),
                    ValueType.Field(name: "active", type: "boolean", nullable: false),
                    ValueType.Field(name: "itemSeq", type: "integer", nullable: false),
                ]
            ),
        ],
        enums: [],
        methods: [
            Method(owner: "TCGBPurchase", name: "requestItemListOfNotConsumedWithCompletion:", parameters: nil),
            Method(
                owner: "TCGBPurchase",
                name: "requestPurchaseWithGamebaseProductId:viewController:completion:",
                parameters: ["string", "UIViewController", "callback(PurchasableReceipt, Error)"]
            ),
            Method(
                owner: "TCGBPurchase",
                name: "requestPurchaseWithGamebaseProductId:payload:viewController:completion:",
                parameters: ["string", "string", "UIViewController", "callback(PurchasableReceipt, Error)"]
            ),
            Method(
                owner: "TCGBPurchase",
                name: "requestPurchaseWithItemSeq:viewController:completion:",
                parameters: ["integer", "UIViewController", "callback(PurchasableReceipt, Error)"]
            ),
            Method(owner: "TCGBPurchase", name: "requestItemListPurchasableWithCompletion:", parameters: nil),
            Method(owner: "TCGBPurchase", name: "requestActivatedPurchasesWithCompletion:", parameters: nil),
            Method(owner: "TCGBPurchase", name: "requestRestoreWithCompletion:", parameters: nil),
        ],
        stores: ["AS"]
    )
}
