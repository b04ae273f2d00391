/// What a pack reads from a page beyond the generic items (its extractor makes them, its case builders and checks read
/// them), kept by `PageSpec` under the pack's own member of the spec JSON, which no generic member shares.
///
/// The generic pipeline carries the items without knowing their type: it writes them where their member's name sorts,
/// compares them, and reads them back from a spec file when `PageSpec.decode(from:packItems:)` is given the type.
package protocol PackSpecItems: Codable, Hashable, Sendable, SpecJSONWritable {
    /// The spec member the items are written under, such as `transactionFunctions`.
    static var member: StaticString { get }
}

/// The pack items of one spec, in the order of their members: one value per pack that found something on the page.
package struct PackItemList: Hashable, Sendable {
    /// The items, sorted by member.
    package private(set) var items: [any PackSpecItems]

    /// The list of `items`, sorted by member; a second value for a member replaces the first.
    package init(_ items: [any PackSpecItems] = []) {
        self.items = []
        for item in items { set(item) }
    }

    /// The items of type `Items`, or nil when the page has none.
    package subscript<Items: PackSpecItems>(_ type: Items.Type) -> Items? {
        items.lazy.compactMap { $0 as? Items }.first
    }

    /// Keeps `item`, replacing the items of its member.
    package mutating func set(_ item: any PackSpecItems) {
        let member = type(of: item).memberName
        items.removeAll { type(of: $0).memberName == member }
        let position = items.firstIndex { type(of: $0).memberName.utf8.lexicographicallyPrecedes(member.utf8) == false } ?? items.count
        items.insert(item, at: position)
    }

    package static func == (lhs: PackItemList, rhs: PackItemList) -> Bool {
        lhs.items.map { AnyHashable($0) } == rhs.items.map { AnyHashable($0) }
    }

    package func hash(into hasher: inout Hasher) {
        for item in items { hasher.combine(AnyHashable(item)) }
    }
}

extension PackSpecItems {
    /// The member's name as a string.
    static var memberName: String { member.description }
}
