public import GuideSpecIO

/// The verdict of one step of `guidespec check`, with the lines that say what broke.
public struct CheckStep: Sendable {
    /// The step's short name, such as `golden`.
    public var name: String
    public var exit: GuideSpecExit
    /// One line saying what was checked and how it went.
    public var summary: String
    /// What broke, one item per line (a file, a case, a finding); empty when the step passed.
    public var details: [String]

    /// Creates a step verdict.
    public init(name: String, exit: GuideSpecExit, summary: String, details: [String] = []) {
        self.name = name
        self.exit = exit
        self.summary = summary
        self.details = details
    }
}
