public import GuideSpecIO
public import GuideSpecCodegen
public import GuideSpecWire
import Foundation
public import GuideSpecGoldenCases
import GuideSpecPacks
import GuideSpecSpecModel

/// The generate-tests stage: golden cases in (built from a folder of specs, or read from a folder of golden files), Swift
/// Testing sources of one platform's cases out.
public enum TestGeneration {
    /// The spec folder read by default.
    public static let defaultSpecs = "spec"

    /// Where the cases come from.
    public enum Source: Sendable {
        /// A folder of spec files (`*.json`), whose cases `GoldenCaseBuilder` builds.
        case specs(String)
        /// A folder of golden files (`*.jsonl`), read as they are.
        case golden(String)
    }

    /// What to generate: the platform's cases, what to put before the guide files failure messages cite, and how cases are
    /// built from specs (the project file's languages and platforms).
    public struct Options: Sendable {
        public var platform: Platform
        public var guideRoot: String
        public var goldenCases: GoldenCaseOptions

        /// Creates options; in-process Swift implementations are `ios`.
        public init(platform: Platform = AdapterHello.defaultPlatform, guideRoot: String = "", goldenCases: GoldenCaseOptions = .none) {
            self.platform = platform
            self.guideRoot = guideRoot
            self.goldenCases = goldenCases
        }
    }

    /// The command that regenerates files made from `source` into `output`, naming only what differs from the defaults:
    /// `--output` unless `output` is `namedOutput`, the folder the project file names (`paths.generated-tests`). Folders are
    /// written as `DisplayPath.normalized` gives them, so that `../GuideSpec/spec`, `../GuideSpec/spec/` and the absolute
    /// path of the same folder give the same command, and the same files.
    public static func regenerateCommand(source: Source = .specs(defaultSpecs), output: String, namedOutput: String?, options: Options = Options())
        -> String
    {
        var command = "swift run guidespec generate-tests"
        switch source {
        case .specs(let folder): if DisplayPath.normalized(folder) != defaultSpecs { command += " --specs \(DisplayPath.normalized(folder))" }
        case .golden(let folder): command += " --golden \(DisplayPath.normalized(folder))"
        }
        if DisplayPath.normalized(output) != namedOutput.map(DisplayPath.normalized) { command += " --output \(DisplayPath.normalized(output))" }
        if options.platform != AdapterHello.defaultPlatform { command += " --platform \(options.platform)" }
        if !options.guideRoot.isEmpty { command += " --guide-root \(options.guideRoot)" }
        return command
    }

    /// The cases of `source`; unreadable input is a `Failure` with its exit code.
    public static func cases(_ source: Source, options: GoldenCaseOptions) throws(Failure) -> [GoldenCase] {
        switch source {
        case .specs(let folder):
            let specList: [PageSpec]
            do {
                specList = try GoldenComparison.readSpecs(folder)
            } catch {
                let hint = error.message.hasPrefix("expected a folder with spec files") ? ": run `guidespec extract` first" : ""
                throw Failure(exit: error.exit, message: error.description + hint)
            }
            return GoldenCaseBuilder.cases(from: specList, options: options, packs: GuidePacks.caseBuilders)
        case .golden(let folder):
            do {
                return try GoldenFolder.read(URL(fileURLWithPath: folder).path, requiringCases: true).cases
            } catch {
                throw Failure(exit: error.exit, message: error.description)
            }
        }
    }

    /// The generated files for the cases of `source`; the same cases give the same bytes.
    public static func files(_ source: Source, regenerateCommand: String, options: Options) throws(Failure) -> [GeneratedFile] {
        try files(try cases(source, options: options.goldenCases), regenerateCommand: regenerateCommand, options: options)
    }

    /// The generated files for `cases`; the same cases give the same bytes.
    public static func files(_ cases: [GoldenCase], regenerateCommand: String, options: Options) throws(Failure) -> [GeneratedFile] {
        let generator = SuiteGenerator(regenerateCommand: regenerateCommand, platform: options.platform, guideRoot: .folder(options.guideRoot))
        do {
            return try generator.files(cases: cases)
        } catch {
            throw Failure(exit: .badInput, message: "\(error)")
        }
    }

    /// Why generation could not run, with the exit code it deserves.
    public struct Failure: Error, CustomStringConvertible {
        public var exit: GuideSpecExit
        public var message: String
        public var description: String { message }
    }
}

extension TestGeneration.Failure: ExitCodedError {}
