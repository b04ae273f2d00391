public import ConformanceWire

/// What every implementation checked by GuideSpec has: who it is. Each area of the guide it answers is a protocol refining this one.
public protocol GuideImplementation: Sendable {
    /// The name, version and language reported in handshakes and reports.
    var identity: ImplementationIdentity { get }
}

extension GuideImplementation {
    /// The operations this implementation answers: those of every area whose protocol it conforms to.
    public var supportedOperations: [Operation] {
        Operation.allCases.filter { operation in
            switch operation.area {
            case .transactionObserver: self is any TransactionObserverBehaviour
            default: self is any PurchaseGuideImplementation
            }
        }
    }
}
