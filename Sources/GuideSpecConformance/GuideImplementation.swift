public import GuideSpecWire

/// What every implementation checked by GuideSpec has: who it is and which platform it implements. Each area of the guide it
/// answers is a protocol refining this one (`ErrorCatalogue`, `ValueObjectCatalogue`, …); `OperationDispatcher` answers an
/// area's operations only for an implementation that conforms to the area's protocol.
public protocol GuideImplementation: Sendable {
    /// The name, version and language reported in handshakes and reports.
    var identity: ImplementationIdentity { get }
    /// The platform whose spelling of names the implementation answers in; Swift implementations are `ios` by default.
    var platform: Platform { get }
    /// The pages it implements, as names or globs (`aos-*`); nil for every page of its platform.
    var pages: [String]? { get }
}

extension GuideImplementation {
    /// A Swift SDK implements the iOS platform, as an adapter whose hello names none does.
    public var platform: Platform { AdapterHello.defaultPlatform }

    /// Every page of the platform.
    public var pages: [String]? { nil }

    /// Whether the implementation conforms to the protocol of `area`.
    public func supports(_ area: Operation.Area) -> Bool {
        switch area {
        case .errorCodes: self is any ErrorCatalogue
        case .valueObjects: self is any ValueObjectCatalogue
        case .enums: self is any EnumCatalogue
        case .apiSurface: self is any APISurface
        case .promotionURL: self is any PromotionURLHandling
        case .purchaseBehaviour: self is any PurchaseBehaviour
        case .transactionObserver: self is any TransactionObserverBehaviour
        }
    }

    /// The operations this implementation answers: those of every area whose protocol it conforms to.
    public var supportedOperations: [Operation] {
        Operation.allCases.filter { supports($0.area) }
    }
}
