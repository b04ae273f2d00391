/// An item the newer revision has and the older did not: code written against the older revision still works.
enum RevisionAddedRule: DriftRule {
    static let id = "revision.added"
    static let severity = Severity.note
    static let summary: DriftRuleText =
        "An item the newer revision has and the older lacked: code written against the older revision still works."
    static let compares: DriftRuleText =
        "an error, class, enum, enum member, field, URL scheme or parameter, declared selector or method that the "
        + "newer revision has and the older lacked (additive; items inside an added container are not repeated)"
    static let example = "error APP_ERROR_B (2) was added"

    /// One finding per added item (items inside an added container are not repeated), pointing at the new item and at
    /// the nearest item the old revision already had.
    static func findings(in revisions: RevisionPair) -> [DriftFinding] {
        RevisionPair.absent(revisions.newItems, from: revisions.new, in: revisions.old).map { item, anchor, near in
            DriftFinding(
                rule: id, severity: severity, message: message(item), page: revisions.new.page.spec.page, subject: item.key,
                locations: [
                    DriftLocation(item.location, language: revisions.new.language, note: "new: \(item.summary)"),
                    DriftLocation(
                        anchor, language: revisions.old.language, note: "old: no such \(item.kind.label)" + (near.map { " (nearest: \($0))" } ?? "")),
                ], change: .additive)
        }
    }

    static func message(_ item: AlignedItem) -> String { "\(item.kind.label) \(item.name) was added" }
}
