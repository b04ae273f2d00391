/// A class, struct, interface, enum or namespace of constants declared in the guide's code, in any of its languages.
public struct TypeDeclaration: Codable, Hashable, Sendable {
    /// What the declaration declares.
    public enum Kind: String, Codable, Hashable, Sendable {
        case `class`, `struct`, interface, `enum`, namespace
        /// A Protocol Buffers `message`.
        case message
    }

    public var kind: Kind
    /// The language of the code it was read from.
    public var language: CodeLanguage
    /// The name as written (`SDKAuthToken`, `AuthToken`, `FSdkAuthToken`).
    public var name: String
    /// The name with its enclosing types and namespaces (`Vendor.Sdk.DisplayLanguageCode`,
    /// `DisplayLanguage.Code`), when nesting or a namespace gives one.
    public var qualifiedName: String?
    /// The name that finds the same type on another platform: no SDK prefix (`SDK`, `Sdk`) and no Unreal `F`/`U`/`E`
    /// (`AuthToken` for all three above).
    public var neutralName: String
    /// The superclass, base types, interfaces or ObjC protocols named in the header, in order.
    public var supertypes: [String]
    /// The fields in declaration order.
    public var fields: [FieldDeclaration]
    /// The members of an enum, in order; empty for other kinds.
    public var members: [EnumMember]
    /// False when the declaration has no end (`@end` or the closing brace): a scrape that lost it, or a cut example.
    public var terminated: Bool
    /// Where the header stands; `endLine` is the end, or the block's last line when there is none.
    public var location: SpecLocation
    /// The shape it was read from when not code (a props or member table); absent for code.
    public var origin: DeclarationOrigin?

    /// Creates a type declaration.
    public init(
        kind: Kind, language: CodeLanguage, name: String, qualifiedName: String? = nil, neutralName: String, supertypes: [String] = [],
        fields: [FieldDeclaration] = [], members: [EnumMember] = [], terminated: Bool, location: SpecLocation, origin: DeclarationOrigin? = nil
    ) {
        self.kind = kind
        self.language = language
        self.name = name
        self.qualifiedName = qualifiedName
        self.neutralName = neutralName
        self.supertypes = supertypes
        self.fields = fields
        self.members = members
        self.terminated = terminated
        self.location = location
        self.origin = origin
    }

    /// The name that identifies the type on its page: the qualified name when there is one, else the name.
    public var fullName: String { qualifiedName ?? name }
}

extension TypeDeclaration.Kind: SpecJSONWritable {}

extension TypeDeclaration: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("fields", fields)
            json.member("kind", kind)
            json.member("language", language)
            json.member("location", location)
            json.member("members", members)
            json.member("name", name)
            json.member("neutralName", neutralName)
            json.member("origin", ifPresent: origin)
            json.member("qualifiedName", ifPresent: qualifiedName)
            json.member("supertypes", supertypes)
            json.member("terminated", terminated)
        }
    }
}
