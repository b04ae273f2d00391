import GuideSpecSpecModel

/// The changelog between two revisions of a page in one language, judged from the side of code that uses the documented
/// API: removing or changing what it relies on breaks it, adding or strengthening a promise does not.
enum RevisionRule {
    static let added = "revision.added"
    static let removed = "revision.removed"
    static let changed = "revision.changed"
    /// The kinds a changelog covers; flows are procedures in prose, not API.
    static let kinds: Set<ItemKind> = [.error, .type, .enumeration, .enumMember, .field, .urlScheme, .urlParameter, .selector, .method]

    /// One finding per added, removed or changed item (one per changed facet), each marked breaking or additive.
    static func findings(old: DriftPage, new: DriftPage) -> [DriftFinding] {
        let before = PageItems(old)
        let after = PageItems(new)
        var findings: [DriftFinding] = []
        let removedAnchors = Anchors(in: after, for: before)
        for item in firsts(before) where after.byKey[item.key] == nil && (item.parent.map { after.byKey[$0] != nil } ?? true) {
            let (anchor, near) = removedAnchors.anchor(for: item)
            findings.append(DriftFinding(
                rule: removed, severity: .error, message: removedMessage(item), page: new.spec.page, subject: item.key,
                locations: [
                    DriftLocation(item.location, language: old.language, note: "old: \(item.summary)"),
                    DriftLocation(anchor, language: new.language, note: "new: no such \(item.kind.label)" + (near.map { " (nearest: \($0))" } ?? "")),
                ], change: .breaking))
        }
        let addedAnchors = Anchors(in: before, for: after)
        for item in firsts(after) where before.byKey[item.key] == nil && (item.parent.map { before.byKey[$0] != nil } ?? true) {
            let (anchor, near) = addedAnchors.anchor(for: item)
            findings.append(DriftFinding(
                rule: added, severity: .note, message: addedMessage(item), page: new.spec.page, subject: item.key,
                locations: [
                    DriftLocation(item.location, language: new.language, note: "new: \(item.summary)"),
                    DriftLocation(anchor, language: old.language, note: "old: no such \(item.kind.label)" + (near.map { " (nearest: \($0))" } ?? "")),
                ], change: .additive))
        }
        for item in firsts(before) {
            guard let newer = after.byKey[item.key] else { continue }
            findings += changes(from: item, to: newer, old: old.language, new: new.language, page: new.spec.page)
        }
        return findings
    }

    /// The first occurrence of each key among the kinds a changelog covers.
    private static func firsts(_ page: PageItems) -> [AlignedItem] {
        var seen: Set<String> = []
        return page.items.filter { kinds.contains($0.kind) && seen.insert($0.key).inserted }
    }

    private static func changes(from old: AlignedItem, to new: AlignedItem, old oldLanguage: String, new newLanguage: String, page: String) -> [DriftFinding] {
        var result: [(facet: String, from: String, to: String, change: DriftChange)] = []
        for facet in Set(old.facets.keys).intersection(new.facets.keys).sorted() {
            guard let from = old.facets[facet], let to = new.facets[facet], from != to else { continue }
            result.append((facet, from, to, classify(facet: facet, from: from, to: to)))
        }
        if let from = old.enumerationKeys, let to = new.enumerationKeys, from != to {
            result.append(("enumeration", from.joined(separator: ", "), to.joined(separator: ", "), Set(from).isSubset(of: to) ? .additive : .breaking))
        }
        return result.map { facet, from, to, change in
            DriftFinding(
                rule: changed, severity: change == .breaking ? .error : .note,
                message: changedMessage(old, facet: facet, from: from, to: to, change: change), page: page, subject: "\(old.key):\(facet)",
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

    static func removedMessage(_ item: AlignedItem) -> String { "\(item.kind.label) \(item.name) was removed" }

    static func addedMessage(_ item: AlignedItem) -> String { "\(item.kind.label) \(item.name) was added" }

    static func changedMessage(_ item: AlignedItem, facet: String, from: String, to: String, change: DriftChange) -> String {
        "\(item.kind.label) \(item.name): \(facet) changed from \(from.isEmpty ? "(none)" : from) to \(to.isEmpty ? "(none)" : to) (\(change.rawValue))"
    }
}
