import ArgumentParser
import Foundation
import GuideSpecKit

extension GuideSpecCommand {
    /// `guidespec golden`: the golden cases under golden/, checked against or recorded from the specs.
    struct Golden: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Verify or record the golden cases (golden/<page>.jsonl) the specs give.", subcommands: [Verify.self, Record.self])
    }
}

/// The folders `golden verify` and `golden record` read and write.
struct GoldenFolderOptions: ParsableArguments {
    @Option(help: "The folder of spec files (*.json).")
    var specs = "spec"

    @Option(help: "The folder of golden case files (*.jsonl).")
    var golden = "golden"
}

extension GuideSpecCommand.Golden {
    /// `guidespec golden verify`: exit 1 with a per-case diff when golden/ is not what the specs give.
    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Compare the golden files with the cases the specs give; print a diff.")

        @OptionGroup var folders: GoldenFolderOptions

        func run() throws {
            let comparisons = try guardingInput { try GoldenComparison.compare(specsFolder: folders.specs, goldenFolder: folders.golden) }
            var stale = false
            for comparison in comparisons {
                guard !comparison.upToDate else {
                    print("\(comparison.path): up to date")
                    continue
                }
                stale = true
                print("\(comparison.path): \(comparison.diff.isEmpty ? "same cases, not in canonical form" : comparison.summary)")
                for line in comparison.diff.lines { print("  \(line)") }
            }
            guard stale else { return }
            print("golden cases are out of date: run `swift run guidespec golden record`")
            throw ExitCode(GuideSpecExit.findings.rawValue)
        }
    }

    /// `guidespec golden record`: rewrites the golden files from the specs; refuses on CI.
    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Rewrite the golden files from the specs (never on CI).")

        @OptionGroup var folders: GoldenFolderOptions

        func run() throws {
            if let refusal = GoldenRecording.refusal(environment: ProcessInfo.processInfo.environment) {
                FileHandle.standardError.write(Data("\(refusal)\n".utf8))
                throw ExitCode(GuideSpecExit.badInput.rawValue)
            }
            let outcomes = try guardingInput { try GoldenRecording.run(specsFolder: folders.specs, goldenFolder: folders.golden) }
            for outcome in outcomes {
                let comparison = outcome.comparison
                print("\(outcome.action): \(comparison.path) (\(comparison.summary))")
                for id in comparison.diff.added { print("  added: \(id)") }
                for change in comparison.diff.changed { print("  changed: \(change.id)") }
                for id in comparison.diff.removed { print("  removed: \(id)") }
            }
        }
    }
}

/// Runs `body`, turning unreadable input into exit 2 and any other failure into exit 3, each with its message on standard error.
func guardingInput<Value>(_ body: () throws -> Value) throws -> Value {
    do {
        return try body()
    } catch let error as GoldenInputError {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        throw ExitCode(GuideSpecExit.badInput.rawValue)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        throw ExitCode(GuideSpecExit.infrastructure.rawValue)
    }
}
