package import GuideSpecGoldenCases
package import GuideSpecWire
package import GuideSpecSpecModel

/// `storekit.observer` cases: the stories of `ObserverScripts`, built when the specs hold the articles' transaction code, each
/// citing the article lines and Gamebase guide items it rests on. They belong to the page `storekit-observer`, platform ios.
package struct ObserverCases: PackCaseBuilder {
    /// The page the cases are recorded under (`golden/storekit-observer.jsonl`).
    static let page = "storekit-observer"
    /// The platform the cases are written for: StoreKit is Apple's, and the purchase guide they cite is the iOS one.
    static let platform: Platform = "ios"

    package init() {}

    /// Whether a spec is an article about StoreKit rather than an SDK's guide page: no platform, and code that handles transactions.
    package func readsAlone(_ spec: PageSpec) -> Bool {
        spec.platform == .none && spec.transactionFunctions != nil
    }

    package func cases(from specs: [PageSpec], options: GoldenCaseOptions) -> [GoldenCase] {
        Self.drafts(specs, options: options).map { $0.golden(page: Self.page, platform: Self.platform) }
    }

    static func drafts(_ specs: [PageSpec], options: GoldenCaseOptions) -> [CaseDraft] {
        guard specs.contains(where: { !($0.transactionFunctions ?? []).isEmpty }) else { return [] }
        let pages = PageLanguages.group(specs, order: options.languages)
        return ObserverScripts.all.compactMap { script in
            let claims = script.citations.compactMap { claim($0, pages: pages, guide: options.platforms) }
            guard !claims.isEmpty else { return nil }
            return CaseDraft(operation: .storeKitObserver, subject: script.name, input: script.input, expected: script.expected, claims: claims)
        }
    }

    /// The claim a citation makes, one statement per spec that documents it; nil when none does.
    static func claim(_ citation: ObserverScript.Citation, pages: [PageLanguages], guide: PlatformTable) -> Claim? {
        func specs(_ page: String) -> [PageSpec] { pages.first { $0.page == page }?.specs ?? [] }
        let label: String
        var statements: [Statement] = []
        switch citation {
        case .articleCase(let page, let state):
            for spec in specs(page) {
                guard let function = spec.transactionFunctions?.first(where: { $0.role == "updatedTransactions" }) else { continue }
                if let handled = function.cases.first(where: { $0.states.contains(state) }) {
                    statements.append(statement(spec, "observer:\(page):case:\(state)", line: handled.line, function: function))
                } else if let line = function.switchLine {
                    statements.append(statement(spec, "observer:\(page):switch", line: line, function: function))
                }
            }
            label = "observer:\(page):case:\(state)"
        case .articleFunction(let page, let role):
            label = "observer:\(page):\(role)"
            for spec in specs(page) {
                guard let function = spec.transactionFunctions?.first(where: { $0.role == role }) else { continue }
                statements.append(statement(spec, label, line: function.location.line, function: function))
            }
        case .articleMethod(let page, let name):
            label = "method:\(name)"
            statements = specs(page).compactMap { spec in
                spec.declaredMethod(named: name).map { Statement(language: spec.language, item: label, location: $0.location) }
            }
        case .guide(let page, let citation):
            guard let group = pages.first(where: { $0.page == page }) else { return nil }
            return citation.claim(in: PlatformPage(page: group, platform: platform, guide: guide))
        case .guideError(let page, let name):
            label = "error:\(name)"
            statements = specs(page).compactMap { spec in
                spec.errors.first { $0.name == name }.map { Statement(language: spec.language, item: label, location: $0.location) }
            }
        case .guideURLScheme(let page, let scheme):
            label = "url:\(scheme)"
            statements = specs(page).compactMap { spec in
                spec.urlSchemes.first { $0.scheme == scheme }.map { Statement(language: spec.language, item: label, location: $0.location) }
            }
        }
        return statements.isEmpty ? nil : Claim(label: label, statements: statements)
    }

    /// A statement about a line of an article's transaction code.
    static func statement(_ spec: PageSpec, _ item: String, line: Int, function: TransactionFunction) -> Statement {
        Statement(
            language: spec.language, item: item,
            location: SpecLocation(file: spec.source.file, line: line, section: function.location.section, language: spec.language))
    }
}
