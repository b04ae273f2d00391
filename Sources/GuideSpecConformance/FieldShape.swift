public import GuideSpecWire

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
