public import GuideSpecConformance
import GuideSpecPurchaseConformance
import GuideSpecStoreKitObserverConformance
public import GuideSpecWire

/// Every area an implementation may answer, adapter side: the generic ones and each pack's. What a dispatcher, an adapter's
/// protocol server, the generated suites and `guidespec smoke` are given; the one list a new pack's areas join.
public enum GuideAreas {
    /// The answerer of every area, in the order of docs/operations.md.
    public static let all: [any AreaAnswering] =
        GenericAreas.all + [PromotionURLArea(), PurchaseBehaviourArea(), TransactionObserverArea()]

    /// A well-formed input for every operation, which `guidespec smoke` sends an adapter.
    public static var smokeSamples: [Operation: JSONValue] {
        all.reduce(into: [:]) { samples, area in samples.merge(area.smokeSamples) { first, _ in first } }
    }
}
