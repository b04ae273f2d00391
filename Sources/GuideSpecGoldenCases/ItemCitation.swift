import GuideSpecSpecModel

/// A spec item a case cites by neutral names, beside the errors and APIs its steps use: what a pack's stories rest on.
package enum ItemCitation: Sendable {
    /// Step `number` of the flow named so.
    case flowStep(String, Int)
    /// A field of a value object, both by neutral name (`PurchasableReceipt`, `payload`).
    case field(String, String)
    /// An SDK API by neutral name (`requestRestore`).
    case api(String)
    /// The prose that opens the section declaring an SDK API, by the API's neutral name: what the guide says it does.
    case introduction(String)

    /// The claim that the cited item exists on `view`'s page, one statement per language that documents it; nil when none does.
    package func claim(in view: PlatformPage) -> Claim? {
        let label: String
        let statements: [Statement]
        switch self {
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
        case .introduction(let name):
            let found = view.specs.compactMap { spec -> Statement? in
                guard let method = view.methods(spec).first(where: { APICases.neutralName($0.name) == name && $0.introduction != nil }),
                    let introduction = method.introduction
                else { return nil }
                return Statement(language: spec.language, item: "introduction:api:\(method.name)", location: introduction)
            }
            label = found.first?.item ?? "introduction:api:\(name)"
            statements = found
        }
        return statements.isEmpty ? nil : Claim(label: label, statements: statements)
    }
}
