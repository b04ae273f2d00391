/// One member of an enum declared in code, such as `AUTHORIZED` or `Authorized = 0`.
public struct EnumMember: Codable, Hashable, Sendable {
    /// The member as written.
    public var name: String
    /// The value after `=`, as written, when one is given.
    public var value: String?
    /// The comment lines above the member or after it on its line, reduced to text.
    public var comment: [String]
    public var location: SpecLocation

    /// Creates an enum member.
    public init(name: String, value: String?, comment: [String], location: SpecLocation) {
        self.name = name
        self.value = value
        self.comment = comment
        self.location = location
    }
}

extension EnumMember: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("comment", comment)
            json.member("location", location)
            json.member("name", name)
            json.member("value", ifPresent: value)
        }
    }
}
