/// A Swift expression the generator emits: literals, references, member access, calls, macros and `await`.
public indirect enum SwiftExpression: Hashable, Sendable {
    case string(String)
    case integer(Int)
    /// A finite floating-point number, written in its shortest round-tripping form.
    case float(Double)
    case bool(Bool)
    case nilLiteral
    case array([SwiftExpression])
    case dictionary([SwiftDictionaryEntry])
    /// A name, such as `cases` or `adapterUnderTest`.
    case identifier(String)
    /// `base.name`, or `.name` (implicit member) when there is no base.
    case member(SwiftExpression?, String)
    /// `callee(label: value, …)`.
    case call(SwiftExpression, [SwiftArgument])
    /// A freestanding macro, such as `#expect(…)`.
    case macro(String, [SwiftArgument])
    case awaitExpression(SwiftExpression)
    /// `base[index]`.
    case subscripted(SwiftExpression, SwiftExpression)
}

/// One `key: value` pair of a dictionary literal.
public struct SwiftDictionaryEntry: Hashable, Sendable {
    public var key: SwiftExpression
    public var value: SwiftExpression

    /// Creates an entry.
    public init(key: SwiftExpression, value: SwiftExpression) {
        self.key = key
        self.value = value
    }
}

/// One argument of a call, macro or attribute, with its label when it has one.
public struct SwiftArgument: Hashable, Sendable {
    public var label: String?
    public var value: SwiftExpression

    /// Creates an argument.
    public init(_ label: String?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }
}
