import GuideSpecDisplayText

/// Why a run stops, with the exit code it deserves and one line saying `file: what happened`.
///
/// Every command ends a failed run through this type: the CLI prints `description` on standard error and exits
/// with `exit`. Build one with the named constructors, or from any error with `GuideSpecFailure(mapping:)`.
public struct GuideSpecFailure: ExitCodedError, Hashable, Sendable {
    public var exit: GuideSpecExit
    /// The one-line message, starting with the file (or stream) it is about.
    public var description: String

    /// A failure about `file`: `file: problem`.
    public init(_ exit: GuideSpecExit, file: String, _ problem: String) {
        self.init(exit, line: "\(file): \(problem)")
    }

    /// A failure whose message is already a whole line, such as a diagnostic's `file:line: message`; whatever it quotes (a
    /// case id, a path, an adapter's words) stays on that line (`DisplayText.line`).
    public init(_ exit: GuideSpecExit, line: String) {
        self.exit = exit
        description = DisplayText.line(line)
    }

    /// Bad input or usage (exit 2): what the user gave cannot be used; nothing is written.
    public static func badInput(_ file: String, _ problem: String) -> GuideSpecFailure {
        GuideSpecFailure(.badInput, file: file, problem)
    }

    /// A failure to read, write or lock (exit 3): the machine, not the input, stopped the run.
    public static func infrastructure(_ file: String, _ problem: String) -> GuideSpecFailure {
        GuideSpecFailure(.infrastructure, file: file, problem)
    }
}

/// An error that knows the exit code it deserves; `GuideSpecFailure(mapping:)` keeps that code and the error's description.
public protocol ExitCodedError: Error, CustomStringConvertible {
    /// The exit code a run that stops with this error ends with.
    var exit: GuideSpecExit { get }
}
