/// Text that names an error constant of the page's own family (the prefix its table's names share) that the page's error
/// table does not list. Selectors named only in prose are not reported: prose names platform methods
/// (`application:openURL:options:`) and JSON keys (`beginDate:`) as often as SDK API; the renamed-reference rule covers
/// the case that matters, a declared method under another selector.
enum UndeclaredMentionRule {
    static let id = "drift.undeclared-mention"
    static let severity = DriftSeverity.warning

    /// One finding per undeclared error constant, at its first mention, pointing at a listed constant it resembles when there is one.
    static func findings(_ page: DriftPage) -> [DriftFinding] {
        let listed = page.spec.errors.flatMap { [$0.name].compactMap { $0 } + ($0.platformNames.map { Array($0.values) } ?? []) }
        let declared = Set(listed)
        guard let prefix = sharedPrefix(page.spec.errors.compactMap(\.name)), let table = page.spec.errors.first else { return [] }
        var reported: Set<String> = []
        var findings: [DriftFinding] = []
        for unit in TextUnit.all(in: page.document) {
            for token in constants(in: unit.text) where token.hasPrefix(prefix + "_") && !declared.contains(token) && reported.insert(token).inserted {
                let similar = page.spec.errors.first { error in error.name.map { token.hasSuffix("_" + $0) || $0.hasSuffix("_" + token) } ?? false }
                let row = similar ?? table
                findings.append(DriftFinding(
                    rule: id, severity: severity, message: message(token, language: page.language, similar: similar?.name),
                    page: page.spec.page, subject: "error:\(token)",
                    locations: [
                        DriftLocation(file: page.spec.source.file, line: unit.line, language: page.language, note: "\(page.language): mentions \(token)"),
                        DriftLocation(row.location, language: page.language, note: "\(page.language): error table lists \(row.name ?? String(row.code)), not \(token)"),
                    ]))
            }
        }
        return findings
    }

    /// The prefix (up to the first `_`) that at least 90% of three or more names share.
    static func sharedPrefix(_ names: [String]) -> String? {
        guard names.count >= 3 else { return nil }
        var counts: [String: Int] = [:]
        for name in names { counts[String(name.prefix { $0 != "_" }), default: 0] += 1 }
        guard let (prefix, count) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count * 10 >= names.count * 9 else { return nil }
        return prefix
    }

    /// Words shaped like constants: letters, digits and underscores with at least two underscores, upper case after the prefix.
    static func constants(in text: String) -> [String] {
        text.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }.map(String.init).filter { word in
            word.filter { $0 == "_" }.count >= 2 && word.drop { $0 != "_" }.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
        }
    }

    static func message(_ name: String, language: String, similar: String?) -> String {
        "\(language) text mentions \(name), which the page's error table does not list" + (similar.map { " (it lists \($0))" } ?? "")
    }
}
