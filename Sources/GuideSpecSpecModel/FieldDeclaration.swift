/// One field of a type: an ObjC `@property`, a Java/C#/Kotlin field or a C++ member, with the comment that documents it.
public struct FieldDeclaration: Codable, Hashable, Sendable {
    /// The name as written (`bIsGuest`, `ProductId`, `paymentSeq`).
    public var name: String
    /// The name that finds the same field on another platform: lowerCamel, without Unreal's `b` prefix (`isPromotion`).
    public var neutralName: String
    public var type: TypeReference
    public var nullability: Nullability
    /// ObjC property attributes, Java annotations, C# attributes and Unreal `UPROPERTY` arguments, in the order written.
    public var attributes: [String]
    /// Modifiers such as `public`, `static`, `final`, `const`, `readonly`, in the order written.
    public var modifiers: [String]
    /// The ObjC custom getter (`getter=isActive`), when one is declared.
    public var getter: String?
    /// The default or fixed value as written (`"de"`, `TEXT("de")`, `false`), when the declaration gives one.
    public var value: String?
    /// The comment lines that document the field, reduced to text (no `//`, `///`, `/** */` or C# XML tags).
    public var comment: [String]
    /// Values the comment enumerates, in order.
    public var enumeration: [EnumerationValue]
    public var location: SpecLocation
    /// Whether the guide marks the field required (true) or optional (false); absent when it says neither.
    public var required: Bool?
    /// The version the guide says the field was added in (`2.8.0`), as written; absent when it says none.
    public var since: String?

    /// Creates a field.
    public init(
        name: String, neutralName: String, type: TypeReference, nullability: Nullability, attributes: [String] = [],
        modifiers: [String] = [], getter: String? = nil, value: String? = nil, comment: [String] = [],
        enumeration: [EnumerationValue] = [], location: SpecLocation, required: Bool? = nil, since: String? = nil
    ) {
        self.name = name
        self.neutralName = neutralName
        self.type = type
        self.nullability = nullability
        self.attributes = attributes
        self.modifiers = modifiers
        self.getter = getter
        self.value = value
        self.comment = comment
        self.enumeration = enumeration
        self.location = location
        self.required = required
        self.since = since
    }
}

extension FieldDeclaration: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("attributes", attributes)
            json.member("comment", comment)
            json.member("enumeration", enumeration)
            json.member("getter", ifPresent: getter)
            json.member("location", location)
            json.member("modifiers", modifiers)
            json.member("name", name)
            json.member("neutralName", neutralName)
            json.member("nullability", nullability)
            json.member("required", ifPresent: required)
            json.member("since", ifPresent: since)
            json.member("type", type)
            json.member("value", ifPresent: value)
        }
    }
}
