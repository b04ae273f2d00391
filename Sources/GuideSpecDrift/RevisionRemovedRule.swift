/// An item of the older revision that the newer one no longer has: code written against the older revision breaks.
enum RevisionRemovedRule: DriftRule {
    static let id = "revision.removed"
    static let severity = DriftSeverity.error

    /// One finding per removed item (items inside a removed container are not repeated), pointing at the old item and
    /// at the nearest item the new revision still has.
    static func findings(in revisions: RevisionPair) -> [DriftFinding] {
        let (before, after) = (revisions.old, revisions.new)
        let anchors = Anchors(in: after, for: before)
        return revisions.oldItems.filter { item in after.byKey[item.key] == nil && (item.parent.map { after.byKey[$0] != nil } ?? true) }.map { item in
            let (anchor, near) = anchors.anchor(for: item)
            return DriftFinding(
                rule: id, severity: severity, message: message(item), page: after.page.spec.page, subject: item.key,
                locations: [
                    DriftLocation(item.location, language: before.language, note: "old: \(item.summary)"),
                    DriftLocation(anchor, language: after.language, note: "new: no such \(item.kind.label)" + (near.map { " (nearest: \($0))" } ?? "")),
                ], change: .breaking)
        }
    }

    static func message(_ item: AlignedItem) -> String { "\(item.kind.label) \(item.name) was removed" }
}
