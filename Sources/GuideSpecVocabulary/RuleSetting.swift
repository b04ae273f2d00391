/// What a guide's project file says about one rule: off, or on at a severity of the project's choosing.
public enum RuleSetting: Hashable, Sendable {
    /// The rule does not run.
    case off
    /// The rule runs and its findings take this severity.
    case severity(Severity)
}
