public import ConformanceWire

/// `TCGBPurchasableReceipt`: the receipt of one purchase, as the guide declares it (zh decides nullability; en adds the two payment flags).
public struct PurchasableReceipt: ValueObject, Hashable {
    /// The Gamebase product ID of the purchased item.
    public var gamebaseProductId: String
    /// The price; the guide's `float`, kept as `Double` so that a JSON number encodes back exactly.
    public var price: Double
    /// The currency code.
    public var currency: String
    /// Identifies the payment; the game server sends it with `purchaseToken` to the consume API.
    public var paymentSeq: String
    /// Identifies the payment together with `paymentSeq` in the consume API.
    public var purchaseToken: String
    /// The product ID registered in the App Store console.
    public var marketItemId: String
    /// The product type; a key the guide does not document reads as `.unknown`.
    public var productType: ProductType
    /// The user who bought the product; only that user receives it.
    public var userId: String
    /// The store's payment identifier.
    public var paymentId: String
    /// When the subscription ends, in epoch time.
    public var expiryTime: Int
    /// When the product was bought, in epoch time.
    public var purchaseTime: Int
    /// What the game passed as `payload` when it requested the purchase.
    public var payload: String
    /// The `paymentId` of a subscription's first payment.
    public var originalPaymentId: String
    /// The identifier the legacy itemSeq API uses.
    public var itemSeq: Int
    /// Whether the payment was made in the sandbox (documented by the English guide only).
    public var sandboxPayment: Bool
    /// Whether the payment came from an App Store promotion (documented by the English guide only).
    public var promotionPayment: Bool

    /// The class name the guide declares.
    public static let className = "TCGBPurchasableReceipt"

    /// The declared properties in the guide's order.
    public static let declaredFields = [
        DeclaredField("gamebaseProductId", .string), DeclaredField("price", .float), DeclaredField("currency", .string),
        DeclaredField("paymentSeq", .string), DeclaredField("purchaseToken", .string), DeclaredField("marketItemId", .string),
        DeclaredField("productType", .string), DeclaredField("userId", .string), DeclaredField("paymentId", .string),
        DeclaredField("expiryTime", .integer), DeclaredField("purchaseTime", .integer), DeclaredField("payload", .string),
        DeclaredField("originalPaymentId", .string), DeclaredField("itemSeq", .integer),
        DeclaredField("sandboxPayment", .boolean), DeclaredField("promotionPayment", .boolean),
    ]

    /// Decodes a payload, checking the declared fields in order.
    public init(decoding json: JSONValue) throws(PayloadError) {
        let reader = PayloadReader(json)
        gamebaseProductId = try reader.string("gamebaseProductId")
        price = try reader.float("price")
        currency = try reader.string("currency")
        paymentSeq = try reader.string("paymentSeq")
        purchaseToken = try reader.string("purchaseToken")
        marketItemId = try reader.string("marketItemId")
        productType = try reader.productType("productType")
        userId = try reader.string("userId")
        paymentId = try reader.string("paymentId")
        expiryTime = try reader.integer("expiryTime")
        purchaseTime = try reader.integer("purchaseTime")
        payload = try reader.string("payload")
        originalPaymentId = try reader.string("originalPaymentId")
        itemSeq = try reader.integer("itemSeq")
        sandboxPayment = try reader.boolean("sandboxPayment")
        promotionPayment = try reader.boolean("promotionPayment")
    }

    /// The receipt as an object keyed by field name.
    public var encoded: JSONValue {
        [
            "gamebaseProductId": .string(gamebaseProductId), "price": .number(price), "currency": .string(currency),
            "paymentSeq": .string(paymentSeq), "purchaseToken": .string(purchaseToken), "marketItemId": .string(marketItemId),
            "productType": .string(productType.rawValue), "userId": .string(userId), "paymentId": .string(paymentId),
            "expiryTime": .number(Double(expiryTime)), "purchaseTime": .number(Double(purchaseTime)), "payload": .string(payload),
            "originalPaymentId": .string(originalPaymentId), "itemSeq": .number(Double(itemSeq)),
            "sandboxPayment": .bool(sandboxPayment), "promotionPayment": .bool(promotionPayment),
        ]
    }
}
