import GuideSpecConformance
import GuideSpecPurchaseConformance

/// Builds the promotion URL by pasting the values in without percent-encoding.
struct UnencodedPromotionURL: ForwardingImplementation {
    func buildPromotionURL(bundleId: String, productIdentifier: String) -> String {
        "itms-services://?action=purchaseIntent&bundleId=\(bundleId)&productIdentifier=\(productIdentifier)"
    }
}

/// Accepts a promotion URL whatever its scheme, reading only what follows the first `:`.
struct AcceptsAnyScheme: ForwardingImplementation {
    func parsePromotionURL(_ url: String) -> Result<PromotionRequest, Rejection> {
        guard let colon = url.firstIndex(of: ":") else { return reference.parsePromotionURL(url) }
        return reference.parsePromotionURL("itms-services" + url[colon...])
    }
}

/// Accepts a promotion URL whatever its `action` says.
struct AcceptsAnyAction: ForwardingImplementation {
    func parsePromotionURL(_ url: String) -> Result<PromotionRequest, Rejection> {
        let result = reference.parsePromotionURL(url)
        guard case .failure(let rejection) = result, rejection.reason == "wrong-action" else { return result }
        let rewritten = url.replacing(/action=[^&#]*/, with: "action=purchaseIntent")
        return reference.parsePromotionURL(rewritten)
    }
}

/// Checks only that the scheme starts with `itms`, so `itms-service://` and `itms-servicesx://` pass for `itms-services://`.
struct AcceptsSchemeByItsFirstLetters: ForwardingImplementation {
    func parsePromotionURL(_ url: String) -> Result<PromotionRequest, Rejection> {
        guard url.hasPrefix("itms"), let colon = url.firstIndex(of: ":") else { return reference.parsePromotionURL(url) }
        return reference.parsePromotionURL("itms-services" + url[colon...])
    }
}
