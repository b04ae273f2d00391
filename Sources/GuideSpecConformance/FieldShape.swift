/// A field's language-neutral type and nullability.
public struct FieldShape: Hashable, Sendable {
    public var type: FieldType
    public var nullable: Bool

    /// Creates a shape.
    public init(type: FieldType, nullable: Bool) {
        self.type = type
        self.nullable = nullable
    }
}

/// The language-neutral field types of docs/operations.md.
public enum FieldType: String, Codable, CaseIterable, Hashable, Sendable {
    case string, float, integer, boolean, array, map, object
}
