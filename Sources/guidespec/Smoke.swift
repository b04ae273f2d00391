import GuideSpecIO
import ArgumentParser
import GuideSpecKit

extension GuideSpecCommand {
    /// `guidespec smoke`: checks that an adapter speaks the protocol, before a full conformance run.
    struct Smoke: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "smoke",
            abstract: "Check that an adapter speaks the JSON-Lines protocol: handshake, one request per operation, clean exit.",
            discussion: "Exit codes: 0 every check passed; 2 usage; 3 a check failed.")

        @OptionGroup var adapter: AdapterOptions

        @OptionGroup var project: ProjectOptions

        func run() throws {
            // Every command reads the project file, so that a broken one is reported whatever the command.
            _ = try project.settings()
            let interruption = ConformOptions.terminationSignals
            let (report, exit) = ConformSmoke.run(adapter: try adapter.arguments(), timeout: adapter.timeout, interruption: interruption)
            try StandardStreams.output(report)
            interruption.endProcessIfSignalled()
            if exit != .success { throw ExitCode(exit.rawValue) }
        }
    }
}
