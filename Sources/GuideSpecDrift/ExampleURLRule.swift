/// An example URL that disagrees with the components table written next to it (the extractor checks each example).
enum ExampleURLRule: DriftRule {
    static let id = "drift.example-url"
    static let severity = Severity.error
    static let summary: DriftRuleText = "An example URL that disagrees with the components table written next to it."
    static let compares: DriftRuleText =
        "an example URL the extractor found inconsistent with its components table, with what disagrees"
    static let example =
        """
        example URL itms-services://?action=show&bundleId=com.example.app&productIdentifier=item.001 disagrees with its table: gives action=show \
        but the table fixes it to showIntent
        """

    /// One finding per inconsistent example, pointing at the example and at its table.
    static func findings(in comparison: PageItems) -> [DriftFinding] {
        let page = comparison.page
        return page.spec.urlSchemes.flatMap { scheme in
            scheme.examples.filter { !$0.consistent }.map { example in
                DriftFinding(
                    rule: id, severity: severity, message: message(example.url, problems: example.problems),
                    page: page.spec.page, subject: "url-example:\(example.url)",
                    locations: [
                        DriftLocation(example.location, language: page.language, note: "\(page.language): \(example.url)"),
                        DriftLocation(scheme.location, language: page.language, note: "\(page.language): components table of \(scheme.scheme)"),
                    ])
            }
        }
    }

    static func message(_ url: String, problems: [String]) -> String {
        "example URL \(url) disagrees with its table: \(problems.joined(separator: " "))"
    }
}
