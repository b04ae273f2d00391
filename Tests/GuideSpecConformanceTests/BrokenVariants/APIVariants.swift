import GuideSpecConformance
import GuideSpecPurchaseConformance

/// Leaves out the legacy `requestPurchaseWithItemSeq:viewController:completion:` that only the Chinese guide documents.
struct WithoutLegacyItemSeqPurchase: ForwardingImplementation {
    func providesMethod(_ method: MethodQuery) -> Bool {
        method.name != "requestPurchaseWithItemSeq:viewController:completion:" && reference.providesMethod(method)
    }
}

/// Puts the purchase methods on the wrong class (`TCGBGamebase` rather than `TCGBPurchase`): a method found by its name
/// alone, whatever it is called on.
struct PurchaseMethodsOnTheWrongClass: ForwardingImplementation {
    func providesMethod(_ method: MethodQuery) -> Bool {
        guard method.name.hasPrefix("requestPurchase") else { return reference.providesMethod(method) }
        guard method.owner == nil || method.owner == "TCGBGamebase" else { return false }
        return reference.providesMethod(MethodQuery(owner: nil, name: method.name, parameters: method.parameters))
    }
}
