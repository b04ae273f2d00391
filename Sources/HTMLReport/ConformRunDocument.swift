import GuideSpecWire

/// One `guidespec conform --format json` report (docs/conform.md) as the HTML report reads it: every member but the
/// case IDs and statuses is optional, and unknown members are ignored, so reports of every build that writes
/// version 1 read, whatever additive members they carry.
public struct ConformRunDocument: Decodable, Sendable {
    var reportVersion: Int
    var header: Header?
    var cases: [Case]
    var expectationProblems: [ExpectationProblem]?
    var summary: Summary?
    /// The file the run was read from, as named on the command line; set by `decode`, not read from the JSON.
    var file = ""

    struct Header: Decodable, Sendable {
        var toolVersion: String?
        var specVersion: Int?
        var protocolVersion: Int?
        var adapterCommand: [String]?
        var implementation: Implementation?
        var goldenFiles: [String]?
    }

    struct Implementation: Decodable, Sendable {
        var name: String?
        var version: String?
        var language: String?
    }

    struct Case: Decodable, Sendable {
        var id: String
        var operation: String?
        var area: String?
        /// `passed`, `failed`, `skipped` or `errored`.
        var status: String
        var differences: [String]?
        var skipReason: String?
        var fault: Fault?
        var stderr: Stderr?
        var expectedFailure: String?
        /// The case's input, when the report carries it.
        var input: JSONValue?
        /// The whole output the guide demands, when the report carries it.
        var expected: JSONValue?
        /// The guide lines that demand the case, when the report carries them.
        var sources: [Source]?

        private enum CodingKeys: String, CodingKey {
            case id, operation, area, status, differences, skipReason, fault, stderr, expectedFailure, input, expected, sources
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            status = try container.decode(String.self, forKey: .status)
            operation = try container.decodeIfPresent(String.self, forKey: .operation)
            area = try container.decodeIfPresent(String.self, forKey: .area)
            differences = try container.decodeIfPresent([String].self, forKey: .differences)
            skipReason = try container.decodeIfPresent(String.self, forKey: .skipReason)
            fault = try container.decodeIfPresent(Fault.self, forKey: .fault)
            stderr = try container.decodeIfPresent(Stderr.self, forKey: .stderr)
            expectedFailure = try container.decodeIfPresent(String.self, forKey: .expectedFailure)
            // Members newer than version 1's first build: a shape this build does not know is left out, not fatal.
            input = try? container.decodeIfPresent(JSONValue.self, forKey: .input)
            expected = try? container.decodeIfPresent(JSONValue.self, forKey: .expected)
            sources = try? container.decodeIfPresent([Source].self, forKey: .sources)
        }
    }

    struct Fault: Decodable, Sendable {
        var kind: String?
        var message: String?
    }

    struct Stderr: Decodable, Sendable {
        var text: String?
        var droppedBytes: Int?
    }

    /// A guide line a case comes from.
    struct Source: Decodable, Sendable {
        var item: String?
        var language: String?
        var file: String?
        var line: Int?
    }

    struct ExpectationProblem: Decodable, Sendable {
        var id: String?
        var problem: String?
    }

    struct Summary: Decodable, Sendable {
        var abort: String?
        var exitCode: Int?
        /// What the run noticed beside the cases, such as a fault no single case could be charged with.
        var notes: [String]?
    }

    private enum CodingKeys: String, CodingKey {
        case reportVersion, header, cases, expectationProblems, summary
    }

    /// The implementation as the report names it: `name version`, else the adapter command, else the file.
    var title: String {
        if let implementation = header?.implementation, let name = implementation.name {
            return [name, implementation.version].compactMap { $0 }.joined(separator: " ")
        }
        if let command = header?.adapterCommand, !command.isEmpty { return command.joined(separator: " ") }
        return file
    }
}
