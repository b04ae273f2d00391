public import Conformance
public import ConformanceWire

/// The reference SDK: an in-memory implementation of the documented purchase behaviour that passes every golden case.
public struct ReferenceImplementation: PurchaseGuideImplementation {
    /// Creates the reference SDK.
    public init() {}

    public var identity: ImplementationIdentity {
        ImplementationIdentity(name: "guidespec-reference", version: "1.0.0", language: "swift")
    }

    public func errorCode(forName name: String) -> Int? {
        PurchaseErrorCode(constantName: name)?.rawValue
    }

    public func errorName(forCode code: Int) -> String? {
        PurchaseErrorCode(rawValue: code)?.constantName
    }

    public func fieldNames(ofValueObject type: String) -> [String]? {
        ValueObjectCatalogue.valueObjectClass(named: type)?.declaredFields.map(\.name)
    }

    public func fieldShape(_ field: String, ofValueObject type: String) -> FieldShape? {
        ValueObjectCatalogue.valueObjectClass(named: type)?.declaredField(field)?.shape
    }

    public func decodeValueObject(_ type: String, from payload: JSONValue) -> Result<JSONValue, Rejection> {
        guard let valueObjectClass = ValueObjectCatalogue.valueObjectClass(named: type) else {
            return .failure(Rejection("unknown-type"))
        }
        do {
            return .success(try valueObjectClass.init(decoding: payload).encoded)
        } catch {
            return .failure(error.rejection)
        }
    }

    public func buildPromotionURL(bundleId: String, productIdentifier: String) -> String {
        PromotionURL(bundleId: bundleId, productIdentifier: productIdentifier).absoluteString
    }

    public func parsePromotionURL(_ url: String) -> Result<PromotionRequest, Rejection> {
        do {
            let parsed = try PromotionURL(parsing: url)
            return .success(PromotionRequest(bundleId: parsed.bundleId, productIdentifier: parsed.productIdentifier))
        } catch {
            return .failure(error.rejection)
        }
    }

    public func providesSelector(_ selector: String) -> Bool {
        PurchaseSelector(rawValue: selector) != nil
    }

    public func makePurchaseWorld(_ setup: ScenarioSetup) -> any PurchaseWorld {
        InMemoryPurchaseWorld(setup)
    }
}
