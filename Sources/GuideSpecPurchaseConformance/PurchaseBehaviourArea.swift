public import GuideSpecConformance
public import GuideSpecWire

/// `purchase.scenario`, answered by a `PurchaseBehaviour`: each story run by `ScenarioRunner` in a fresh world.
public struct PurchaseBehaviourArea: AreaAnswering {
    public init() {}

    public var area: Operation.Area { .purchaseBehaviour }

    public func isImplemented(by implementation: any GuideImplementation) -> Bool { implementation is any PurchaseBehaviour }

    public func answer(_ operation: Operation, input: JSONValue, by implementation: any GuideImplementation) throws(MalformedInput) -> JSONValue? {
        guard let behaviour = implementation as? any PurchaseBehaviour else { return nil }
        return try ScenarioRunner(behaviour).run(input)
    }

    public var smokeSamples: [Operation: JSONValue] {
        [
            .purchaseScenario: [
                "setup": [
                    "store": "AS", "initialized": true, "userId": "smoke-user", "now": 1_700_000_000_000,
                    "products": [["gamebaseProductId": "gem_100", "productType": "CONSUMABLE", "active": true]],
                ],
                "steps": [["do": "purchase", "gamebaseProductId": "gem_100", "payload": "smoke", "user": "cancels"]],
            ]
        ]
    }
}
