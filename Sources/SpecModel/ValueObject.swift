/// An Objective-C value object (`@interface Name : Super … @end`) and its properties.
public struct ValueObject: Codable, Hashable, Sendable {
    /// The class name.
    public var name: String
    /// The superclass named after the colon.
    public var superclass: String?
    /// The properties in declaration order.
    public var fields: [Field]
    /// False when the block has no `@end` (a scrape that lost it, or a cut example).
    public var terminated: Bool
    /// Where the `@interface` line stands; `endLine` is the `@end` or the block's last line.
    public var location: SpecLocation

    /// Creates a value object.
    public init(name: String, superclass: String?, fields: [Field], terminated: Bool, location: SpecLocation) {
        self.name = name
        self.superclass = superclass
        self.fields = fields
        self.terminated = terminated
        self.location = location
    }

    /// One `@property` with its type, attributes and the comment written above it.
    public struct Field: Codable, Hashable, Sendable {
        public var name: String
        /// The type as declared, such as `NSString *`, `long` or `BOOL`.
        public var type: String
        /// True when the property is annotated `nullable` (attribute or `_Nullable`/`__nullable` qualifier).
        public var nullable: Bool
        /// The attributes in the order written, such as `nonatomic`, `strong`, `getter=isActive`.
        public var attributes: [String]
        /// The custom getter name, when one is declared.
        public var getter: String?
        /// The `//` comment lines right above the property, without the slashes.
        public var comment: [String]
        /// Values enumerated inside the comment, as `KEY : meaning` lines.
        public var enumeration: [EnumerationValue]
        public var location: SpecLocation

        /// Creates a field.
        public init(
            name: String, type: String, nullable: Bool, attributes: [String], getter: String?,
            comment: [String], enumeration: [EnumerationValue], location: SpecLocation
        ) {
            self.name = name
            self.type = type
            self.nullable = nullable
            self.attributes = attributes
            self.getter = getter
            self.comment = comment
            self.enumeration = enumeration
            self.location = location
        }
    }

    /// One value a comment enumerates, such as `CONSUMABLE`, with its explanation.
    public struct EnumerationValue: Codable, Hashable, Sendable {
        public var key: String
        public var meaning: String
        public var line: Int

        /// Creates an enumeration value.
        public init(key: String, meaning: String, line: Int) {
            self.key = key
            self.meaning = meaning
            self.line = line
        }
    }
}
