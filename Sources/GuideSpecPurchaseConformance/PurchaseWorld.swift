/// One scenario's store, catalogue, user and game server, driven step by step by `ScenarioRunner`.
public protocol PurchaseWorld: AnyObject {
    /// Asks the store to buy a product; the user then pays, cancels, or leaves the store sheet open.
    func requestPurchase(gamebaseProductId: String, payload: String?, user: UserChoice) -> PurchaseOutcome
    /// The paid purchases whose items were not delivered yet, oldest first.
    func itemListOfNotConsumed() -> Result<[ReceiptView], GuideError>
    /// The game server's consume of one purchase: delivers the item once per paymentSeq.
    func consumeOnGameServer(paymentSeq: String, purchaseToken: String) -> ConsumeOutcome
    /// The current user's subscriptions that have not expired, oldest first.
    func activatedPurchases() -> Result<[ReceiptView], GuideError>
    /// Every subscription purchase of the user, expired ones included, oldest first.
    func restorePurchases() -> Result<[ReceiptView], GuideError>
    /// Moves the world's clock forward.
    func advanceClock(days: Int)
}

/// What the user does once the store sheet is shown.
public enum UserChoice: String, Codable, CaseIterable, Sendable {
    case pays
    case cancels
    /// The sheet stays open: the purchase is still in progress.
    case leavesOpen = "leaves-open"
}

/// An error the guide documents, by its code.
public struct GuideError: Error, Hashable, Sendable {
    public var code: Int

    /// Creates an error.
    public init(code: Int) { self.code = code }
}

/// The fields of a receipt that scenarios look at.
public struct ReceiptView: Hashable, Sendable {
    public var gamebaseProductId: String
    public var productType: String
    public var payload: String?
    public var paymentSeq: String?
    public var purchaseToken: String?
    public var paymentId: String?

    /// Creates a view of a receipt.
    public init(
        gamebaseProductId: String, productType: String, payload: String?, paymentSeq: String?, purchaseToken: String?,
        paymentId: String?
    ) {
        self.gamebaseProductId = gamebaseProductId
        self.productType = productType
        self.payload = payload
        self.paymentSeq = paymentSeq
        self.purchaseToken = purchaseToken
        self.paymentId = paymentId
    }
}

/// How a purchase request ends.
public enum PurchaseOutcome: Hashable, Sendable {
    case purchased(ReceiptView)
    case failed(GuideError)
    /// The store sheet is still open.
    case pending
}

/// How a game-server consume ends.
public enum ConsumeOutcome: Hashable, Sendable {
    /// The item was delivered now.
    case delivered
    /// The item had been delivered for this paymentSeq before; nothing was delivered again.
    case alreadyDelivered
    /// The Gamebase server refused the purchaseToken.
    case refusedPurchaseToken
}
