public import ArgumentParser
import Foundation
import GuideSpecIO

extension ParsableCommand {
    /// Runs the root command of a GuideSpec executable: usage mistakes exit 2 instead of the parser's 64, and every other
    /// error goes through the one failure mapping (`GuideSpecFailure(mapping:)`): one `file: what happened` line and its
    /// exit code, never a dump.
    public static func runMappingFailures() {
        StandardStreams.prepare()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let parserExit = exitCode(for: error)
            if parserExit == .success { exit(withError: error) }  // --help, --version: printed by the parser
            if parserExit == .validationFailure {
                StandardStreams.error(fullMessage(for: error) + "\n")
                Foundation.exit(GuideSpecExit.badInput.rawValue)
            }
            let failure = GuideSpecFailure(mapping: error)
            StandardStreams.error(failure.description + "\n")
            Foundation.exit(failure.exit.rawValue)
        }
    }
}
