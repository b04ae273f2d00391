/// An item of the older revision that the newer one no longer has: code written against the older revision breaks.
enum RevisionRemovedRule: DriftRule {
    static let id = "revision.removed"
    static let severity = Severity.error
    static let summary: DriftRuleText =
        "An item of the older revision that the newer one lacks: code written against the older revision breaks."
    static let compares: DriftRuleText =
        "an error, class, enum, enum member, field, URL scheme or parameter, declared selector or method that the "
        + "older revision has and the newer lacks (breaking; items inside a removed container are not repeated)"
    static let example = "error APP_ERROR_B (2) was removed"

    /// One finding per removed item (items inside a removed container are not repeated), pointing at the old item and
    /// at the nearest item the new revision still has.
    static func findings(in revisions: RevisionPair) -> [DriftFinding] {
        RevisionPair.absent(revisions.oldItems, from: revisions.old, in: revisions.new).map { item, anchor, near in
            DriftFinding(
                rule: id, severity: severity, message: message(item), page: revisions.new.page.spec.page, subject: item.key,
                locations: [
                    DriftLocation(item.location, language: revisions.old.language, note: "old: \(item.summary)"),
                    DriftLocation(
                        anchor, language: revisions.new.language, note: "new: no such \(item.kind.label)" + (near.map { " (nearest: \($0))" } ?? "")),
                ], change: .breaking)
        }
    }

    static func message(_ item: AlignedItem) -> String { "\(item.kind.label) \(item.name) was removed" }
}
