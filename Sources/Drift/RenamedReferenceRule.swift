import Foundation
import SpecModel

/// A flow, prose or example that refers to a declared method under another selector: same stem (the first keyword up to
/// `With`), different selector, and the page declares no method with the selector used.
enum RenamedReferenceRule {
    static let id = "drift.renamed-reference"
    static let severity = DriftSeverity.warning

    /// One finding per undeclared selector whose stem matches a declared one's.
    static func findings(_ page: DriftPage) -> [DriftFinding] {
        let declared = page.spec.apis.filter(\.isDeclared)
        return page.spec.apis.filter { !$0.isDeclared }.compactMap { used in
            let matches = declared.filter { stem($0.selector) == stem(used.selector) }
            guard !matches.isEmpty, used.selector.contains(":") else { return nil }
            let how = used.foundAs.map(\.rawValue).joined(separator: ", ")
            return DriftFinding(
                rule: id, severity: severity, message: message(used.selector, how: how, declared: matches.map(\.selector), language: page.language),
                page: page.spec.page, subject: "selector:\(used.selector)",
                locations: [DriftLocation(used.location, language: page.language, note: "\(page.language): \(how) uses \(used.selector)")]
                    + matches.compactMap { match in
                        page.spec.declaredMethod(named: match.selector).map { DriftLocation($0.location, language: page.language, note: "\(page.language): declares \(match.selector)") }
                    })
        }
    }

    /// The first keyword up to `With` (or the whole first keyword): `requestItemListOfNotConsumed` for both
    /// `requestItemListOfNotConsumedWithCompletion:` and `requestItemListOfNotConsumedWithConfiguration:completion:`.
    static func stem(_ selector: String) -> String {
        let keyword = selector.prefix { $0 != ":" }
        return keyword.range(of: "With").map { String(keyword[..<$0.lowerBound]) } ?? String(keyword)
    }

    static func message(_ selector: String, how: String, declared: [String], language: String) -> String {
        "\(language) \(how) uses \(selector), but the page declares \(declared.joined(separator: " and ")) instead"
    }
}
