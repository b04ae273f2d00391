import GuideSpecSpecModel

/// An item both revisions have whose facet or enumerated keys changed, judged from the side of code that uses the
/// documented API: changing what it relies on breaks it, strengthening a promise does not.
enum RevisionChangedRule: DriftRule {
    static let id = "revision.changed"
    /// The severity of a breaking change.
    static let severity = Severity.error
    /// The severity of an additive change.
    static let additiveSeverity = Severity.note
    static let severityText = "\(severity.rawValue) when breaking, \(additiveSeverity.rawValue) when additive"
    static let summary: DriftRuleText =
        "A facet or the enumerated keys of an item that changed between two revisions, breaking or additive."
    static let compares: DriftRuleText =
        "each facet of an item both revisions have, and its enumerated keys (subject \(code: "key:facet"))"
    static let example = "error APP_ERROR_B (2): code changed from 2 to 3 (breaking)"
    static let details: [DriftRuleText] = [
        "A field that becomes nullable, or loses a nonnull promise (nonnull → unspecified), is breaking: callers that "
            + "never checked for nil may now get nil. A field that becomes nonnull, or stops being documented as nullable "
            + "(nullable → unspecified), is additive: it strengthens a promise, and existing nil checks become harmless. "
            + "Enumerated keys that only grow are additive; any removed key is breaking. Every other change (code, type, "
            + "constant, getter, attributes, fixed value, signature, supertypes, a field's name) is breaking."
    ]

    /// One finding per changed facet of each item both revisions have, each marked breaking or additive.
    static func findings(in revisions: RevisionPair) -> [DriftFinding] {
        revisions.oldItems.flatMap { item -> [DriftFinding] in
            guard let newer = revisions.new.byKey[item.key] else { return [] }
            return changes(from: item, to: newer, old: revisions.old.language, new: revisions.new.language, page: revisions.new.page.spec.page)
        }
    }

    private static func changes(from old: AlignedItem, to new: AlignedItem, old oldLanguage: String, new newLanguage: String, page: String)
        -> [DriftFinding]
    {
        var result: [(facet: String, from: String, to: String, change: DriftChange)] = []
        for facet in Set(old.facets.keys).intersection(new.facets.keys).sorted() {
            guard let from = old.facets[facet], let to = new.facets[facet], old.comparedValue(facet) != new.comparedValue(facet) else { continue }
            result.append((facet, from, to, classify(facet: facet, from: from, to: to)))
        }
        if let from = old.enumerationKeys, let to = new.enumerationKeys, from != to {
            result.append(
                ("enumeration", from.joined(separator: ", "), to.joined(separator: ", "), Set(from).isSubset(of: to) ? .additive : .breaking))
        }
        return result.map { facet, from, to, change in
            DriftFinding(
                rule: id, severity: change == .breaking ? severity : additiveSeverity,
                message: message(old, facet: facet, from: from, to: to, change: change), page: page, subject: "\(old.key):\(facet)",
                locations: [
                    DriftLocation(new.location, language: newLanguage, note: "new: \(new.summary)"),
                    DriftLocation(old.location, language: oldLanguage, note: "old: \(old.summary)"),
                ], change: change)
        }
    }

    /// Whether a facet change breaks code written against the old revision. A field that becomes nullable, or loses a
    /// nonnull promise, breaks callers that never checked for nil; one that becomes nonnull, or stops being documented as
    /// nullable, only strengthens a promise. Every other literal change (code, type, name, getter, attributes, fixed
    /// value, signature) breaks.
    static func classify(facet: String, from: String, to: String) -> DriftChange {
        let strengthens = to == Nullability.nonnull.rawValue || (from == Nullability.nullable.rawValue && to == Nullability.unspecified.rawValue)
        return facet == "nullability" && strengthens ? .additive : .breaking
    }

    static func message(_ item: AlignedItem, facet: String, from: String, to: String, change: DriftChange) -> String {
        """
        \(item.kind.label) \(item.name): \(facet) changed from \(from.isEmpty ? "(none)" : from) to \(to.isEmpty ? "(none)" : to) \
        (\(change.rawValue))
        """
    }
}
