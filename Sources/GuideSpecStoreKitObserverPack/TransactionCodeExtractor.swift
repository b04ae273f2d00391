package import GuideSpecDocumentModel
package import GuideSpecExtractors
package import GuideSpecSpecModel

/// The pack's extractor: every function of the page's code blocks that handles StoreKit transactions, in document order.
package struct TransactionCodeExtractor: PackExtractor {
    package init() {}

    package func items(of document: GuideDocument, context: inout ExtractionContext) -> (any PackSpecItems)? {
        var functions: [TransactionFunction] = []
        BlockWalk(document.blocks).forEachCode { code, block in
            functions += TransactionFunctionReader.read(code, block: block, context: context)
        }
        return functions.isEmpty ? nil : TransactionFunctions(functions)
    }
}
