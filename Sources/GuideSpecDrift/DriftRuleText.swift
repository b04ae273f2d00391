/// Documentation text with its code spans kept apart, so that docs/drift-rules.md and the HTML report each write them
/// their own way: `"subject \(code: "key:facet")"`.
public struct DriftRuleText: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// A run of prose or of code.
    public enum Span: Hashable, Sendable {
        case text(String)
        case code(String)
        /// A link to another page of docs/, written as its text where links lead nowhere (the HTML report).
        case link(String, target: String)
    }

    /// The spans in reading order.
    public var spans: [Span]

    /// The text with code spans as they read, unmarked.
    public var plainText: String {
        spans.map { span in
            switch span {
            case .text(let text), .code(let text), .link(let text, _): text
            }
        }.joined()
    }

    /// Prose without code.
    public init(stringLiteral text: String) {
        spans = text.isEmpty ? [] : [.text(text)]
    }

    /// Prose with code spans interpolated.
    public init(stringInterpolation: StringInterpolation) {
        spans = stringInterpolation.spans
    }

    /// Two texts one after the other, for paragraphs written over several lines of source.
    public static func + (lhs: DriftRuleText, rhs: DriftRuleText) -> DriftRuleText {
        var joined = lhs
        for span in rhs.spans {
            if case .text(let after) = span, case .text(let before) = joined.spans.last {
                joined.spans[joined.spans.count - 1] = .text(before + after)
            } else {
                joined.spans.append(span)
            }
        }
        return joined
    }

    /// Builds the spans of an interpolated literal: literal parts and plain interpolations are prose, `code:` ones code.
    public struct StringInterpolation: StringInterpolationProtocol {
        var spans: [Span] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            appendInterpolation(literal)
        }

        /// Prose, such as a severity's name.
        public mutating func appendInterpolation(_ text: String) {
            guard !text.isEmpty else { return }
            if case .text(let before) = spans.last {
                spans[spans.count - 1] = .text(before + text)
            } else {
                spans.append(.text(text))
            }
        }

        /// A code span: an identifier, a subject, a token as code writes it.
        public mutating func appendInterpolation(code: String) {
            spans.append(.code(code))
        }

        /// A link to another page of docs/, such as `drift-format.md`.
        public mutating func appendInterpolation(link text: String, to target: String) {
            spans.append(.link(text, target: target))
        }
    }
}
