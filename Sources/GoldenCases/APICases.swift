import ConformanceWire
import SpecModel

/// `api.selector` cases: every purchase API the guide documents is provided, and a made-up selector is not.
enum APICases {
    /// A selector no language mentions.
    static let undocumentedSelector = "requestUndocumentedPurchaseWithCompletion:"

    static func drafts(_ page: PageLanguages) -> [CaseDraft] {
        let apiClasses = Set(page.specs.flatMap(\.apis).filter(\.isDeclared).flatMap(\.receivers))
        let entries = page.aligned({ $0.apis.filter { isPurchaseAPI($0, apiClasses: apiClasses) } }, by: \.selector)
        var drafts = entries.keys.map { selector in
            CaseDraft(
                name: "api/\(selector)", operation: .apiSelector, input: ["selector": .string(selector)], expected: ["provided": true],
                claims: [
                    Claim(
                        label: selector,
                        statements: entries.byKey[selector, default: []].map { entry in
                            let declared = page.specs.first { $0.language == entry.language }?.declaredMethod(named: selector)
                            return Statement(language: entry.language, item: "api:\(selector)", location: declared?.location ?? entry.item.location)
                        })
                ])
        }
        let surface = Claim(
            label: "apis",
            statements: page.specs.compactMap { spec in
                spec.apis.first { isPurchaseAPI($0, apiClasses: apiClasses) }.map { Statement(language: spec.language, item: "apis", location: $0.location) }
            })
        let mentioned = Set(page.specs.flatMap(\.apis).map(\.selector))
        if !surface.statements.isEmpty && !mentioned.contains(undocumentedSelector) {
            drafts.append(
                CaseDraft(
                    name: "api/undocumented", operation: .apiSelector, input: ["selector": .string(undocumentedSelector)],
                    expected: ["provided": false], claims: [surface]))
        }
        return drafts
    }

    /// Declared, named in prose, or sent in an example to a class that declared APIs are sent to (such as `TCGBPurchase`).
    static func isPurchaseAPI(_ entry: APIEntry, apiClasses: Set<String>) -> Bool {
        entry.isDeclared || entry.foundAs.contains(.prose) || !apiClasses.isDisjoint(with: entry.receivers)
    }
}
