public import GuideSpecDocumentModel
public import GuideSpecSpecModel

/// What reading one guide file gave: its document, its spec and its diagnostics, or why nothing could be read.
public struct SourceReading: Sendable {
    /// The file read.
    public var file: GuideFile
    /// The document the front end built; nil when the file could not be read (its errors are in `diagnostics`).
    public var document: GuideDocument?
    /// The page's spec, whose diagnostics are `diagnostics`; nil when the file could not be read or nothing was extracted.
    public var spec: PageSpec?
    /// Every diagnostic of reading and extracting, in report order, at most the options' number of each rule.
    public var diagnostics: [Diagnostic]

    /// Whether the file could be read: an unreadable file has error diagnostics and no document.
    public let isReadable: Bool

    /// A reading of `file`; readable when the front end gave a document.
    init(file: GuideFile, document: GuideDocument?, spec: PageSpec?, diagnostics: [Diagnostic]) {
        self.file = file
        self.document = document
        self.spec = spec
        self.diagnostics = diagnostics
        isReadable = document != nil
    }

    /// The reading without its document, for a caller that keeps only the specs and the diagnostics of many files, so that
    /// no document lives until the last file is read; it stays readable when it was.
    public func droppingDocument() -> SourceReading {
        var dropped = self
        dropped.document = nil
        return dropped
    }

    /// The reading with at most `limit` diagnostics of each rule, the rest counted in one `diagnostics.capped` note; the
    /// spec records the same.
    public func capped(to limit: Int) -> SourceReading {
        var capped = self
        capped.diagnostics = DiagnosticCap.apply(diagnostics, limit: limit)
        capped.spec?.diagnostics = capped.diagnostics.map { SpecDiagnostic(severity: $0.severity, rule: $0.rule, line: $0.line, message: $0.message) }
        return capped
    }
}
