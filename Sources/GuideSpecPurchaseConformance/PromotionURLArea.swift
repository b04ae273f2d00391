public import GuideSpecConformance
public import GuideSpecWire

/// `url.build` and `url.parse`, answered by a `PromotionURLHandling`.
public struct PromotionURLArea: AreaAnswering {
    public init() {}

    public var area: Operation.Area { .promotionURL }

    public func isImplemented(by implementation: any GuideImplementation) -> Bool { implementation is any PromotionURLHandling }

    public func answer(_ operation: Operation, input: JSONValue, by implementation: any GuideImplementation) throws(MalformedInput) -> JSONValue? {
        guard let handling = implementation as? any PromotionURLHandling else { return nil }
        let fields = InputFields(input, operation: operation)
        if operation == .promotionURLBuild {
            let url = handling.buildPromotionURL(bundleId: try fields.string("bundleId"), productIdentifier: try fields.string("productIdentifier"))
            return ["url": .string(url)]
        }
        switch handling.parsePromotionURL(try fields.string("url")) {
        case .success(let request): return ["bundleId": .string(request.bundleId), "productIdentifier": .string(request.productIdentifier)]
        case .failure(let rejection): return rejection.output
        }
    }

    public var smokeSamples: [Operation: JSONValue] {
        [
            .promotionURLBuild: ["bundleId": "com.example.game", "productIdentifier": "gem_100"],
            .promotionURLParse: ["url": "itms-services://?action=purchaseIntent&bundleId=com.example.game&productIdentifier=gem_100"],
        ]
    }
}
