/// The fixed support every generated test target needs: test names from case ids, running a case where its test stands,
/// known issues, and failure messages that blame the implementation and cite the guide.
enum SupportFile {
    static let name = "GoldenCase+Testing.swift"

    /// The file after its header: the same for every spec but for `guideRoot`, so it is kept as text rather than built as a
    /// structure.
    ///
    /// The test target declares `adapterUnderTest()` and `guideKnownIssues`. The public imports let the conformance be public
    /// both with and without `InternalImportsByDefault`.
    static func body(guideRoot: String) -> String {
        #"""
        import Foundation
        import GuideSpecConformance
        public import GuideSpecWire
        public import Testing

        // Module-qualified names mark the conformance as deliberate, wherever the test target lives.
        extension GuideSpecWire.GoldenCase: Testing.CustomTestStringConvertible {
            /// The case id, so that a case shows under its id wherever Swift Testing names it.
            public var testDescription: String { id }
        }

        /// Runs generated cases against `adapterUnderTest()`, honouring `guideKnownIssues` (case id → why it fails).
        enum GuideSuites {
            /// What is put before each guide file a case cites, so that the location opens from where the tests run.
            static let guideRoot = \#(SwiftStringLiteral.render(guideRoot))

            /// Whether the implementation under test conforms to the protocol of `area` (such as `error-codes`).
            static func implements(_ area: String) -> Bool {
                guard let known = GuideSpecWire.Operation.Area(rawValue: area) else { return false }
                return adapterUnderTest().supports(known)
            }

            /// Runs one case and records, at the calling test, one issue naming every difference and the guide lines. A case
            /// listed in `knownIssues` must fail: its test fails when it passes.
            static func check(
                _ golden: GoldenCase, knownIssues: [String: String] = guideKnownIssues, sourceLocation: SourceLocation = #_sourceLocation
            ) async {
                guard let reason = knownIssues[golden.id] else { return await isolated(golden, sourceLocation: sourceLocation) }
                await withKnownIssue(Comment(rawValue: reason), sourceLocation: sourceLocation) {
                    await isolated(golden, sourceLocation: sourceLocation)
                }
            }

            /// Runs the case in a child process where Swift Testing has exit tests, so that a trap in the implementation (a
            /// failed precondition, a force-unwrapped nil) fails this case only and the run goes on; in this process on
            /// platforms without exit tests (iOS, tvOS, watchOS, visionOS) or when `GUIDESPEC_IN_PROCESS` is set, to debug a case.
            static func isolated(_ golden: GoldenCase, sourceLocation: SourceLocation) async {
                #if os(macOS) || os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Windows)
                    if ProcessInfo.processInfo.environment["GUIDESPEC_IN_PROCESS"] == nil {
                        await #expect(processExitsWith: .success, trapped(golden), sourceLocation: sourceLocation) { [golden, sourceLocation] in
                            GuideSuites.run(golden, sourceLocation: sourceLocation)
                        }
                        return
                    }
                #endif
                run(golden, sourceLocation: sourceLocation)
            }

            /// What a case whose process ended says, with the guide lines.
            static func trapped(_ golden: GoldenCase) -> Comment {
                let what = "the implementation ended its process while answering \(golden.id) (a trap, such as a failed precondition); "
                    + "run the case with GUIDESPEC_IN_PROCESS=1 in a debugger to see where"
                return Comment(rawValue: ([what] + citations(golden)).joined(separator: "\n"))
            }

            /// The case's verdict; a failure lists what the implementation gave that differs, then the guide lines.
            static func run(_ golden: GoldenCase, sourceLocation: SourceLocation) {
                guard let operation = GuideSpecWire.Operation(rawValue: golden.operation) else {
                    Issue.record(Comment(rawValue: "golden case \(golden.id): unknown operation \"\(golden.operation)\""), sourceLocation: sourceLocation)
                    return
                }
                let lines: [String]
                do throws(DispatchFailure) {
                    let actual = try OperationDispatcher(adapterUnderTest()).perform(operation, input: golden.input)
                    lines = CaseVerdict(expected: golden.expected, actual: actual).differences
                } catch {
                    switch error {
                    case .unsupportedArea(let area): lines = ["the implementation does not conform to the protocol of \(area.rawValue)"]
                    case .malformed(let problem):
                        lines = ["golden case \(golden.id) does not fit its operation (\(problem)): regenerate the suites with the GuideSpec they came from"]
                    }
                }
                guard !lines.isEmpty else { return }
                Issue.record(Comment(rawValue: (lines + citations(golden)).joined(separator: "\n")), sourceLocation: sourceLocation)
            }

            /// The guide lines behind a case, and the languages that dispute it.
            static func citations(_ golden: GoldenCase) -> [String] {
                golden.sources.map { "guide \($0.language) \(guideRoot)\($0.file):\($0.line) (\($0.item))" }
                    + golden.disputedBy.map { "disputed by \($0.language): \($0.says)" }
            }

            /// Records one issue naming every known issue whose id is no generated case, so that the list cannot rot.
            static func checkKnownIssues(_ suites: [[GoldenCase]]) {
                let ids = Set(suites.joined().map(\.id))
                let stale = guideKnownIssues.keys.filter { !ids.contains($0) }.sorted()
                guard !stale.isEmpty else { return }
                Issue.record(Comment(rawValue: "guideKnownIssues names no generated case: " + stale.joined(separator: ", ")))
            }
        }

        """#
    }
}
