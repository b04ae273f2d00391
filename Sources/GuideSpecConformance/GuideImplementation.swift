public import GuideSpecWire

/// What every implementation checked by GuideSpec has: who it is and which platform it implements. Each area of the guide it
/// answers is a protocol refining this one (`ErrorCatalogue`, `ValueObjectCatalogue`, …, and a pack's own); `OperationDispatcher`
/// answers an area's operations only for an implementation that conforms to the area's protocol.
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
}
