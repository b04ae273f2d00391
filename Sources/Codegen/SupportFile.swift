/// The fixed support every generated test target needs: test names from case IDs, running a case, the failure comment.
enum SupportFile {
    static let name = "GoldenCase+Testing.swift"

    /// The file after its header; it is the same for every spec, so it is kept as text rather than built as a structure.
    ///
    /// The public imports let the conformance be public both with and without `InternalImportsByDefault`.
    static let body = #"""
        import Conformance
        public import ConformanceWire
        public import Testing

        // Module-qualified names mark the conformance as deliberate, wherever the test target lives.
        extension ConformanceWire.GoldenCase: Testing.CustomTestStringConvertible {
            /// The case ID, so that each argument of a generated test is named after its case.
            public var testDescription: String { id }
        }

        extension GoldenCase {
            /// The output `implementation` gives for this case, compared with the expected output.
            func verdict(of implementation: any PurchaseGuideImplementation) throws -> CaseVerdict {
                guard let known = ConformanceWire.Operation(rawValue: operation) else {
                    throw MalformedInput("golden case \(id): unknown operation \"\(operation)\"")
                }
                let actual = try OperationDispatcher(implementation).perform(known, input: input)
                return CaseVerdict(expected: expected, actual: actual)
            }

            /// Each difference, then the guide lines that demand the expectation and the languages that dispute it.
            func failureComment(_ verdict: CaseVerdict) -> Comment {
                let guideLines = sources.map { "guide \($0.language) \($0.file):\($0.line) (\($0.item))" }
                let disputes = disputedBy.map { "disputed by \($0.language): \($0.says)" }
                return Comment(rawValue: (verdict.differences + guideLines + disputes).joined(separator: "\n"))
            }
        }

        """#
}
