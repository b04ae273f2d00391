public import GuideSpecVocabulary

/// An error constant and its code.
public struct ErrorConstant: Hashable, Sendable {
    public var name: String
    public var code: Int

    /// Creates a constant.
    public init(name: String, code: Int) {
        self.name = name
        self.code = code
    }
}

/// A value-object type: its name and its fields in declaration order.
public struct ValueType: Hashable, Sendable {
    /// As the platform writes it, qualified where the guide qualifies it (`SdkResponse.Auth.AuthToken`).
    public var name: String
    public var fields: [Field]

    /// Creates a type.
    public init(name: String, fields: [Field]) {
        self.name = name
        self.fields = fields
    }

    /// One field: its name, neutral field type, nullability and the keys its comment enumerates.
    public struct Field: Hashable, Sendable {
        public var name: String
        public var type: FieldType
        public var nullable: Bool
        /// The keys the field's comment enumerates; empty when it enumerates none.
        public var keys: [String]
        /// The key an undocumented value reads as (`UNKNOWN`), when the comment documents one.
        public var fallbackKey: String?

        /// Creates a field.
        public init(name: String, type: FieldType, nullable: Bool, keys: [String] = [], fallbackKey: String? = nil) {
            self.name = name
            self.type = type
            self.nullable = nullable
            self.keys = keys
            self.fallbackKey = fallbackKey
        }
    }
}

/// An enum, or a namespace or class of constants, with its members in declaration order.
public struct EnumType: Hashable, Sendable {
    public var name: String
    public var members: [Member]

    /// Creates an enum.
    public init(name: String, members: [Member]) {
        self.name = name
        self.members = members
    }

    /// A member's name and, when the guide gives one, its value as text.
    public struct Member: Hashable, Sendable {
        public var name: String
        public var value: String?

        /// Creates a member.
        public init(name: String, value: String? = nil) {
            self.name = name
            self.value = value
        }
    }
}

/// A documented method: owner, name and its parameters' neutral types (nil for a method the guide only uses).
public struct Method: Hashable, Sendable {
    public var owner: String?
    public var name: String
    public var parameters: [String]?

    /// Creates a method.
    public init(owner: String?, name: String, parameters: [String]?) {
        self.owner = owner
        self.name = name
        self.parameters = parameters
    }
}
