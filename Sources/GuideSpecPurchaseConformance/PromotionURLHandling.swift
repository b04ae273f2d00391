public import GuideSpecConformance

/// The promotion-url area: building and reading the App Store promotion URL of the guide's URL-scheme table.
public protocol PromotionURLHandling: GuideImplementation {
    /// The App Store promotion URL for a bundle and product.
    func buildPromotionURL(bundleId: String, productIdentifier: String) -> String
    /// The bundle and product a promotion URL names, or why the URL is refused.
    func parsePromotionURL(_ url: String) -> Result<PromotionRequest, Rejection>
}

/// What a promotion URL asks for.
public struct PromotionRequest: Hashable, Sendable {
    public var bundleId: String
    public var productIdentifier: String

    /// Creates a request.
    public init(bundleId: String, productIdentifier: String) {
        self.bundleId = bundleId
        self.productIdentifier = productIdentifier
    }
}
