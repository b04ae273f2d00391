import GuideSpecConformance
import GuideSpecWire

/// Runs a `purchase.scenario` input against a fresh world and writes each step's result as docs/operations.md says.
struct ScenarioRunner {
    let implementation: any PurchaseBehaviour

    init(_ implementation: any PurchaseBehaviour) {
        self.implementation = implementation
    }

    /// What a `consume` step gives when the purchase it names gave no receipt with a paymentSeq.
    static let noReceipt = "no-receipt"

    /// The token a `consume` step with `"purchaseToken": "wrong"` sends.
    static let wrongPurchaseToken = "not-the-issued-purchase-token"

    /// `{"results": [...]}` for the scenario in `input`.
    func run(_ input: JSONValue) throws(MalformedInput) -> JSONValue {
        let fields = InputFields(input, context: "purchase.scenario")
        let world = implementation.makePurchaseWorld(try Self.setup(try fields.value("setup")))
        var receipts: [Int: ReceiptView] = [:]
        var purchases: Set<Int> = []
        var results: [JSONValue] = []
        for (index, step) in try fields.array("steps").enumerated() {
            let stepFields = InputFields(step, context: "purchase.scenario step \(index)")
            switch try stepFields.string("do") {
            case "purchase":
                let choice = try stepFields.string("user")
                guard let user = UserChoice(rawValue: choice) else {
                    throw MalformedInput("purchase.scenario step \(index): \"user\" must be pays, cancels or leaves-open")
                }
                purchases.insert(index)
                let outcome = world.requestPurchase(
                    gamebaseProductId: try stepFields.string("gamebaseProductId"), payload: try stepFields.optionalString("payload"),
                    user: user)
                switch outcome {
                case .purchased(let receipt):
                    receipts[index] = receipt
                    results.append(["receipt": Self.summary(receipt)])
                case .failed(let error): results.append(["error": .number(Double(error.code))])
                case .pending: results.append(["pending": true])
                }
            case "list-not-consumed": results.append(Self.list(world.itemListOfNotConsumed()))
            case "list-activated": results.append(Self.list(world.activatedPurchases()))
            case "restore": results.append(Self.list(world.restorePurchases()))
            case "consume":
                let source = try stepFields.integer("receiptOf")
                guard purchases.contains(source) else {
                    throw MalformedInput("purchase.scenario step \(index): \"receiptOf\" must name an earlier purchase step")
                }
                guard let receipt = receipts[source], let paymentSeq = receipt.paymentSeq, !paymentSeq.isEmpty else {
                    // The implementation gave no receipt (or none with a paymentSeq) to consume: its output, not the case, fails.
                    results.append(["consume": .string(Self.noReceipt)])
                    continue
                }
                let token: String
                switch try stepFields.string("purchaseToken") {
                case "as-issued": token = receipt.purchaseToken ?? ""
                case "wrong": token = Self.wrongPurchaseToken
                default: throw MalformedInput("purchase.scenario step \(index): \"purchaseToken\" must be as-issued or wrong")
                }
                let outcome: String
                switch world.consumeOnGameServer(paymentSeq: paymentSeq, purchaseToken: token) {
                case .delivered: outcome = "delivered"
                case .alreadyDelivered: outcome = "already-delivered"
                case .refusedPurchaseToken: outcome = "refused-purchase-token"
                }
                results.append(["consume": .string(outcome)])
            case "advance-clock":
                let days = try stepFields.integer("days")
                world.advanceClock(days: days)
                results.append(["advancedDays": .number(Double(days))])
            case let other:
                throw MalformedInput("purchase.scenario step \(index): unknown step \"\(other)\"")
            }
        }
        return ["results": .array(results)]
    }

    /// The scenario setup from its JSON form.
    static func setup(_ value: JSONValue) throws(MalformedInput) -> ScenarioSetup {
        let fields = InputFields(value, context: "purchase.scenario setup")
        var products: [ScenarioSetup.Product] = []
        for (index, product) in try fields.array("products").enumerated() {
            let productFields = InputFields(product, context: "purchase.scenario setup product \(index)")
            let days: Int? = product["subscriptionDays"] == nil ? nil : try productFields.integer("subscriptionDays")
            products.append(
                ScenarioSetup.Product(
                    gamebaseProductId: try productFields.string("gamebaseProductId"),
                    productType: try productFields.string("productType"), active: try productFields.bool("active"),
                    subscriptionDays: days))
        }
        return ScenarioSetup(
            store: try fields.string("store"), initialized: try fields.bool("initialized"), userId: try fields.string("userId"),
            products: products, now: try fields.integer("now"))
    }

    /// The parts of a receipt a scenario compares: identities and payload, with the generated identifiers as presence flags.
    static func summary(_ receipt: ReceiptView) -> JSONValue {
        [
            "gamebaseProductId": .string(receipt.gamebaseProductId),
            "productType": .string(receipt.productType),
            "payload": receipt.payload.map(JSONValue.string) ?? .null,
            "hasPaymentSeq": .bool(!(receipt.paymentSeq ?? "").isEmpty),
            "hasPurchaseToken": .bool(!(receipt.purchaseToken ?? "").isEmpty),
            "hasPaymentId": .bool(!(receipt.paymentId ?? "").isEmpty),
        ]
    }

    /// `{"receipts": [...]}` or `{"error": code}`.
    static func list(_ result: Result<[ReceiptView], GuideError>) -> JSONValue {
        switch result {
        case .success(let receipts): ["receipts": .array(receipts.map(summary))]
        case .failure(let error): ["error": .number(Double(error.code))]
        }
    }
}
