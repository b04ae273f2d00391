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
        var specsByPage: [String: [PageSpec]] = [:]
        for url in try specFiles(in: specs) {
            do {
                let spec = try PageSpec.decode(from: try Data(contentsOf: url))
                specsByPage[spec.page, default: []].append(spec)
            } catch {
                throw Failure(exit: .badInput, message: "\(url.path): cannot read the spec: \(error)")
            }
        }
        let casesByPage = specsByPage.mapValues { GoldenCaseBuilder.cases(from: $0) }
        do {
            return try SuiteGenerator(regenerateCommand: regenerateCommand).files(casesByPage: casesByPage)
        } catch {
            throw Failure(exit: .infrastructure, message: "\(error)")
        }
    }

    /// The `*.json` files of a folder, sorted by name; at least one.
    static func specFiles(in folder: URL) throws(Failure) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let specs = names.filter { $0.hasSuffix(".json") }.sorted()
        guard !specs.isEmpty else { throw Failure(exit: .badInput, message: "\(folder.path): no spec files (*.json): run `guidespec extract` first") }
        return specs.map { folder.appendingPathComponent($0) }
    }

    /// Why generation could not run, with the exit code it deserves.
    public struct Failure: Error, CustomStringConvertible {
        public var exit: GuideSpecExit
        public var message: String
        public var description: String { message }
    }
}
