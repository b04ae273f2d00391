import GuideSpecWire
import Foundation
import GuideSpecSpecModel

/// `api.method` cases: every method the page documents for the platform is provided, and a made-up one is not.
package enum APICases {
    /// One documented method: the query that asks for it, its case subject, and the claim it rests on.
    package struct DocumentedMethod {
        package let owner: String?
        package let name: String
        /// Neutral types; nil for an Objective-C selector the guide only sends and never declares.
        package let parameters: [String]?
        package let claim: Claim
        /// Whether the subject lists the parameters' types: every language but Objective-C, whose selector tells overloads apart.
        var overloadable = true

        /// `owner.name`, then for a method of an overloading language `-` and its parameters' types (`void` for none).
        var subject: String {
            let base = [owner, name].compactMap { $0 }.joined(separator: ".")
            guard overloadable, let parameters else { return base }
            return base + "-" + (parameters.isEmpty ? "void" : parameters.map { $0.replacingOccurrences(of: " ", with: "") }.joined(separator: "-"))
        }

        /// The `api.method` input.
        var input: JSONValue {
            [
                "owner": owner.map(JSONValue.string) ?? .null, "name": .string(name),
                "parameters": parameters.map { .array($0.map(JSONValue.string)) } ?? .null,
            ]
        }
    }

    /// The name of a method no page documents, as Objective-C and as other languages write one.
    static let undocumentedSelector = "undocumentedMethodWithCompletion:"
    static let undocumentedMethod = "undocumentedMethod"

    static func drafts(_ view: PlatformPage) -> [CaseDraft] {
        let methods = methods(view)
        var drafts = methods.map { method in
            CaseDraft(operation: .apiMethod, subject: method.subject, input: method.input, expected: ["provided": true], claims: [method.claim])
        }
        guard let first = methods.first else { return drafts }
        let objectiveC = view.writesSelectors
        let name = objectiveC ? undocumentedSelector : undocumentedMethod
        guard !methods.contains(where: { $0.name == name }) else { return drafts }
        let surface = Claim(label: "methods", statements: methods.flatMap { $0.claim.statements.map(\.existence) })
        let probe = DocumentedMethod(owner: first.owner, name: name, parameters: objectiveC ? nil : [], claim: surface, overloadable: !objectiveC)
        drafts.append(
            CaseDraft(operation: .apiMethod, subject: "undocumented-method", input: probe.input, expected: ["provided": false], claims: [surface]))
        return drafts
    }

    /// The methods a page documents for its platform: Objective-C selectors where the platform writes them, declared
    /// signatures elsewhere.
    package static func methods(_ view: PlatformPage) -> [DocumentedMethod] {
        view.writesSelectors ? selectors(view) : signatures(view)
    }

    /// Every selector declared, named in prose, or sent in an example to a class that a declared selector is sent to (such as
    /// `SDKAuth`); its owner is that class when one is known, its parameters those of a declaration when one exists.
    static func selectors(_ view: PlatformPage) -> [DocumentedMethod] {
        let apiClasses = Set(view.specs.flatMap(view.selectors).filter(\.isDeclared).flatMap(\.receivers))
        let entries = view.page.aligned({ view.selectors($0).filter { isAPI($0, apiClasses: apiClasses) } }, by: \.selector)
        return entries.keys.map { selector in
            let rows = entries.byKey[selector, default: []]
            let receivers = rows.flatMap(\.item.receivers).filter(apiClasses.contains)
            let owner = receivers.first ?? (apiClasses.count == 1 ? apiClasses.first : nil)
            let declaration = view.specs.lazy.compactMap { $0.declaredMethod(named: selector) }.first
            let claim = Claim(
                label: selector,
                statements: rows.map { row in
                    let declared = view.specs.first { $0.language == row.language }?.declaredMethod(named: selector)
                    return Statement(language: row.language, item: "api:\(selector)", location: declared?.location ?? row.item.location)
                })
            return DocumentedMethod(owner: owner, name: selector, parameters: declaration.map(neutralTypes), claim: claim, overloadable: false)
        }
    }

    /// Every declared signature, overloads apart, keyed by owner, name and parameter types; a signature without an owner is
    /// on the class its page's examples call it on, when they agree on one.
    static func signatures(_ view: PlatformPage) -> [DocumentedMethod] {
        let entries = view.page.aligned({ view.methods($0) }, by: key)
        return entries.keys.map { key in
            let rows = entries.byKey[key, default: []]
            let reference = rows[0].item
            // A signature that stands alone belongs to the class the page's examples call it on (`Sdk.Store`), and
            // the case cites those calls too.
            let calls = reference.owner == nil ? rows.compactMap { row in row.item.calledOn.map { (row.language, $0) } } : []
            let claim = Claim(
                label: key,
                statements: rows.map { Statement(language: $0.language, item: "method:\(key)", location: $0.item.location) }
                    + calls.map { Statement(language: $0.0, item: "method:\(key)", location: $0.1.location) })
            return DocumentedMethod(
                owner: reference.owner ?? calls.first?.1.receiver, name: reference.name, parameters: neutralTypes(reference), claim: claim)
        }
    }

    /// What tells overloads apart: `owner.name(types)`.
    static func key(_ method: MethodSignature) -> String {
        [method.owner, method.name].compactMap { $0 }.joined(separator: ".") + "(" + neutralTypes(method).joined(separator: ", ") + ")"
    }

    /// The parameters' neutral types in order.
    static func neutralTypes(_ method: MethodSignature) -> [String] {
        method.parameters.map(\.type.neutral)
    }

    /// Declared, named in prose, or sent in an example to a class that declared APIs are sent to (such as `SDKAuth`).
    static func isAPI(_ entry: APIEntry, apiClasses: Set<String>) -> Bool {
        entry.isDeclared || entry.foundAs.contains(.prose) || !apiClasses.isDisjoint(with: entry.receivers)
    }

    /// The method's neutral name: for an Objective-C selector its first keyword up to `With`
    /// (`requestItemListOfNotConsumedWithCompletion:` → `requestItemListOfNotConsumed`), else the name in lower camel case.
    package static func neutralName(_ name: String) -> String {
        let keyword = name.prefix { $0 != ":" }
        let base = keyword.range(of: "With").map { keyword[..<$0.lowerBound] } ?? keyword
        guard let first = base.first else { return String(base) }
        return first.lowercased() + base.dropFirst()
    }
}

extension Statement {
    /// The same language, item and location, claiming only that the item exists.
    var existence: Statement { Statement(language: language, item: item, location: location) }
}
