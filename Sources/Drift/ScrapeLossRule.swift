import SpecModel

/// Something the source lost that another language still has: a property whose comment stands alone
/// (`extract.orphan-comment`), a table row reduced to its continuation line (`text.orphan-table-line`), a class without
/// `@end` (`extract.unterminated-interface`). It explains a missing item better than `drift.missing-in-language`.
enum ScrapeLossRule {
    static let id = "drift.scrape-loss"
    static let severity = DriftSeverity.warning

    /// The findings, and the `key|language` pairs they explain (so the missing-item rule stays silent on them).
    static func findings(_ pages: [PageItems]) -> (findings: [DriftFinding], explained: Set<String>) {
        var findings: [DriftFinding] = []
        var explained: Set<String> = []
        for page in pages {
            let others = pages.filter { $0.language != page.language }
            for diagnostic in page.page.spec.diagnostics {
                switch diagnostic.rule {
                case "extract.orphan-comment":
                    let lost = lostItems(at: diagnostic.line, in: page, others: others) { $0.kind == .field && page.byKey[$0.parent ?? ""]?.location.contains(diagnostic.line) == true }
                    for (item, having) in lost {
                        explained.insert("\(item.key)|\(page.language)")
                        findings.append(finding(item, page: page, line: diagnostic.line, having: having, what: "keeps the comment of the property but not its declaration"))
                    }
                case "text.orphan-table-line":
                    for (item, having) in lostItems(at: diagnostic.line, in: page, others: others, where: { $0.kind == .error }) {
                        explained.insert("\(item.key)|\(page.language)")
                        findings.append(finding(item, page: page, line: diagnostic.line, having: having, what: "keeps a continuation line of the row but not the row"))
                    }
                case "extract.unterminated-interface", "extract.unterminated-type":
                    findings += unterminated(at: diagnostic.line, in: page, others: others).map { [$0] } ?? []
                default:
                    break
                }
            }
        }
        return (findings, explained)
    }

    /// The items other languages have between the two items of `page` that surround `line`, and which `page` lacks.
    private static func lostItems(
        at line: Int, in page: PageItems, others: [PageItems], where isCandidate: (AlignedItem) -> Bool
    ) -> [(AlignedItem, [PageItems])] {
        let local = page.items.filter(isCandidate)
        let before = local.last { $0.location.line < line }
        let after = local.first { $0.location.line > line }
        var result: [String: (AlignedItem, [PageItems])] = [:]
        var order: [String] = []
        for other in others {
            let sequence = other.items.filter { $0.kind == (before ?? after)?.kind && $0.parent == (before ?? after)?.parent }
            let start = before.flatMap { b in sequence.firstIndex { $0.key == b.key } }.map { $0 + 1 } ?? sequence.startIndex
            let end = after.flatMap { a in sequence.firstIndex { $0.key == a.key } } ?? sequence.endIndex
            guard start <= end else { continue }
            for item in sequence[start..<end] where page.byKey[item.key] == nil {
                if result[item.key] == nil { order.append(item.key) }
                result[item.key, default: (item, [])].1.append(other)
            }
        }
        return order.compactMap { result[$0] }
    }

    private static func finding(_ item: AlignedItem, page: PageItems, line: Int, having: [PageItems], what: String) -> DriftFinding {
        let lost = SpecLocation(file: page.page.spec.source.file, line: line, section: [], language: page.language)
        let locations = [DriftLocation(lost, language: page.language, note: "\(page.language): \(what)")]
            + having.compactMap { other in other.byKey[item.key].map { DriftLocation($0.location, language: other.language, note: "\(other.language): \($0.summary)") } }
        return DriftFinding(
            rule: id, severity: severity, message: lostMessage(item, language: page.language, line: line, having: having.map(\.language)),
            page: page.page.spec.page, subject: item.key, locations: locations)
    }

    private static func unterminated(at line: Int, in page: PageItems, others: [PageItems]) -> DriftFinding? {
        guard let object = page.items.first(where: { ($0.kind == .type || $0.kind == .enumeration) && $0.location.line == line }) else { return nil }
        let closed = others.compactMap { other -> (PageItems, TypeDeclaration)? in
            other.page.spec.types.first { Alignment.typeKey($0) == object.key && $0.terminated }.map { (other, $0) }
        }
        let objectiveC = page.page.spec.types.first { Alignment.typeKey($0) == object.key }?.language == .objectiveC
        let end = objectiveC ? "@end" : "closing brace"
        guard !closed.isEmpty else { return nil }
        let locations = [DriftLocation(object.location, language: page.language, note: "\(page.language): no \(end) after the last \(objectiveC ? "property" : "member")")]
            + closed.map { other, closedObject in
                DriftLocation(file: closedObject.location.file, line: closedObject.location.endLine, language: other.language, note: "\(other.language): \(end)")
            }
        return DriftFinding(
            rule: id, severity: severity, message: unterminatedMessage(object.name, end: end, language: page.language, closedIn: closed.map(\.0.language)),
            page: page.page.spec.page, subject: "\(object.key):end", locations: locations)
    }

    static func lostMessage(_ item: AlignedItem, language: String, line: Int, having: [String]) -> String {
        "\(item.kind.label) \(item.name) is lost in \(language): line \(line) is what remains of it; \(having.joined(separator: ", ")) still has it"
    }

    static func unterminatedMessage(_ name: String, end: String, language: String, closedIn: [String]) -> String {
        "class \(name) has no \(end) in \(language), unlike \(closedIn.joined(separator: ", ")): its last properties may be lost"
    }
}

extension SpecLocation {
    /// Whether `line` falls inside the item's lines.
    func contains(_ line: Int) -> Bool { (self.line...endLine).contains(line) }
}
