/// A Swift declaration the generator emits: a type with members, a static constant or a function.
public indirect enum SwiftDeclaration: Hashable, Sendable {
    case type(SwiftTypeDeclaration)
    /// `static let name: type = value`.
    case staticConstant(name: String, type: String, value: SwiftExpression, documentation: String?)
    case function(SwiftFunction)
}

/// A `struct`, `enum` or `extension` with its documentation, attributes and members.
public struct SwiftTypeDeclaration: Hashable, Sendable {
    /// Whether the declaration is a struct, an enum or an extension of a type declared elsewhere.
    public enum Kind: String, Hashable, Sendable {
        case `struct`, `enum`, `extension`
    }

    public var kind: Kind
    public var name: String
    /// The `///` comment, one sentence; nil for none.
    public var documentation: String?
    public var attributes: [SwiftAttribute]
    public var members: [SwiftDeclaration]

    /// Creates a type declaration.
    public init(_ kind: Kind, name: String, documentation: String? = nil, attributes: [SwiftAttribute] = [], members: [SwiftDeclaration]) {
        self.kind = kind
        self.name = name
        self.documentation = documentation
        self.attributes = attributes
        self.members = members
    }
}

/// A function with its attributes, parameters and statements.
public struct SwiftFunction: Hashable, Sendable {
    public var name: String
    public var documentation: String?
    public var attributes: [SwiftAttribute]
    public var parameters: [SwiftParameter]
    /// Whether the function is `async`.
    public var isAsync: Bool
    public var body: [SwiftStatement]

    /// Creates a function.
    public init(
        name: String, documentation: String? = nil, attributes: [SwiftAttribute] = [], parameters: [SwiftParameter] = [],
        isAsync: Bool = false, body: [SwiftStatement]
    ) {
        self.name = name
        self.documentation = documentation
        self.attributes = attributes
        self.parameters = parameters
        self.isAsync = isAsync
        self.body = body
    }
}

/// A function parameter: `label name: Type`, with `_` as the label for an unlabelled one.
public struct SwiftParameter: Hashable, Sendable {
    public var label: String?
    public var name: String
    public var type: String

    /// Creates a parameter.
    public init(label: String?, name: String, type: String) {
        self.label = label
        self.name = name
        self.type = type
    }
}

/// An attribute such as `@Suite("name")` or `@Test("name", arguments: cases)`.
public struct SwiftAttribute: Hashable, Sendable {
    public var name: String
    /// The arguments in parentheses; an empty list writes the attribute without parentheses.
    public var arguments: [SwiftArgument]

    /// Creates an attribute.
    public init(_ name: String, _ arguments: [SwiftArgument] = []) {
        self.name = name
        self.arguments = arguments
    }
}

/// A statement inside a function body.
public enum SwiftStatement: Hashable, Sendable {
    /// `let name = value`.
    case constant(String, SwiftExpression)
    case expression(SwiftExpression)
}
