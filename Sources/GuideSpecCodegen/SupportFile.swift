/// What every generated test target holds besides its suites: a thin shim over `GuideCaseRunner` (library GuideSpecTesting),
/// which does the work. The shim stays in the target because only the target knows `adapterUnderTest()` and
/// `guideKnownIssues`, and because an exit test (`#expect(processExitsWith:)`) that runs a case in a child process must name
/// the target's implementation in its body, which a library cannot.
enum SupportFile {
    static let name = "GoldenCase+Testing.swift"

    /// The file after its header: the same for every spec but for `guideRoot`, so it is kept as text rather than built as a
    /// structure.
    static func body(guideRoot: GuideRoot) -> String {
        #"""
        import GuideSpecTesting
        import GuideSpecWire
        import Testing

        /// Runs generated cases against `adapterUnderTest()`, honouring `guideKnownIssues` (case id → why it fails); the work is
        /// `GuideCaseRunner`'s.
        enum GuideSuites {
            /// The runner of this target's cases, citing guide files from where the tests run.
            static let runner = GuideCaseRunner(guideRoot: \#(guideRoot.expression), implementation: adapterUnderTest)

            /// Whether the implementation under test conforms to the protocol of `area` (such as `error-codes`).
            static func implements(_ area: String) -> Bool { runner.implements(area) }

            /// Runs one case and records, at the calling test, one issue naming every difference and the guide lines. A case
            /// listed in `knownIssues` must fail: its test fails when it passes.
            static func check(
                _ golden: GoldenCase, knownIssues: [String: String] = guideKnownIssues, sourceLocation: SourceLocation = #_sourceLocation
            ) async {
                await runner.check(golden, knownIssues: knownIssues, sourceLocation: sourceLocation, inChildProcess: inChildProcess)
            }

            /// Runs the case in a child process where Swift Testing has exit tests, so that a trap in the implementation (a failed
            /// precondition, a force-unwrapped nil) fails this case only and the run goes on; false where there are none.
            static func inChildProcess(_ golden: GoldenCase, sourceLocation: SourceLocation) async -> Bool {
                #if os(macOS) || os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Windows)
                    await #expect(processExitsWith: .success, runner.trapped(golden), sourceLocation: sourceLocation) { [golden, sourceLocation] in
                        GuideSuites.runner.run(golden, sourceLocation: sourceLocation)
                    }
                    return true
                #else
                    return false
                #endif
            }

            /// Records one issue naming every known issue whose id is no generated case, so that the list cannot rot.
            static func checkKnownIssues(_ suites: [[GoldenCase]]) {
                runner.checkKnownIssues(suites, knownIssues: guideKnownIssues)
            }
        }

        """#
    }
}
