/// The pack members of a spec not written yet, in member order: `PageSpec` writes each before the first core member whose
/// name sorts after it, so that the spec's members stay in key order whatever a pack's member is called.
struct PackMemberCursor {
    private let items: [any PackSpecItems]
    private var next = 0

    /// A cursor at the first of `list`'s items.
    init(_ list: PackItemList) {
        items = list.items
    }

    /// The next item to write when its member sorts before `key` (before anything when `key` is nil), and moves past it.
    mutating func take(before key: StaticString?) -> (any PackSpecItems)? {
        guard next < items.count else { return nil }
        let item = items[next]
        if let key {
            let member = type(of: item).member
            let precedes = UnsafeBufferPointer(start: member.utf8Start, count: member.utf8CodeUnitCount)
                .lexicographicallyPrecedes(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
            guard precedes else { return nil }
        }
        next += 1
        return item
    }
}

extension SpecJSONWriter {
    /// Writes the pack members of `packs` that sort before `key`, then the member `key`.
    mutating func member<Value: SpecJSONWritable>(_ key: StaticString, _ value: Value, after packs: inout PackMemberCursor) {
        remainingMembers(of: &packs, before: key)
        member(key, value)
    }

    /// Writes the pack members of `packs` that sort before `key`, or every one left when `key` is nil.
    mutating func remainingMembers(of packs: inout PackMemberCursor, before key: StaticString? = nil) {
        while let item = packs.take(before: key) {
            writePackMember(item)
        }
    }

    /// Writes one pack's member, opening the existential so that its items are written by their own type.
    private mutating func writePackMember<Items: PackSpecItems>(_ items: Items) {
        member(Items.member, items)
    }
}
