import GuideSpecWire

/// One well-formed sample input per operation of docs/operations.md, for `guidespec smoke`.
enum SmokeSamples {
    static let inputs: [Operation: JSONValue] = [
        .errorCodeForName: ["name": "TCGB_ERROR_PURCHASE_USER_CANCELED"],
        .errorNameForCode: ["code": 4002],
        .valueObjectFieldNames: ["type": "TCGBPurchasableItem"],
        .valueObjectField: ["type": "TCGBPurchasableItem", "field": "gamebaseProductId"],
        .valueObjectDecode: ["type": "TCGBPurchasableItem", "payload": ["gamebaseProductId": "gem_100"]],
        .promotionURLBuild: ["bundleId": "com.example.game", "productIdentifier": "gem_100"],
        .promotionURLParse: ["url": "itms-services://?action=purchaseIntent&bundleId=com.example.game&productIdentifier=gem_100"],
        .enumMembers: ["enum": "GamebaseDisplayLanguageCode"],
        .apiMethod: ["owner": "TCGBPurchase", "name": "requestRestoreWithCompletion:", "parameters": nil],
        .purchaseScenario: [
            "setup": [
                "store": "AS", "initialized": true, "userId": "smoke-user", "now": 1_700_000_000_000,
                "products": [["gamebaseProductId": "gem_100", "productType": "CONSUMABLE", "active": true]],
            ],
            "steps": [["do": "purchase", "gamebaseProductId": "gem_100", "payload": "smoke", "user": "cancels"]],
        ],
        .storeKitObserver: [
            "products": [["identifier": "gem_100", "type": "consumable"]],
            "events": [["do": "queue-update", "transactions": [["id": "t1", "productIdentifier": "gem_100", "state": "purchasing"]]]],
        ],
    ]
}
