import GuideSpecSpecModel

/// Where the items one page lacks would stand in it, worked out for every item of another page at once: one
/// pass over both pages' items, so that each lookup takes constant time however many items are missing.
struct Anchors {
    /// The page that lacks items.
    private let page: PageItems
    /// For each key of the other page: the key of its nearest sibling (same kind, same container) that `page`
    /// has, the closest before it in the other page, else the closest after it.
    private let nearestShared: [String: String]
    /// The first item of each kind in `page`.
    private let firstOfKind: [ItemKind: AlignedItem]

    /// Prepares the anchors in `page` for the items of `other`.
    init(in page: PageItems, for other: PageItems) {
        self.page = page
        var nearest: [String: String] = [:]
        for group in SiblingGroups(other.items).groups.values {
            var before: [String?] = []
            var shared: String?
            for item in group {
                before.append(shared)
                if page.byKey[item.key] != nil { shared = item.key }
            }
            shared = nil
            for (index, item) in group.enumerated().reversed() {
                // Walking backwards, a key's first occurrence is written last: it decides.
                if let found = before[index] ?? shared { nearest[item.key] = found } else { nearest[item.key] = nil }
                if page.byKey[item.key] != nil { shared = item.key }
            }
        }
        nearestShared = nearest
        var firsts: [ItemKind: AlignedItem] = [:]
        for item in page.items where firsts[item.kind] == nil { firsts[item.kind] = item }
        firstOfKind = firsts
    }

    /// Where `item`, which the other page has, would stand in the page: beside the nearest sibling both share, else in
    /// its container, else among items of its kind, else at the top of the file; with the name of what it stands by.
    func anchor(for item: AlignedItem) -> (location: SpecLocation, near: String?) {
        if let key = nearestShared[item.key], let neighbour = page.byKey[key] { return (neighbour.location, neighbour.name) }
        if let parent = item.parent, let container = page.byKey[parent] { return (container.location, container.name) }
        if let sameKind = firstOfKind[item.kind] { return (sameKind.location, nil) }
        return (SpecLocation(file: page.page.spec.source.file, line: 1, section: [], language: page.language), nil)
    }
}
