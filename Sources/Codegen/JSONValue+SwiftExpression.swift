public import GuideSpecWire

extension JSONValue {
    /// The value as a literal in a `JSONValue` context: object keys sorted, integral numbers without a fraction.
    ///
    /// JSON has no infinities or NaN; a non-finite number, which no JSON text can hold, is written as `nil`.
    public var swiftExpression: SwiftExpression {
        switch self {
        case .null: .nilLiteral
        case .bool(let flag): .bool(flag)
        case .number(let number):
            if let integer = integerValue { .integer(integer) } else if number.isFinite { .float(number) } else { .nilLiteral }
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(\.swiftExpression))
        case .object(let members):
            .dictionary(members.sorted { $0.key < $1.key }.map { SwiftDictionaryEntry(key: .string($0.key), value: $0.value.swiftExpression) })
        }
    }
}
