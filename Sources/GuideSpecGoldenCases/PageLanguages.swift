package import GuideSpecSpecModel

/// The specs of one page in every language it is written in, reference language first.
package struct PageLanguages {
    package let page: String
    /// One spec per language in the order the languages decide in (the project file's), the reference language first.
    package let specs: [PageSpec]

    /// Orders the specs of one page as `order` says.
    package init(page: String, specs: [PageSpec], order: LanguageOrder) {
        self.page = page
        self.specs = specs.sorted { order.rank($0.language) < order.rank($1.language) }
    }

    /// The specs grouped by page, pages sorted by name, each page's languages in `order`.
    package static func group(_ specs: [PageSpec], order: LanguageOrder) -> [PageLanguages] {
        Dictionary(grouping: specs, by: \.page).sorted { $0.key < $1.key }.map { PageLanguages(page: $0.key, specs: $0.value, order: order) }
    }

    /// Every value the specs give for `key`, in the languages' order, first occurrence per language.
    package func aligned<Item, Key: Hashable>(_ items: (PageSpec) -> [Item], by key: (Item) -> Key?) -> (
        keys: [Key], byKey: [Key: [(language: String, item: Item)]]
    ) {
        var keys: [Key] = []
        var byKey: [Key: [(language: String, item: Item)]] = [:]
        for spec in specs {
            var seen: Set<Key> = []
            for item in items(spec) {
                guard let itemKey = key(item), seen.insert(itemKey).inserted else { continue }
                if byKey[itemKey] == nil { keys.append(itemKey) }
                byKey[itemKey, default: []].append((spec.language, item))
            }
        }
        return (keys, byKey)
    }
}
