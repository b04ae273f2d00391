/// The format a guide file is read as, each by its own front end.
public enum SourceFormat: String, Codable, Sendable, CaseIterable {
    case markdown, html, text
}
