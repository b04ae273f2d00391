import GuideSpecSpecModel

/// A flow, prose or example that refers to a declared method under an older or newer form of its selector: the page
/// declares no method with the selector used, and a declared selector has the same keywords with one or more added or
/// removed (`requestItemListOfNotConsumedWithCompletion:` against `…WithConfiguration:completion:`). A selector whose
/// keywords are replaced (`loginWithCredential:…` against `loginWithType:…`) names another API, and a selector that is
/// the start of a declared one (`loginWithType:` for `loginWithType:viewController:completion:`) is the short form prose
/// uses for it; neither is reported.
enum RenamedReferenceRule: DriftRule {
    static let id = "drift.renamed-reference"
    static let severity = Severity.warning
    static let summary: DriftRuleText = "A reference to a declared method under an older or newer form of its selector."
    static let compares: DriftRuleText =
        "a selector used in prose, a flow or an example, not declared, that a declared selector extends or shortens by "
        + "whole keywords (the first keyword split at \(code: "With"): \(code: "requestItems"), \(code: "completion") "
        + "against \(code: "requestItems"), \(code: "configuration"), \(code: "completion"))"
    static let example =
        "en prose uses requestItemsWithCompletion:, but the page declares requestItemsWithConfiguration:completion: instead"
    static let details: [DriftRuleText] = [
        "The rule wants whole keywords added or removed: a selector whose keyword is replaced "
            + "(\(code: "loginWithCredential:viewController:completion:") beside the declared "
            + "\(code: "loginWithType:viewController:completion:")) names another API, and a selector that starts a declared "
            + "one (\(code: "loginWithType:") written in prose for \(code: "loginWithType:viewController:completion:")) is "
            + "its short form."
    ]

    /// One finding per undeclared selector that a declared selector extends or shortens by whole keywords.
    static func findings(in comparison: PageItems) -> [DriftFinding] {
        let page = comparison.page
        let declared = page.spec.apis.filter(\.isDeclared)
        let declaredSelectors = Set(declared.map(\.selector))
        let byStem = Dictionary(grouping: declared) { keywords($0.selector)[0] }
        return page.spec.apis.filter { !$0.isDeclared && $0.selector.contains(":") && !declaredSelectors.contains($0.selector) }.compactMap { used in
            let usedKeywords = keywords(used.selector)
            let matches = (byStem[usedKeywords[0]] ?? []).filter { candidate in
                !candidate.selector.hasPrefix(used.selector) && differsByWholeKeywords(usedKeywords, keywords(candidate.selector))
            }
            guard !matches.isEmpty else { return nil }
            let how = used.foundAs.map(\.rawValue).joined(separator: ", ")
            return DriftFinding(
                rule: id, severity: severity, message: message(used.selector, how: how, declared: matches.map(\.selector), language: page.language),
                page: page.spec.page, subject: "selector:\(used.selector)",
                locations: [DriftLocation(used.location, language: page.language, note: "\(page.language): \(how) uses \(used.selector)")]
                    + matches.compactMap { match in
                        page.spec.declaredMethod(named: match.selector).map {
                            DriftLocation($0.location, language: page.language, note: "\(page.language): declares \(match.selector)")
                        }
                    })
        }
    }

    /// The selector's keywords, lower-cased, with the first split at `With` into the stem and the first parameter's
    /// keyword: `requestItemListOfNotConsumedWithConfiguration:completion:` reads
    /// `[requestitemlistofnotconsumed, configuration, completion]`.
    static func keywords(_ selector: String) -> [String] {
        let parts = selector.split(separator: ":")
        guard let first = parts.first else { return [""] }
        guard let with = first.range(of: "With"), with.lowerBound != first.startIndex, with.upperBound != first.endIndex else {
            return parts.map { $0.lowercased() }
        }
        return [first[..<with.lowerBound].lowercased(), first[with.upperBound...].lowercased()] + parts.dropFirst().map { $0.lowercased() }
    }

    /// Whether the two keyword lists are different and one is a subsequence of the other: keywords added or removed,
    /// none replaced.
    static func differsByWholeKeywords(_ lhs: [String], _ rhs: [String]) -> Bool {
        guard lhs != rhs else { return false }
        let (short, long) = lhs.count < rhs.count ? (lhs, rhs) : (rhs, lhs)
        var remaining = long[...]
        for keyword in short {
            guard let index = remaining.firstIndex(of: keyword) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return true
    }

    static func message(_ selector: String, how: String, declared: [String], language: String) -> String {
        "\(language) \(how) uses \(selector), but the page declares \(declared.joined(separator: " and ")) instead"
    }
}
