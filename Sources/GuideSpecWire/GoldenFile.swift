public import Foundation
import GuideSpecIO

/// `golden/<page>.jsonl`: one canonical JSON line (CanonicalJSON.encode) per case, sorted by id, trailing newline.
public enum GoldenFile {
    /// The longest line (one case) a golden file may have, in bytes (`InputLimits.goldenLineBytes`); a longer one is an
    /// error naming its line.
    public static let maximumLineBytes = InputLimits.goldenLineBytes

    /// The members every case line has.
    static let members = ["id", "platform", "operation", "input", "expected", "languages", "sources", "disputedBy"]

    /// The file's bytes: the cases sorted by id, one line each.
    public static func render(_ cases: [GoldenCase]) throws -> Data {
        var data = Data()
        for golden in cases.sorted(by: { $0.id < $1.id }) {
            data.append(try CanonicalJSON.encode(golden))
            data.append(0x0A)
        }
        return data
    }

    /// The cases of a golden file; errors name `file:line` and what was expected.
    public static func parse(_ data: Data, file: String) throws(GoldenFileError) -> [GoldenCase] {
        guard let text = String(data: data, encoding: .utf8) else { throw GoldenFileError(file: file, line: 1, "expected UTF-8 text") }
        var lines = lines(of: text)
        if lines.last == "" { lines.removeLast() }
        var cases: [GoldenCase] = []
        var firstLine: [String: Int] = [:]
        for (index, line) in lines.enumerated() {
            guard line.utf8.count <= maximumLineBytes else {
                throw GoldenFileError(
                    file: file, line: index + 1, "the line is \(line.utf8.count) bytes, over the \(maximumLineBytes)-byte limit for one golden case")
            }
            let golden = try parseLine(line, file: file, line: index + 1)
            if let first = firstLine[golden.id] {
                throw GoldenFileError(file: file, line: index + 1, "duplicate id \"\(golden.id)\" (first on line \(first)): expected each id once")
            }
            firstLine[golden.id] = index + 1
            cases.append(golden)
        }
        return cases
    }

    /// The pieces of `text` between its line-feed characters, empty ones kept, as splitting its characters at `"\n"` gives
    /// them, found on the bytes: a line feed is a character of its own unless a carriage return before it makes the two one.
    static func lines(of text: String) -> [Substring] {
        let utf8 = text.utf8
        var lines: [Substring] = []
        var start = utf8.startIndex
        var previous: UInt8 = 0
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x0A, previous != 0x0D {
                lines.append(text[start..<index])
                start = utf8.index(after: index)
            }
            previous = byte
            index = utf8.index(after: index)
        }
        lines.append(text[start...])
        return lines
    }

    /// One line as a case. A line that decodes as a case is one; any other is decoded again, step by step, to say what it
    /// lacks.
    static func parseLine(_ text: Substring, file: String, line: Int) throws(GoldenFileError) -> GoldenCase {
        let data = Data(text.utf8)
        if let golden = try? JSONDecoder().decode(GoldenCase.self, from: data) { return try checked(golden, file: file, line: line) }
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: data) else {
            throw GoldenFileError(file: file, line: line, "expected one JSON object per line, found text that is not JSON")
        }
        guard let object = value.objectValue else { throw GoldenFileError(file: file, line: line, "expected a JSON object, found \(value)") }
        if let missing = members.first(where: { object[$0] == nil }) {
            let vocabularyOne = missing == "platform" && object["id"] != nil
            throw GoldenFileError(
                file: file, line: line,
                "expected member \"\(missing)\""
                    + (vocabularyOne ? " (a golden file of vocabulary v1: remove it and run `guidespec golden record`)" : ""))
        }
        let golden: GoldenCase
        do {
            golden = try JSONDecoder().decode(GoldenCase.self, from: data)
        } catch let DecodingError.typeMismatch(type, context) {
            throw GoldenFileError(file: file, line: line, "expected \(type) at \(path(context.codingPath))")
        } catch let DecodingError.keyNotFound(key, context) {
            throw GoldenFileError(file: file, line: line, "expected member \"\(key.stringValue)\" at \(path(context.codingPath))")
        } catch let DecodingError.dataCorrupted(context) {
            throw GoldenFileError(file: file, line: line, "\(path(context.codingPath)): \(context.debugDescription)")
        } catch {
            throw GoldenFileError(file: file, line: line, "expected a golden case: \(error)")
        }
        return try checked(golden, file: file, line: line)
    }

    /// `golden` when its platform and operation are ones a case may have.
    private static func checked(_ golden: GoldenCase, file: String, line: Int) throws(GoldenFileError) -> GoldenCase {
        guard golden.platform != .none else {
            throw GoldenFileError(file: file, line: line, "platform: expected the platform whose spelling the case uses, found none")
        }
        guard golden.operation.area != nil else {
            throw GoldenFileError(file: file, line: line, "expected an operation of docs/operations.md, found \"\(golden.operation)\"")
        }
        return golden
    }

    /// A coding path written like `sources[0].line`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce("") { path, key in
            if let index = key.intValue { return "\(path)[\(index)]" }
            return path.isEmpty ? key.stringValue : "\(path).\(key.stringValue)"
        }
    }
}
