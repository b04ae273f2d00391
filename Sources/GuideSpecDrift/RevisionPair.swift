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

    /// The first occurrence of each key among the kinds a changelog covers.
    private static func firsts(_ page: PageItems) -> [AlignedItem] {
        var seen: Set<String> = []
        return page.items.filter { kinds.contains($0.kind) && seen.insert($0.key).inserted }
    }
}
