public import GuideSpecWire

/// `enum.members`, answered by an `EnumCatalogue`.
public struct EnumsArea: AreaAnswering {
    public init() {}

    public var area: Operation.Area { .enums }

    public func isImplemented(by implementation: any GuideImplementation) -> Bool { implementation is any EnumCatalogue }

    public func answer(_ operation: Operation, input: JSONValue, by implementation: any GuideImplementation) throws(MalformedInput) -> JSONValue? {
        guard let catalogue = implementation as? any EnumCatalogue else { return nil }
        let name = try InputFields(input, operation: operation).string("enum")
        guard let members = catalogue.members(ofEnum: name) else { return Rejection("unknown-enum").output }
        return ["members": .array(members.map(Self.member))]
    }

    public var smokeSamples: [Operation: JSONValue] { [.enumMembers: ["enum": "SampleEnum"]] }

    /// One `enum.members` entry: `name`, and `value` when the member has one.
    static func member(_ member: EnumMemberValue) -> JSONValue {
        var members: [String: JSONValue] = ["name": .string(member.name)]
        if let value = member.value { members["value"] = .string(value) }
        return .object(members)
    }
}
