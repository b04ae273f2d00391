package import GuideSpecDocumentModel
package import GuideSpecSpecModel

/// What a pack adds to `PageExtractor`: it reads its own items from a page, after the generic extractors, for the spec to
/// keep under the pack's member (`PackSpecItems`). The commands hand every pack's extractor to each extraction.
package protocol PackExtractor: Sendable {
    /// The items `document` holds, or nil when it holds none; problems go to `context`. `code` is every code block of the
    /// page in document order, each with the block that holds it, as the generic extractors' walk met them.
    func items(of document: GuideDocument, code: [(code: CodeBlock, block: Block)], context: inout ExtractionContext) -> (any PackSpecItems)?
}
