import GuideSpecSpecModel

/// Two revisions of one page in one language, aligned once for the three revision rules.
struct RevisionPair: DriftComparison {
    static var scope: DriftScope { .revisions }

    /// The older revision and the newer.
    let old: PageItems
    let new: PageItems
    /// The first item of each key among the kinds a changelog covers, in each revision.
    let oldItems: [AlignedItem]
    let newItems: [AlignedItem]

    /// The kinds a changelog covers; flows are procedures in prose, not API.
    static let kinds: Set<ItemKind> = [.error, .type, .enumeration, .enumMember, .field, .urlScheme, .urlParameter, .selector, .method]

    /// Aligns both revisions.
    init(old: DriftPage, new: DriftPage) {
        self.old = PageItems(old)
        self.new = PageItems(new)
        oldItems = Self.firsts(self.old)
        newItems = Self.firsts(self.new)
    }

    /// The items of `items` (one revision's) that `other` (the other revision) lacks, an item whose container `other`
    /// lacks too left out, each with where it would stand in `other` and the name of the nearest item both share.
    static func absent(_ items: [AlignedItem], from page: PageItems, in other: PageItems) -> [(
        item: AlignedItem, anchor: SpecLocation, near: String?
    )] {
        let anchors = Anchors(in: other, for: page)
        return items.filter { item in other.byKey[item.key] == nil && (item.parent.map { other.byKey[$0] != nil } ?? true) }.map { item in
            let (anchor, near) = anchors.anchor(for: item)
            return (item, anchor, near)
        }
    }

    /// The first occurrence of each key among the kinds a changelog covers.
    private static func firsts(_ page: PageItems) -> [AlignedItem] {
        var seen: Set<String> = []
        return page.items.filter { kinds.contains($0.kind) && seen.insert($0.key).inserted }
    }
}
