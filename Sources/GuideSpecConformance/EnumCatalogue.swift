/// The enums area: enums and namespaces of constants, with their members in declaration order.
public protocol EnumCatalogue: GuideImplementation {
    /// The members of enum `name` (as the platform names it) in declaration order, or nil when there is no such enum.
    func members(ofEnum name: String) -> [EnumMemberValue]?
}

/// One member of an enum or a constant of a namespace: its name and, when the guide gives one, its value as text.
public struct EnumMemberValue: Hashable, Sendable {
    public var name: String
    /// The value as the guide writes it after `=`, or a constant's string without quotes; nil when the guide gives none.
    public var value: String?

    /// Creates a member.
    public init(name: String, value: String? = nil) {
        self.name = name
        self.value = value
    }
}
