import GuideSpecIO
import ArgumentParser
import GuideSpecKit

extension GuideSpecCommand {
    /// `guidespec observer-check`: the StoreKit transaction code of guides checked against the observer contract.
    struct ObserverCheck: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "observer-check",
            abstract: "Check the StoreKit transaction-observer code of guides: states each switch handles, paths that finish, early returns, delegate arity.",
            discussion: "Prints one line per finding, `file:line: severity: message [rule]`; exit 1 when any is an error.")

        @OptionGroup var guides: GuideFileOptions

        func run() throws {
            let outcome = GuideSpecKit.ObserverCheck.run(try guides.guideFiles())
            StandardStreams.error(outcome.problems.map { $0.description + "\n" }.joined())
            try StandardStreams.output(outcome.findings.map { $0.description + "\n" }.joined() + outcome.summary + "\n")
            if outcome.exit != .success { throw ExitCode(outcome.exit.rawValue) }
        }
    }
}
