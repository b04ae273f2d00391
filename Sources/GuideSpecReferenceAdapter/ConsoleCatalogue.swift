import GuideSpecConformance
import GuideSpecPurchaseConformance

/// The products registered in the Gamebase console (Purchase (IAP) > Product).
struct ConsoleCatalogue {
    /// One registered product.
    struct Product {
        let gamebaseProductId: String
        let productType: ProductType
        /// The console's "in use" switch.
        let active: Bool
        /// How long one purchase of a subscription lasts; zero for other products.
        let subscriptionDays: Int
    }

    private let products: [String: Product]

    /// The catalogue a scenario sets up; a product registered twice keeps its last registration.
    init(_ products: [ScenarioSetup.Product]) {
        var registered: [String: Product] = [:]
        for product in products {
            registered[product.gamebaseProductId] = Product(
                gamebaseProductId: product.gamebaseProductId, productType: ProductType(key: product.productType),
                active: product.active, subscriptionDays: product.subscriptionDays ?? 0)
        }
        self.products = registered
    }

    /// The product registered as `gamebaseProductId`, or nil.
    func product(_ gamebaseProductId: String) -> Product? {
        products[gamebaseProductId]
    }
}
