public import Codegen
public import Foundation
import ConformanceWire
import GoldenCases
import SpecModel

/// The generate-tests stage: the specs of a folder in, Swift Testing sources of their golden cases out.
public enum TestGeneration {
    /// The spec folder read by default.
    public static let defaultSpecs = "spec"
    /// The folder of the checked-in generated suites, in the `GeneratedConformanceTests` test target.
    public static let defaultOutput = "Tests/GeneratedConformanceTests/Generated"

    /// The command that regenerates files made from `specs` into `output`, naming only options that differ from the defaults.
    public static func regenerateCommand(specs: String = defaultSpecs, output: String = defaultOutput) -> String {
        var command = "swift run guidespec generate-tests"
        if specs != defaultSpecs { command += " --specs \(specs)" }
        if output != defaultOutput { command += " --output \(output)" }
        return command
    }

    /// The generated files for every `*.json` spec in `specs`, cases built per page; the same specs give the same bytes.
    public static func files(specs: URL, regenerateCommand: String) throws(Failure) -> [GeneratedFile] {
        let specList: [PageSpec]
        do {
            specList = try GoldenComparison.readSpecs(specs.relativePath)
        } catch {
            let hint = error.message.hasPrefix("expected a folder with spec files") ? ": run `guidespec extract` first" : ""
            throw Failure(exit: error.exit, message: error.description + hint)
        }
        let casesByPage = Dictionary(grouping: specList, by: \.page).mapValues { GoldenCaseBuilder.cases(from: $0) }
        do {
            return try SuiteGenerator(regenerateCommand: regenerateCommand).files(casesByPage: casesByPage)
        } catch {
            throw Failure(exit: .infrastructure, message: "\(error)")
        }
    }

    /// Why generation could not run, with the exit code it deserves.
    public struct Failure: Error, CustomStringConvertible {
        public var exit: GuideSpecExit
        public var message: String
        public var description: String { message }
    }
}
