/// An item the newer revision has and the older did not: code written against the older revision still works.
enum RevisionAddedRule: DriftRule {
    static let id = "revision.added"
    static let severity = DriftSeverity.note

    /// One finding per added item (items inside an added container are not repeated), pointing at the new item and at
    /// the nearest item the old revision already had.
    static func findings(in revisions: RevisionPair) -> [DriftFinding] {
        let (before, after) = (revisions.old, revisions.new)
        let anchors = Anchors(in: before, for: after)
        return revisions.newItems.filter { item in before.byKey[item.key] == nil && (item.parent.map { before.byKey[$0] != nil } ?? true) }.map { item in
            let (anchor, near) = anchors.anchor(for: item)
            return DriftFinding(
                rule: id, severity: severity, message: message(item), page: after.page.spec.page, subject: item.key,
                locations: [
                    DriftLocation(item.location, language: after.language, note: "new: \(item.summary)"),
                    DriftLocation(anchor, language: before.language, note: "old: no such \(item.kind.label)" + (near.map { " (nearest: \($0))" } ?? "")),
                ], change: .additive)
        }
    }

    static func message(_ item: AlignedItem) -> String { "\(item.kind.label) \(item.name) was added" }
}
