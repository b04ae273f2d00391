/// The language-neutral field types of docs/operations.md: what a value object's field holds, whatever the platform's
/// spelling of it (`NSString *`, `String`, `FString` are all `string`).
public enum FieldType: String, Codable, CaseIterable, Hashable, Sendable {
    case string, float, integer, boolean, array, map, object
}

extension FieldType: ExpressibleByStringLiteral {
    /// The type a literal in code names, as catalogue snapshots write their fields (`type: "string"`); a literal that is not
    /// one of the types is a programming error and traps. Text from outside goes through `init(rawValue:)`.
    public init(stringLiteral name: String) {
        guard let type = FieldType(rawValue: name) else { preconditionFailure("\(name) is not a field type") }
        self = type
    }
}
