public import GuideSpecWire

extension OperationDispatcher {
    /// The verdict on the implementation's output for `golden`, its expected output compared with what the implementation
    /// gives; a case whose operation this GuideSpec does not know, whose area the implementation does not answer, or whose
    /// input does not fit its operation fails with one line that says so. The one place a case is judged in process: the
    /// generated suites, the benchmarks and the tests all ask here.
    public func verdict(on golden: GoldenCase) -> CaseVerdict {
        do throws(DispatchFailure) {
            return CaseVerdict(expected: golden.expected, actual: try perform(golden.operation, input: golden.input))
        } catch {
            switch error {
            case .unknownOperation(let operation): return CaseVerdict(failure: "golden case \(golden.id): unknown operation \"\(operation)\"")
            case .unsupportedArea(let area): return CaseVerdict(failure: "the implementation does not conform to the protocol of \(area.rawValue)")
            case .unansweredArea: return CaseVerdict(failure: "golden case \(golden.id): \(error)")
            case .malformed(let problem):
                return CaseVerdict(
                    failure:
                        "golden case \(golden.id) does not fit its operation (\(problem)): regenerate the suites with the GuideSpec they came from")
            }
        }
    }
}
