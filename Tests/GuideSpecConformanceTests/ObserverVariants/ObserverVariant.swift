import GuideSpecConformance
import GuideSpecStoreKitObserverConformance
import GuideSpecPurchaseConformance
import GuideSpecWire
import GuideSpecSwiftStoreObserver

/// A deliberately broken variant of the Swift article-style observer and the exact observer cases that must catch it.
struct ObserverVariant: Sendable, CustomStringConvertible {
    let name: String
    let implementation: any TransactionObserverBehaviour
    /// The names (after `transaction-observer/`) of exactly the cases the variant fails, sorted.
    let caughtBy: [String]

    var description: String { name }
}

/// The Swift observer with its manager replaced by a subclass that carries one bug.
struct FlawedObserver<Manager: IAPManager>: TransactionObserverBehaviour {
    let make: @Sendable (any PaymentQueue, any StoreGame) -> Manager

    var identity: ImplementationIdentity { ImplementationIdentity(name: "\(Manager.self)", version: "0", language: "swift") }

    func makeStoreClient(queue: any PaymentQueue, game: any StoreGame) -> any StoreClient { make(queue, game) }
}
