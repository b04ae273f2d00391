public import ConformanceWire

/// `TCGBPurchasableItem`: a product the user can buy, as the guide declares it (`productType` comes from zh only).
public struct PurchasableItem: ValueObject, Hashable {
    /// The product ID registered in the Gamebase console; requestPurchase takes it.
    public var gamebaseProductId: String
    /// The price; the guide's `float`, kept as `Double` so that a JSON number encodes back exactly.
    public var price: Double
    /// The currency code.
    public var currency: String
    /// The product name registered in the Gamebase console.
    public var itemName: String
    /// The store code, `AS`.
    public var marketId: String
    /// The product ID registered in the App Store console.
    public var marketItemId: String
    /// The product type; a key the guide does not document reads as `.unknown`.
    public var productType: ProductType
    /// The local price with its currency symbol.
    public var localizedPrice: String
    /// The local product name registered in the store console.
    public var localizedTitle: String
    /// The local product description registered in the store console.
    public var localizedDescription: String
    /// The console's "in use" switch (getter `isActive`).
    public var active: Bool
    /// The identifier the legacy itemSeq API uses.
    public var itemSeq: Int

    /// The class name the guide declares.
    public static let className = "TCGBPurchasableItem"

    /// The declared properties in the guide's order.
    public static let declaredFields = [
        DeclaredField("gamebaseProductId", .string), DeclaredField("price", .float), DeclaredField("currency", .string),
        DeclaredField("itemName", .string), DeclaredField("marketId", .string), DeclaredField("marketItemId", .string),
        DeclaredField("productType", .string), DeclaredField("localizedPrice", .string), DeclaredField("localizedTitle", .string),
        DeclaredField("localizedDescription", .string), DeclaredField("active", .boolean), DeclaredField("itemSeq", .integer),
    ]

    /// Decodes a payload, checking the declared fields in order.
    public init(decoding json: JSONValue) throws(PayloadError) {
        let reader = PayloadReader(json)
        gamebaseProductId = try reader.string("gamebaseProductId")
        price = try reader.float("price")
        currency = try reader.string("currency")
        itemName = try reader.string("itemName")
        marketId = try reader.string("marketId")
        marketItemId = try reader.string("marketItemId")
        productType = try reader.productType("productType")
        localizedPrice = try reader.string("localizedPrice")
        localizedTitle = try reader.string("localizedTitle")
        localizedDescription = try reader.string("localizedDescription")
        active = try reader.boolean("active")
        itemSeq = try reader.integer("itemSeq")
    }

    /// The item as an object keyed by field name.
    public var encoded: JSONValue {
        [
            "gamebaseProductId": .string(gamebaseProductId), "price": .number(price), "currency": .string(currency),
            "itemName": .string(itemName), "marketId": .string(marketId), "marketItemId": .string(marketItemId),
            "productType": .string(productType.rawValue), "localizedPrice": .string(localizedPrice),
            "localizedTitle": .string(localizedTitle), "localizedDescription": .string(localizedDescription),
            "active": .bool(active), "itemSeq": .number(Double(itemSeq)),
        ]
    }
}
