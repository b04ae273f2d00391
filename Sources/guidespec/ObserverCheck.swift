import GuideSpecIO
import ArgumentParser
import GuideSpecKit

extension GuideSpecCommand {
    /// `guidespec observer-check`: the transaction-observer code of guides checked against the observer contract.
    struct ObserverCheck: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: ContractCheck.observer.command, abstract: ContractCheck.observer.abstract, discussion: ContractCheck.observer.discussion)

        @OptionGroup var guides: GuideFileOptions

        @OptionGroup var project: ProjectOptions

        func run() throws {
            let settings = try project.settings()
            let outcome = ContractCheck.observer.run(try guides.guideFiles(settings), options: settings.extractionOptions)
            StandardStreams.error(outcome.problems.map { $0.description + "\n" }.joined())
            try StandardStreams.output(outcome.findings.map { $0.description + "\n" }.joined() + outcome.summary + "\n")
            if outcome.exit != .success { throw ExitCode(outcome.exit.rawValue) }
        }
    }
}
