/// One key of a page across its languages: the item that first showed it and each language's version of it.
struct AlignedKey {
    /// The page name of the language version that first showed the key.
    var page: String
    var item: AlignedItem
    /// The key's item in every language that has it, in the pages' order.
    var versions: [(language: String, item: AlignedItem)]
}

extension Array where Element == PageItems {
    /// Every key any language has, once, in the order the pages first show it (worked out once per comparison and
    /// handed to every rule that walks the keys).
    var alignedKeys: [AlignedKey] {
        var seen: Set<String> = []
        return flatMap { page in
            page.items.filter { seen.insert($0.key).inserted }.map { item in
                AlignedKey(
                    page: page.page.spec.page, item: item,
                    versions: compactMap { other in other.byKey[item.key].map { (language: other.language, item: $0) } })
            }
        }
    }
}
