import ConformanceWire
import SpecModel

/// `purchase.scenario` cases: each script whose errors the spec documents, with codes looked up by name.
enum ScenarioCases {
    static func drafts(_ page: PageLanguages) -> [CaseDraft] {
        let errors = page.aligned({ ErrorCases.named($0.errors) }, by: \.name).byKey
        return ScenarioScripts.all.compactMap { script in
            var codes: [String: JSONValue] = [:]
            var claims: [Claim] = []
            for name in script.errorNames where codes[name] == nil {
                guard let rows = errors[name] else { return nil }
                let claim = ErrorCases.codeClaim(name, rows)
                guard let code = Int(claim.expected) else { return nil }
                codes[name] = .number(Double(code))
                claims.append(claim)
            }
            claims += script.citations.compactMap { citation(page, $0) }
            guard !claims.isEmpty else { return nil }
            let results: [JSONValue] = script.steps.map { step in
                switch step.result {
                case .error(let name): ["error": codes[name] ?? .null]
                case .value(let value): value
                }
            }
            return CaseDraft(
                name: "scenario/\(script.name)", operation: .purchaseScenario,
                input: ["setup": script.setup, "steps": .array(script.steps.map(\.action))], expected: ["results": .array(results)],
                claims: claims)
        }
    }

    /// The claim that a cited item exists, one statement per language that documents it; nil when none does.
    static func citation(_ page: PageLanguages, _ citation: ScenarioScript.Citation) -> Claim? {
        let label: String
        let statements: [Statement]
        switch citation {
        case .api(let selector):
            label = "api:\(selector)"
            statements = page.specs.compactMap { spec in
                spec.apis.first { $0.selector == selector }.map {
                    Statement(language: spec.language, item: label, location: spec.declaredMethod(named: selector)?.location ?? $0.location)
                }
            }
        case .flowStep(let flow, let number):
            label = "flow:\(flow)/\(number)"
            statements = page.specs.compactMap { spec in
                spec.flows.first { $0.name == flow }?.steps.first { $0.number == number }.map {
                    Statement(language: spec.language, item: label, location: $0.location)
                }
            }
        case .field(let type, let field):
            label = "field:\(type).\(field)"
            statements = page.specs.compactMap { spec in
                MergedClass.valueObjects(spec).first { $0.name == type }?.fields.first { $0.name == field }.map {
                    Statement(language: spec.language, item: label, location: $0.location)
                }
            }
        }
        return statements.isEmpty ? nil : Claim(label: label, statements: statements)
    }
}
