/// A problem found while reading or extracting a page, as the spec records it.
public struct SpecDiagnostic: Codable, Hashable, Sendable {
    public var severity: Severity
    /// The stable identifier of the check, such as `extract.orphan-comment`.
    public var rule: String
    public var line: Int
    public var message: String

    /// Creates a diagnostic record.
    public init(severity: Severity, rule: String, line: Int, message: String) {
        self.severity = severity
        self.rule = rule
        self.line = line
        self.message = message
    }
}

extension SpecDiagnostic: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("line", line)
            json.member("message", message)
            json.member("rule", rule)
            json.member("severity", severity)
        }
    }
}
