/// How serious a diagnostic or a finding is, most serious first: an `error` in a diagnostic means nothing trustworthy could
/// be read from the file; in a finding, that the guide contradicts itself.
public enum Severity: String, Codable, CaseIterable, Hashable, Sendable {
    case error, warning, note
}
