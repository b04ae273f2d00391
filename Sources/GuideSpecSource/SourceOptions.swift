public import GuideSpecIO
public import GuideSpecExtractors

/// How `GuideSource` reads a guide file. The guide's own settings (from its project file) and the extractors of packs
/// are passed here too, so that every reader of guides keeps reading through the one path.
public struct SourceOptions: Sendable {
    /// Whether the extractors run: off, only the document is read (`dump-document`, the front end's benchmark).
    public var extracting: Bool
    /// The most diagnostics kept of one rule in one file, the rest counted in one `diagnostics.capped` note, and recorded
    /// the same in the spec; nil keeps every one (drift and history, whose rules read the spec's diagnostics).
    public var diagnosticsPerRule: Int?
    /// What the extractors know of the guide beyond its pages (its platforms and name prefixes, from its project file).
    public var extraction: ExtractionOptions
    /// The packs' extractors, run after the generic ones (`GuidePacks.extractors` for the packs of this build).
    package var packExtractors: [any PackExtractor]

    /// Options that read and extract with `extraction`, keeping `InputLimits.diagnosticsPerRule` diagnostics of each
    /// rule, with no pack.
    public init(extracting: Bool = true, diagnosticsPerRule: Int? = InputLimits.diagnosticsPerRule, extraction: ExtractionOptions = .none) {
        self.extracting = extracting
        self.diagnosticsPerRule = diagnosticsPerRule
        self.extraction = extraction
        packExtractors = []
    }

    /// Options that also run `packExtractors`.
    package init(
        extracting: Bool = true, diagnosticsPerRule: Int? = InputLimits.diagnosticsPerRule, extraction: ExtractionOptions = .none,
        packExtractors: [any PackExtractor]
    ) {
        self.init(extracting: extracting, diagnosticsPerRule: diagnosticsPerRule, extraction: extraction)
        self.packExtractors = packExtractors
    }

    /// The document only, without extraction.
    public static let documentOnly = SourceOptions(extracting: false)
}
