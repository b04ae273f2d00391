import GuideSpecWire
import SpecModel

/// `purchase.scenario` cases, on the page of each platform that documents the purchase API: each story whose APIs and errors
/// the page documents for that platform, with the platform's store code, error codes and payload.
enum ScenarioCases {
    /// The payload purchases send where the purchase API takes one.
    static let payload = "slot-1"

    static func drafts(_ view: PlatformPage) -> [CaseDraft] {
        guard view.isPlatformPage else { return [] }
        let apis = Dictionary(APICases.methods(view).map { (APICases.neutralName($0.name), $0.claim) }, uniquingKeysWith: { first, _ in first })
        guard apis[ScenarioScripts.purchaseAPI] != nil, let stores = StoreCodes.of(view) else { return [] }
        let errors = Dictionary(
            ErrorCases.codeClaims(view).map { (ErrorCases.neutralName($0.name), $0.claim) }, uniquingKeysWith: { first, _ in first })
        return ScenarioScripts.all(payload: documentsPayload(view) ? payload : nil).compactMap { script in
            guard script.apis.allSatisfy({ apis[$0] != nil }) else { return nil }
            var codes: [String: JSONValue] = [:]
            var claims: [Claim] = []
            for name in script.errorNames where codes[name] == nil {
                guard let claim = errors[name], let code = Int(claim.expected) else { return nil }
                codes[name] = .number(Double(code))
                claims.append(claim)
            }
            claims += script.apis.compactMap { apis[$0] } + script.citations.compactMap { citation(view, $0) } + [stores.claim]
            let results: [JSONValue] = script.steps.map { step in
                switch step.result {
                case .error(let name): ["error": codes[name] ?? .null]
                case .value(let value): value
                }
            }
            let store = script.setup.supportedStore ? stores.codes[0] : StoreCodes.undocumentedStore
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
        if view.platform == .ios {
            return view.specs.flatMap(view.selectors).contains { purchase($0.selector) && $0.selector.lowercased().contains("payload:") }
        }
        return view.specs.flatMap(view.methods).contains { method in
            purchase(method.name) && method.parameters.contains { $0.name.lowercased() == "payload" }
        }
    }

    /// The claim that a cited item exists, one statement per language that documents it; nil when none does.
    static func citation(_ view: PlatformPage, _ citation: ScenarioScript.Citation) -> Claim? {
        let label: String
        let statements: [Statement]
        switch citation {
        case .flowStep(let flow, let number):
            label = "flow:\(flow)/\(number)"
            statements = view.specs.compactMap { spec in
                spec.flows.first { $0.name == flow }?.steps.first { $0.number == number }.map {
                    Statement(language: spec.language, item: label, location: $0.location)
                }
            }
        case .field(let type, let field):
            let found = view.specs.compactMap { spec -> Statement? in
                guard let declaration = MergedClass.valueObjects(view.types(spec)).first(where: { $0.neutralName == type }),
                    let declared = MergedClass.instanceFields(declaration).first(where: { $0.neutralName == field })
                else { return nil }
                return Statement(language: spec.language, item: "field:\(declaration.fullName).\(declared.name)", location: declared.location)
            }
            label = found.first?.item ?? "field:\(type).\(field)"
            statements = found
        case .api(let name):
            return APICases.methods(view).first { APICases.neutralName($0.name) == name }?.claim
        }
        return statements.isEmpty ? nil : Claim(label: label, statements: statements)
    }
}
