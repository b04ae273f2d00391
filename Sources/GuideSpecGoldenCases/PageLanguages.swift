package import GuideSpecSpecModel

/// The specs of one page in every language it is written in, reference language first.
package struct PageLanguages {
    /// The languages, most authoritative first, whose guide decides a value the languages dispute.
    static let preference = ["zh", "en", "ko", "ja"]

    package let page: String
    /// One spec per language in preference order; languages not in the list follow alphabetically.
    package let specs: [PageSpec]

    /// Orders the specs of one page by language preference.
    package init(page: String, specs: [PageSpec]) {
        self.page = page
        self.specs = specs.sorted { Self.rank($0.language) < Self.rank($1.language) }
    }

    /// Sorts languages by preference, then by name.
    static func rank(_ language: String) -> (Int, String) {
        (preference.firstIndex(of: language) ?? preference.count, language)
    }

    /// The specs grouped by page, pages sorted by name.
    package static func group(_ specs: [PageSpec]) -> [PageLanguages] {
        Dictionary(grouping: specs, by: \.page).sorted { $0.key < $1.key }.map { PageLanguages(page: $0.key, specs: $0.value) }
    }

    /// Every value the specs give for `key`, in preference order, first occurrence per language.
    package func aligned<Item, Key: Hashable>(_ items: (PageSpec) -> [Item], by key: (Item) -> Key?) -> (keys: [Key], byKey: [Key: [(language: String, item: Item)]]) {
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
