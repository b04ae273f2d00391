package import GuideSpecGoldenCases
import GuideSpecWire
import GuideSpecSpecModel

/// `url.build` and `url.parse` cases from the reference language's first URL-scheme table and its example URL.
package struct PromotionURLCases: PackCaseBuilder {
    /// A value with every character class percent-encoding must handle: space, `/`, `&`, `=`, `+`, `~` and CJK.
    static func awkwardValue(_ parameter: String) -> String { "\(parameter) pack/100&bonus=1+1~礼包" }

    package init() {}

    package func drafts(_ view: PlatformPage) -> [CaseDraft] {
        guard view.isPlatformPage else { return [] }
        let schemes = view.page.aligned(\.urlSchemes, by: \.scheme)
        guard let name = schemes.keys.first, let declarations = schemes.byKey[name], let scheme = declarations.first?.item else { return [] }
        let table = Claim(
            label: name,
            statements: declarations.map {
                Statement(language: $0.language, item: "url:\(name)", location: $0.item.location, value: Self.signature($0.item))
            })
        let free = scheme.parameters.filter { $0.fixedValue == nil }.map(\.name)
        let awkward = Dictionary(uniqueKeysWithValues: free.map { ($0, Self.awkwardValue($0)) })
        let encodedURL = Self.build(scheme, awkward)
        var drafts = [
            CaseDraft(
                operation: .promotionURLBuild, subject: "build-percent-encoding", input: .object(awkward.mapValues(JSONValue.string)),
                expected: ["url": .string(encodedURL)], claims: [table]),
            CaseDraft(
                operation: .promotionURLParse, subject: "parse-percent-decoding",
                input: ["url": .string(encodedURL.replacingOccurrences(of: "%2B", with: "+"))],
                expected: .object(awkward.mapValues(JSONValue.string)), claims: [table]),
        ]
        let examples = declarations.compactMap { declaration in
            declaration.item.examples.first(where: \.consistent).map { (language: declaration.language, item: $0) }
        }
        guard let example = examples.first?.item else { return drafts }
        let exampleClaim = Claim(
            label: "example",
            statements: examples.map { Statement(language: $0.language, item: "url-example:\(name)", location: $0.item.location, value: $0.item.url) }
        )
        let values = Dictionary(PercentEncoding.query(of: example.url).filter { free.contains($0.name) }, uniquingKeysWith: { first, _ in first })
        drafts.append(
            CaseDraft(
                operation: .promotionURLBuild, subject: "build-example", input: .object(values.mapValues(JSONValue.string)),
                expected: ["url": .string(Self.build(scheme, values))], claims: [table, exampleClaim]))
        drafts.append(
            CaseDraft(
                operation: .promotionURLParse, subject: "parse-example", input: ["url": .string(example.url)],
                expected: .object(values.mapValues(JSONValue.string)), claims: [table, exampleClaim]))
        drafts += PromotionURLRejections.drafts(scheme: scheme, example: example.url, table: table, parameters: Self.parameterClaims(declarations))
        return drafts
    }

    /// The URL the table gives for `values`: scheme, host and path as the table says, then every parameter in table order.
    static func build(_ scheme: URLScheme, _ values: [String: String]) -> String {
        let query = scheme.parameters.map { "\($0.name)=\(PercentEncoding.encode($0.fixedValue ?? values[$0.name] ?? ""))" }
        return "\(scheme.scheme)://\(scheme.host ?? "")\(scheme.path ?? "")?" + query.joined(separator: "&")
    }

    /// What the table requires, compared across languages: scheme, host, path, parameter names and fixed values.
    static func signature(_ scheme: URLScheme) -> String {
        let parameters = scheme.parameters.map { parameter in parameter.fixedValue.map { "\(parameter.name)=\($0)" } ?? parameter.name }
        return "\(scheme.scheme)://\(scheme.host ?? "")\(scheme.path ?? "")?" + parameters.joined(separator: "&")
    }

    /// Each parameter's claim, keyed by name: every language's table row for it.
    static func parameterClaims(_ declarations: [(language: String, item: URLScheme)]) -> [String: Claim] {
        var statements: [String: [Statement]] = [:]
        for declaration in declarations {
            for parameter in declaration.item.parameters {
                statements[parameter.name, default: []].append(
                    Statement(
                        language: declaration.language, item: "url-parameter:\(declaration.item.scheme).\(parameter.name)",
                        location: parameter.location, value: parameter.fixedValue ?? ""))
            }
        }
        return statements.mapValues { Claim(label: $0[0].item, statements: $0) }
    }
}
