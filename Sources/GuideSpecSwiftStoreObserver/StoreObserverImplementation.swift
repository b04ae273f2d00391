public import GuideSpecStoreKitObserverConformance
public import GuideSpecWire

/// The second Swift implementation in the repository: the transaction observer of the Swift StoreKit article
/// (guides/zh/storekit-observer-swift.md), with what the article leaves out or gets wrong done as the contract says.
public struct StoreObserverImplementation: TransactionObserverBehaviour {
    /// Creates the implementation.
    public init() {}

    public var identity: ImplementationIdentity {
        ImplementationIdentity(name: "swift-store-observer", version: "1.0.0", language: "swift")
    }

    /// The observer answers the transaction-observer page only; the purchase guide's pages are not sent to it.
    public var pages: [String]? { ["storekit-observer"] }

    public func makeStoreClient(queue: any PaymentQueue, game: any StoreGame) -> any StoreClient {
        IAPManager(queue: queue, game: game)
    }
}
