public import Conformance

/// One property a value-object class declares: its name and language-neutral shape.
public struct DeclaredField: Hashable, Sendable {
    /// The property name.
    public var name: String
    /// The language-neutral type and nullability.
    public var shape: FieldShape

    /// Declares a field; fields are required unless said otherwise.
    public init(_ name: String, _ type: FieldType, nullable: Bool = false) {
        self.name = name
        self.shape = FieldShape(type: type, nullable: nullable)
    }
}
