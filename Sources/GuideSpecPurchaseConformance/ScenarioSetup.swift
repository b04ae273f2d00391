/// The world a purchase scenario starts from: store, initialisation, user, catalogue and clock.
public struct ScenarioSetup: Hashable, Sendable {
    /// The store code the game initialised purchase with, such as `AS`.
    public var store: String
    /// Whether Gamebase (and its purchase adapter) was initialised.
    public var initialized: Bool
    public var userId: String
    public var products: [Product]
    /// The clock at the start, in epoch milliseconds.
    public var now: Int

    /// Creates a setup.
    public init(store: String, initialized: Bool, userId: String, products: [Product], now: Int) {
        self.store = store
        self.initialized = initialized
        self.userId = userId
        self.products = products
        self.now = now
    }

    /// A product registered in the Gamebase console.
    public struct Product: Hashable, Sendable {
        public var gamebaseProductId: String
        /// `CONSUMABLE`, `AUTO_RENEWABLE` or `CONSUMABLE_AUTO_RENEWABLE`.
        public var productType: String
        /// The console's "in use" switch.
        public var active: Bool
        /// For subscriptions: how long one purchase lasts.
        public var subscriptionDays: Int?

        /// Creates a product.
        public init(gamebaseProductId: String, productType: String, active: Bool, subscriptionDays: Int? = nil) {
            self.gamebaseProductId = gamebaseProductId
            self.productType = productType
            self.active = active
            self.subscriptionDays = subscriptionDays
        }
    }
}
