public import GuideSpecIO

extension DriftBaselineError: ExitCodedError {
    /// A baseline GuideSpec cannot use is bad input.
    public var exit: GuideSpecExit { .badInput }
}
