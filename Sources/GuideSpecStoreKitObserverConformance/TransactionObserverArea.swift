public import GuideSpecConformance
public import GuideSpecWire

/// `storekit.observer`, answered by a `TransactionObserverBehaviour`: each story run by `TransactionObserverRunner` over a
/// fresh simulated payment queue.
public struct TransactionObserverArea: AreaAnswering {
    public init() {}

    public var area: Operation.Area { .transactionObserver }

    public func isImplemented(by implementation: any GuideImplementation) -> Bool { implementation is any TransactionObserverBehaviour }

    public func answer(_ operation: Operation, input: JSONValue, by implementation: any GuideImplementation) throws(MalformedInput) -> JSONValue? {
        guard let observers = implementation as? any TransactionObserverBehaviour else { return nil }
        return try TransactionObserverRunner(implementation: observers).run(input)
    }

    public var smokeSamples: [Operation: JSONValue] {
        [
            .storeKitObserver: [
                "products": [["identifier": "gem_100", "type": "consumable"]],
                "events": [["do": "queue-update", "transactions": [["id": "t1", "productIdentifier": "gem_100", "state": "purchasing"]]]],
            ]
        ]
    }
}
