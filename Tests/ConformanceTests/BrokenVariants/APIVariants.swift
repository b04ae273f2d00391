/// Leaves out the legacy `requestPurchaseWithItemSeq:viewController:completion:` that only the Chinese guide documents.
struct WithoutLegacyItemSeqPurchase: ForwardingImplementation {
    func providesSelector(_ selector: String) -> Bool {
        selector != "requestPurchaseWithItemSeq:viewController:completion:" && reference.providesSelector(selector)
    }
}
