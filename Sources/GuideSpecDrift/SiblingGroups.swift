/// A page's items grouped by kind and container, each group in document order, with the position of every key's
/// first occurrence in its group: built once, so rules find an item's siblings without scanning the page.
struct SiblingGroups {
    /// The items of each group, under `groupKey(kind:parent:)`.
    private(set) var groups: [String: [AlignedItem]] = [:]
    /// For each key, its group and the position of its first occurrence there.
    private(set) var positions: [String: (group: String, index: Int)] = [:]

    /// Groups `items`.
    init(_ items: [AlignedItem]) {
        for item in items {
            let group = Self.groupKey(kind: item.kind, parent: item.parent)
            if positions[item.key] == nil { positions[item.key] = (group, groups[group]?.count ?? 0) }
            groups[group, default: []].append(item)
        }
    }

    /// The name of the group of items of `kind` inside `parent`.
    static func groupKey(kind: ItemKind, parent: String?) -> String {
        "\(kind.rawValue)\u{1F}\(parent ?? "")"
    }
}
