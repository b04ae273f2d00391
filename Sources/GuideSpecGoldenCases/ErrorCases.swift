import GuideSpecWire
import GuideSpecSpecModel

/// `error.code-for-name` and `error.name-for-code` cases: both directions for every named single-code error of a platform,
/// and two negative controls.
package enum ErrorCases {
    static func drafts(_ view: PlatformPage, _ documented: DocumentedNames) -> [CaseDraft] {
        var drafts: [CaseDraft] = []
        for (name, claim) in codeClaims(view) {
            guard let code = Int(claim.expected) else { continue }
            drafts.append(
                CaseDraft(
                    operation: .errorCodeForName, subject: name, input: ["name": .string(name)], expected: ["code": .number(Double(code))],
                    claims: [claim]))
        }
        let byCode = view.page.aligned({ view.errors($0) }, by: \.code)
        for code in byCode.keys {
            let claim = Claim(
                label: "\(code)",
                statements: byCode.byKey[code, default: []].map {
                    Statement(language: $0.language, item: "error:\($0.item.name)", location: $0.item.entry.location, value: $0.item.name)
                })
            drafts.append(
                CaseDraft(
                    operation: .errorNameForCode, subject: "\(code)", input: ["code": .number(Double(code))],
                    expected: ["name": .string(claim.expected)], claims: [claim]))
        }
        let table = Claim(
            label: "errors",
            statements: view.specs.compactMap { spec in
                view.errors(spec).first.map { Statement(language: spec.language, item: "errors", location: $0.entry.location) }
            })
        guard !table.statements.isEmpty else { return drafts }
        drafts.append(
            CaseDraft(
                operation: .errorCodeForName, subject: "unknown-name", input: ["name": .string(documented.unknownErrorName)],
                expected: CaseDraft.rejected("unknown-name"), claims: [table]))
        // No code is free only when the ranges cover every code a JSON number holds exactly: then there is no such case.
        guard let code = documented.unknownErrorCode else { return drafts }
        drafts.append(
            CaseDraft(
                operation: .errorNameForCode, subject: "unknown-code", input: ["code": .number(Double(code))],
                expected: CaseDraft.rejected("unknown-code"), claims: [table]))
        return drafts
    }

    /// Each error name of the platform with the claim on its code (each language's row, its code as the value), in order of
    /// first appearance.
    package static func codeClaims(_ view: PlatformPage) -> [(name: String, claim: Claim)] {
        let byName = view.page.aligned({ view.errors($0) }, by: \.name)
        return byName.keys.map { name in
            (
                name,
                Claim(
                    label: name,
                    statements: byName.byKey[name, default: []].map {
                        Statement(language: $0.language, item: "error:\(name)", location: $0.item.entry.location, value: "\($0.item.code)")
                    })
            )
        }
    }
}
