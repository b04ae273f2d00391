package import GuideSpecCatalogue
package import GuideSpecGoldenCases
import GuideSpecWire
import GuideSpecSpecModel

/// `purchase.scenario` cases, on the page of each platform that documents the purchase API: each story whose APIs and errors
/// the page documents for that platform, with the platform's store code, error codes and payload, and a paid purchase in each
/// other store the page documents. A purchase page adds the
/// store codes it documents to its platform's catalogue.
package struct ScenarioCases: PackCaseBuilder {
    /// The payload purchases send where the purchase API takes one.
    static let payload = "slot-1"

    package init() {}

    package func addFacts(of view: PlatformPage, to catalogue: inout PlatformCatalogue) {
        guard view.isPlatformPage, let stores = StoreCodes.of(view) else { return }
        catalogue.stores += stores.codes.filter { !catalogue.stores.contains($0) }
    }

    package func drafts(_ view: PlatformPage) -> [CaseDraft] {
        guard view.isPlatformPage else { return [] }
        let apis = Dictionary(APICases.methods(view).map { (APICases.neutralName($0.name), $0.claim) }, uniquingKeysWith: { first, _ in first })
        guard apis[ScenarioScripts.purchaseAPI] != nil, let stores = StoreCodes.of(view) else { return [] }
        let errors = Dictionary(
            ErrorCases.codeClaims(view).map { (PurchaseErrorName.neutral($0.name), $0.claim) }, uniquingKeysWith: { first, _ in first })
        let payload = Self.documentsPayload(view) ? Self.payload : nil
        let scripts = ScenarioScripts.all(payload: payload) + stores.codes.dropFirst().map { ScenarioScripts.purchase(in: $0, payload: payload) }
        return scripts.compactMap { script in
            guard script.apis.allSatisfy({ apis[$0] != nil }) else { return nil }
            var codes: [String: JSONValue] = [:]
            var claims: [Claim] = []
            for name in script.errorNames where codes[name] == nil {
                guard let claim = errors[name], let code = Int(claim.expected) else { return nil }
                codes[name] = .number(Double(code))
                claims.append(claim)
            }
            let store: String
            switch script.setup.store {
            case .firstDocumented: store = stores.codes[0]
            case .undocumented: store = StoreCodes.undocumentedStore
            case .documented(let code): store = code
            }
            let storeClaim = if case .documented(let code) = script.setup.store { stores.claim(for: code) } else { stores.claim }
            // A list step's result is what the prose opening its API's section says the list holds.
            let introductions = script.apis.filter { $0 != ScenarioScripts.purchaseAPI }.map(ItemCitation.introduction)
            claims += script.apis.compactMap { apis[$0] } + (script.citations + introductions).compactMap { $0.claim(in: view) } + [storeClaim]
            let results: [JSONValue] = script.steps.map { step in
                switch step.result {
                case .error(let name): ["error": codes[name] ?? .null]
                case .value(let value): value
                }
            }
            return CaseDraft(
                operation: .purchaseScenario, subject: script.name,
                input: ["setup": script.setup.json(store: store), "steps": .array(script.steps.map(\.action))],
                expected: ["results": .array(results)], claims: claims)
        }
    }

    /// Whether the platform's purchase API takes a payload: a declared `requestPurchase` with a `payload` parameter, or an
    /// Objective-C purchase selector with a `payload:` keyword.
    static func documentsPayload(_ view: PlatformPage) -> Bool {
        let purchase = { (name: String) in APICases.neutralName(name) == ScenarioScripts.purchaseAPI }
        if view.writesSelectors {
            return view.specs.flatMap(view.selectors).contains { purchase($0.selector) && $0.selector.lowercased().contains("payload:") }
        }
        return view.specs.flatMap(view.methods).contains { method in
            purchase(method.name) && method.parameters.contains { $0.name.lowercased() == "payload" }
        }
    }
}
