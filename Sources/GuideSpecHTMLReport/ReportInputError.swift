import GuideSpecDrift
import Foundation

/// Why an input of `guidespec report` cannot be read, as `file:line: error: message`.
public struct ReportInputError: Error, Sendable, CustomStringConvertible {
    /// The input as named on the command line.
    public var file: String
    /// The 1-based line of a syntax error, when there is one.
    public var line: Int?
    /// What is wrong and what was expected.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int? = nil, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file[:line]: error: message`.
    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): error: \(message)" }

    /// The error for a JSON decoding failure: the syntax error's line, or the path of the member of the wrong shape.
    static func decoding(_ error: any Error, data: Data, file: String, expected: String) -> ReportInputError {
        do {
            _ = try JSONSerialization.jsonObject(with: data)
        } catch {
            let offset = JSONTextPosition.offset(inParserMessage: (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String)
            return ReportInputError(file: file, line: JSONTextPosition.line(ofOffset: offset ?? data.count, in: data), Messages.notJSON(expected))
        }
        switch error as? DecodingError {
        case .typeMismatch(let type, let context): return ReportInputError(file: file, Messages.wrongType(context.codingPath, type, expected))
        case .valueNotFound(let type, let context): return ReportInputError(file: file, Messages.wrongType(context.codingPath, type, expected))
        case .keyNotFound(let key, let context): return ReportInputError(file: file, Messages.missing(context.codingPath + [key], expected))
        default: return ReportInputError(file: file, Messages.notJSON(expected))
        }
    }

    enum Messages {
        static func notJSON(_ expected: String) -> String { "not valid JSON: expected \(expected)" }

        static func wrongType(_ path: [any CodingKey], _ type: Any.Type, _ expected: String) -> String {
            "\(describe(path)) is not \(typeName(type)): expected \(expected)"
        }

        static func missing(_ path: [any CodingKey], _ expected: String) -> String {
            "\(describe(path)) is missing: expected \(expected)"
        }

        static func unknownVersion(_ key: String, _ version: Int, _ expected: String) -> String {
            "\(key) \(version) is not a version this build reads: expected \(expected)"
        }

        /// A coding path as `cases[3].status`.
        static func describe(_ path: [any CodingKey]) -> String {
            var text = ""
            for key in path {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return text.isEmpty ? "the document" : text
        }

        static func typeName(_ type: Any.Type) -> String {
            switch type {
            case is String.Type: "a string"
            case is Int.Type, is Double.Type: "a number"
            case is Bool.Type: "true or false"
            case is [Any].Type: "an array"
            default: "an object"
            }
        }
    }
}
