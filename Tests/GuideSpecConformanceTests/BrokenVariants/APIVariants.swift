import GuideSpecConformance
import GuideSpecPurchaseConformance

/// Leaves out the legacy `requestPurchaseWithItemSeq:viewController:completion:` that only the Chinese guide documents.
struct WithoutLegacyItemSeqPurchase: ForwardingImplementation {
    func providesMethod(_ method: MethodQuery) -> Bool {
        method.name != "requestPurchaseWithItemSeq:viewController:completion:" && reference.providesMethod(method)
    }
}
