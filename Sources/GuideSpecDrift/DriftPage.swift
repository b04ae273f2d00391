public import GuideSpecDocumentModel
public import GuideSpecSpecModel

/// One file's spec and document, the input of every drift comparison.
public struct DriftPage: Sendable {
    /// The items extracted from the file.
    public var spec: PageSpec
    /// The blocks the spec was extracted from, for the rules that read prose.
    public var document: GuideDocument

    /// Pairs a spec with the document it came from.
    public init(spec: PageSpec, document: GuideDocument) {
        self.spec = spec
        self.document = document
    }

    /// The page's language code, such as `zh`.
    var language: String { spec.language }
}
