/// One place where two JSON values differ: its path and the value on each side, nil where a member is absent.
public struct JSONDifference: Hashable, Sendable {
    /// Members joined by `.` and array elements as `[i]`, such as `results[1].error`; empty for the whole value.
    public var path: String
    public var old: JSONValue?
    public var new: JSONValue?

    /// Creates a difference.
    public init(path: String, old: JSONValue?, new: JSONValue?) {
        self.path = path
        self.old = old
        self.new = new
    }

    /// Every member, element or leaf that differs, in key order; arrays of different lengths differ as a whole.
    public static func between(_ old: JSONValue, _ new: JSONValue) -> [JSONDifference] {
        // Most outputs equal their expectation: one comparison, without a path for every member.
        if old == new { return [] }
        var differences: [JSONDifference] = []
        walk(old, new, path: "", into: &differences)
        return differences
    }

    private static func walk(_ old: JSONValue, _ new: JSONValue, path: String, into differences: inout [JSONDifference]) {
        switch (old, new) {
        case (.object(let before), .object(let after)):
            for key in Set(before.keys).union(after.keys).sorted() {
                let child = path.isEmpty ? key : "\(path).\(key)"
                switch (before[key], after[key]) {
                case (let b?, let a?): walk(b, a, path: child, into: &differences)
                case (let b, let a): differences.append(JSONDifference(path: child, old: b, new: a))
                }
            }
        case (.array(let before), .array(let after)) where before.count == after.count:
            for (index, pair) in zip(before, after).enumerated() {
                walk(pair.0, pair.1, path: "\(path)[\(index)]", into: &differences)
            }
        default:
            if old != new { differences.append(JSONDifference(path: path, old: old, new: new)) }
        }
    }
}
