public import GuideSpecDocumentModel
public import GuideSpecSpecModel

/// What every extractor needs besides the document: the page's identity, a place to report problems, and what the page's
/// code has been found to name so far.
public struct ExtractionContext: Sendable {
    /// The guide file, as the user named it.
    public var file: String
    /// The page's language code.
    public var language: String
    /// What the guide's project file says that extraction needs.
    public let options: ExtractionOptions
    /// Problems the extractors found, in the order found.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The neutral types the run's pages have named so far, so that each is worked out once.
    let neutralTypes: NeutralTypeCache

    /// Creates a context for one page of a guide with `options`.
    public init(file: String, language: String, options: ExtractionOptions = .none) {
        self.file = file
        self.language = language
        self.options = options
        neutralTypes = options.neutralTypes
    }

    /// A location for `range` under `section`.
    public func location(_ range: SourceRange, section: [String]) -> SpecLocation {
        SpecLocation(file: file, line: range.first, endLine: range.last, section: section, language: language)
    }

    /// A one-line location under `section`.
    public func location(line: Int, section: [String]) -> SpecLocation {
        SpecLocation(file: file, line: line, section: section, language: language)
    }

    /// Records a problem found on `line`.
    public mutating func report(_ severity: Severity, rule: String, line: Int, _ message: String) {
        diagnostics.append(Diagnostic(severity, rule: rule, file: file, line: line, message))
    }
}
