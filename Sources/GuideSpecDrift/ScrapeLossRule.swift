import GuideSpecSpecModel

/// Something the source lost that another language still has: a property whose comment stands alone
/// (`extract.orphan-comment`), a table row reduced to its continuation line (`text.orphan-table-line`), a class without
/// `@end` (`extract.unterminated-interface`). It explains a missing item better than `drift.missing-in-language`.
enum ScrapeLossRule: DriftRule {
    static let id = "drift.scrape-loss"
    static let severity = Severity.warning
    static let summary: DriftRuleText =
        "Something the source of one language lost (a property, a table row, the end of a class) that another language "
        + "still has."
    static let compares: DriftRuleText =
        "a diagnostic that shows what the source lost, when another language still has it: "
        + "\(code: "extract.orphan-comment") (a comment whose property is gone), \(code: "text.orphan-table-line") (a "
        + "row's continuation line without the row), \(code: "extract.unterminated-interface") (no \(code: "@end")), "
        + "\(code: "extract.unterminated-type") (no closing brace)"
    static let example = "class Receipt has no @end in en, unlike zh: its last properties may be lost"
    static let details: [DriftRuleText] = [
        "A scrape loss replaces the missing-item finding it explains: the lost item is pinned between the rows or "
            + "properties that surround the remnant in both languages, and each lost item is reported once per page, at the "
            + "first line that shows the loss."
    ]

    /// The findings `LanguageVersions` worked out with `losses`.
    static func findings(in comparison: LanguageVersions) -> [DriftFinding] {
        comparison.scrapeLosses.findings
    }

    /// The findings, and the `key|language` pairs they explain (so the missing-item rule stays silent on them).
    /// Each page's items are indexed once, and each lost item is reported once per page (at the first line that
    /// shows the loss), so the time is linear in the items and diagnostics however many lines a scrape lost.
    static func losses(_ pages: [PageItems]) -> (findings: [DriftFinding], explained: Set<String>) {
        var findings: [DriftFinding] = []
        var explained: Set<String> = []
        let groups = pages.map { SiblingGroups($0.items) }
        let closedTypes = pages.map { page in
            Dictionary(page.page.spec.types.filter(\.terminated).map { (Alignment.typeKey($0), $0) }, uniquingKeysWith: { first, _ in first })
        }
        for (pageIndex, page) in pages.enumerated() {
            let otherIndices = pages.indices.filter { pages[$0].language != page.language }
            let others = otherIndices.map { (page: pages[$0], groups: groups[$0]) }
            let errors = page.items.filter { $0.kind == .error }
            let types = page.items.filter { $0.kind == .type || $0.kind == .enumeration }
            let typeAtLine = Dictionary(types.map { ($0.location.line, $0) }, uniquingKeysWith: { first, _ in first })
            let ownTypes = Dictionary(page.page.spec.types.map { (Alignment.typeKey($0), $0) }, uniquingKeysWith: { first, _ in first })
            let orphanLines = page.page.spec.diagnostics.filter { $0.rule == "extract.orphan-comment" }.map(\.line)
            let typeAround = innermostTypes(containing: orphanLines, among: types.compactMap { page.byKey[$0.key] })
            var gaps = Gaps()
            for diagnostic in page.page.spec.diagnostics {
                switch diagnostic.rule {
                case "extract.orphan-comment":
                    let type = typeAround[diagnostic.line]
                    let fields = type.map { groups[pageIndex].groups[SiblingGroups.groupKey(kind: .field, parent: $0.key)] ?? [] } ?? []
                    for (item, having) in lostItems(at: diagnostic.line, local: fields, in: page, others: others, gaps: &gaps) {
                        explained.insert("\(item.key)|\(page.language)")
                        findings.append(
                            finding(
                                item, page: page, line: diagnostic.line, having: having,
                                what: "keeps the comment of the property but not its declaration"))
                    }
                case "text.orphan-table-line":
                    for (item, having) in lostItems(at: diagnostic.line, local: errors, in: page, others: others, gaps: &gaps) {
                        explained.insert("\(item.key)|\(page.language)")
                        findings.append(
                            finding(
                                item, page: page, line: diagnostic.line, having: having, what: "keeps a continuation line of the row but not the row")
                        )
                    }
                case "extract.unterminated-interface", "extract.unterminated-type":
                    guard let object = typeAtLine[diagnostic.line] else { continue }
                    let closed = otherIndices.compactMap { index in closedTypes[index][object.key].map { (pages[index], $0) } }
                    findings += unterminated(object, in: page, language: ownTypes[object.key]?.language, closed: closed).map { [$0] } ?? []
                default:
                    break
                }
            }
        }
        return (findings, explained)
    }

    /// For each of `lines`, the innermost of `types` whose lines hold it (types nest in Java, C# and C++): one sweep
    /// over the types by first line with a stack of the open ones.
    private static func innermostTypes(containing lines: [Int], among types: [AlignedItem]) -> [Int: AlignedItem] {
        let sorted = types.sorted { ($0.location.line, -$0.location.endLine) < ($1.location.line, -$1.location.endLine) }
        var result: [Int: AlignedItem] = [:]
        var open: [AlignedItem] = []
        var next = 0
        for line in Set(lines).sorted() {
            while next < sorted.count, sorted[next].location.line <= line {
                while let top = open.last, top.location.endLine < sorted[next].location.line { open.removeLast() }
                open.append(sorted[next])
                next += 1
            }
            while let top = open.last, top.location.endLine < line { open.removeLast() }
            result[line] = open.last
        }
        return result
    }

    /// The items other languages have between the two items of `local` (sorted by line) that surround `line`, and
    /// which `page` lacks; a stretch of another language's items already reported is skipped.
    private static func lostItems(
        at line: Int, local: [AlignedItem], in page: PageItems, others: [(page: PageItems, groups: SiblingGroups)], gaps: inout Gaps
    ) -> [(AlignedItem, [PageItems])] {
        let afterIndex = local.partitioningIndex { $0.location.line > line }
        let beforeIndex = local.partitioningIndex { $0.location.line >= line }
        let before = beforeIndex > 0 ? local[beforeIndex - 1] : nil
        let after = afterIndex < local.count ? local[afterIndex] : nil
        guard let reference = before ?? after else { return [] }
        let group = SiblingGroups.groupKey(kind: reference.kind, parent: reference.parent)
        var result: [String: (AlignedItem, [PageItems])] = [:]
        var order: [String] = []
        for (otherIndex, other) in others.enumerated() {
            let sequence = other.groups.groups[group] ?? []
            func position(_ item: AlignedItem?) -> Int? {
                item.flatMap { other.groups.positions[$0.key] }.flatMap { $0.group == group ? $0.index : nil }
            }
            let start = position(before).map { $0 + 1 } ?? 0
            let end = position(after) ?? sequence.count
            guard start <= end else { continue }
            for index in gaps.unreported(start..<end, in: "\(otherIndex)\u{1F}\(group)", count: sequence.count) {
                let item = sequence[index]
                guard page.byKey[item.key] == nil else { continue }
                if result[item.key] == nil { order.append(item.key) }
                result[item.key, default: (item, [])].1.append(other.page)
            }
        }
        return order.compactMap { result[$0] }
    }

    /// The positions of each other language's sibling groups already reported, skipped in constant amortized time
    /// (each position points to the next one not yet reported, with path halving).
    private struct Gaps {
        private var next: [String: [Int]] = [:]

        /// The positions of `range` in `group` (of `count` items) not reported yet, now marked reported.
        mutating func unreported(_ range: Range<Int>, in group: String, count: Int) -> [Int] {
            var links = next[group] ?? Array(0...count)
            next[group] = nil
            func find(_ position: Int) -> Int {
                var position = position
                while links[position] != position {
                    links[position] = links[links[position]]
                    position = links[position]
                }
                return position
            }
            var result: [Int] = []
            var position = find(range.lowerBound)
            while position < range.upperBound {
                result.append(position)
                links[position] = position + 1
                position = find(position + 1)
            }
            next[group] = links
            return result
        }
    }

    private static func finding(_ item: AlignedItem, page: PageItems, line: Int, having: [PageItems], what: String) -> DriftFinding {
        let lost = SpecLocation(file: page.page.spec.source.file, line: line, section: [], language: page.language)
        let locations =
            [DriftLocation(lost, language: page.language, note: "\(page.language): \(what)")]
            + having.compactMap { other in
                other.byKey[item.key].map { DriftLocation($0.location, language: other.language, note: "\(other.language): \($0.summary)") }
            }
        return DriftFinding(
            rule: id, severity: severity, message: lostMessage(item, language: page.language, line: line, having: having.map(\.language)),
            page: page.page.spec.page, subject: item.key, locations: locations)
    }

    /// The finding for type `object`, which has no end in `page` (written in `language`), when other languages (`closed`) close it.
    private static func unterminated(_ object: AlignedItem, in page: PageItems, language: CodeLanguage?, closed: [(PageItems, TypeDeclaration)])
        -> DriftFinding?
    {
        let objectiveC = language == .objectiveC
        let end = objectiveC ? "@end" : "closing brace"
        guard !closed.isEmpty else { return nil }
        let locations =
            [
                DriftLocation(
                    object.location, language: page.language, note: "\(page.language): no \(end) after the last \(objectiveC ? "property" : "member")"
                )
            ]
            + closed.map { other, closedObject in
                DriftLocation(
                    file: closedObject.location.file, line: closedObject.location.endLine, language: other.language, note: "\(other.language): \(end)"
                )
            }
        return DriftFinding(
            rule: id, severity: severity,
            message: unterminatedMessage(object.name, end: end, language: page.language, closedIn: closed.map(\.0.language)),
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
