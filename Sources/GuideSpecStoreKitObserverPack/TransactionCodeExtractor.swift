package import GuideSpecDocumentModel
package import GuideSpecExtractors
package import GuideSpecSpecModel

/// The pack's extractor: every function of the page's code blocks that handles StoreKit transactions, in document order.
package struct TransactionCodeExtractor: PackExtractor {
    package init() {}

    package func items(of document: GuideDocument, code: [(code: CodeBlock, block: Block)], context: inout ExtractionContext)
        -> (any PackSpecItems)?
    {
        var functions: [TransactionFunction] = []
        for (code, block) in code {
            functions += TransactionFunctionReader.read(code, block: block, context: context)
        }
        return functions.isEmpty ? nil : TransactionFunctions(functions)
    }
}
