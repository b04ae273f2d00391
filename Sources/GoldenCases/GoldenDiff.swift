public import GuideSpecWire
import Foundation

/// How the cases the specs give differ from the recorded ones, case by case.
public struct GoldenDiff: Hashable, Sendable {
    /// IDs the specs give that the recorded file lacks, sorted.
    public var added: [String]
    /// IDs recorded that the specs no longer give, sorted.
    public var removed: [String]
    /// Cases in both that differ, sorted by id.
    public var changed: [Change]

    /// One changed case and each JSON path where it differs.
    public struct Change: Hashable, Sendable {
        public var id: String
        /// Each difference as `path: recorded → built`, such as `expected.code: 4002 → 4012`, long values cut (`JSONValue.excerpt`).
        public var differences: [String]
    }

    /// True when nothing differs.
    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }

    /// Compares the recorded cases with the ones built from the specs.
    public init(recorded: [GoldenCase], built: [GoldenCase]) {
        let old = Dictionary(recorded.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(built.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        added = new.keys.filter { old[$0] == nil }.sorted()
        removed = old.keys.filter { new[$0] == nil }.sorted()
        changed = new.keys.sorted().compactMap { id in
            guard let before = old[id], let after = new[id], before != after else { return nil }
            let differences = JSONDifference.between(Self.json(before), Self.json(after)).map { difference in
                "\(difference.path): \(difference.old.map(\.excerpt) ?? "(absent)") → \(difference.new.map(\.excerpt) ?? "(absent)")"
            }
            return Change(id: id, differences: differences)
        }
    }

    /// One line per added, removed or changed path: `<id>: added`, `<id>: removed`, `<id>: <path>: <old> → <new>`.
    public var lines: [String] {
        added.map { "\($0): added" } + removed.map { "\($0): removed" }
            + changed.flatMap { change in change.differences.map { "\(change.id): \($0)" } }
    }

    /// A case as a JSON value, so that its parts can be walked.
    static func json(_ golden: GoldenCase) -> JSONValue {
        (try? CanonicalJSON.encode(golden)).flatMap { try? JSONDecoder().decode(JSONValue.self, from: $0) } ?? .null
    }
}
