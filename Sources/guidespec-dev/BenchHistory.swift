import GuideSpecIO
import ArgumentParser
import Foundation
import GuideSpecDevTools
import GuideSpecKit
import GuideSpecHistory

extension GuideSpecDevCommand {
    /// `guidespec-dev bench-history`: a whole-history walk of the public guide's repository against git and the tip alone.
    struct BenchHistory: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "bench-history",
            abstract: "Measure guidespec history over a guide's whole git history against git log and the tip alone.")

        @Option(help: "A git repository of a guide (default: a clone of --bundle in a temporary folder).")
        var repository: String?

        @Option(help: "The git bundle to clone when no --repository is given.")
        var bundle = "../shared/corpus/gamebase-docs/gamebase-docs.bundle"

        @Option(help: "How many pages are walked at once.")
        var jobs = ProcessInfo.processInfo.activeProcessorCount

        @Flag(help: "Also walk on one thread and check that the report has the same bytes.")
        var sequential = false

        func run() throws {
            let settings = try GuideSpecDevCommand.project()
            var clone: URL?
            defer { if let clone { try? FileManager.default.removeItem(at: clone) } }
            let folder: String
            if let repository {
                folder = repository
            } else {
                guard FileManager.default.fileExists(atPath: bundle) else {
                    throw ValidationError("bundle \(bundle) does not exist: pass --bundle or --repository")
                }
                let target = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-bench-history-\(UUID().uuidString)")
                clone = target
                guard try ChildProcess.run(["git", "clone", "-q", bundle, target.path]).end == .exited(0) else {
                    FileHandle.standardError.write(Data("guidespec-dev bench-history: git clone \(bundle) failed\n".utf8))
                    throw ExitCode(GuideSpecExit.infrastructure.rawValue)
                }
                folder = target.path
            }
            do {
                print(try HistoryBenchmark.run(repository: folder, jobs: jobs, sequential: sequential, extraction: settings.extractionOptions))
            } catch {
                FileHandle.standardError.write(Data("guidespec-dev bench-history: error: \(error)\n".utf8))
                throw ExitCode(error.exit.rawValue)
            }
        }
    }
}
