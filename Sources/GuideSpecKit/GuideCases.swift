public import GuideSpecIO
import Foundation
public import GuideSpecProject
public import GuideSpecSpecModel
public import GuideSpecWire
import GuideSpecGoldenCases
import GuideSpecPacks
import GuideSpecSource

/// The golden cases of a whole guide, built in memory from every page its project file's layout describes, for every
/// platform its platform patterns give: what `golden record`, `golden verify` and `conform` read in a guide repository
/// when given no spec or golden folder.
public enum GuideCases {
    /// The specs of every page `project`'s layout describes, read on every core, in file order. A page that cannot be read
    /// is a failure naming the first such file's first error and how many there are (exit 2, or 3 when the system refused
    /// to read one).
    public static func specs(_ project: GuideProject) throws(GuideSpecFailure) -> [PageSpec] {
        let files: [GuideFile]
        do {
            files = try GuideSelection.select([], language: nil, page: nil, project: project).files
        } catch {
            throw GuideSpecFailure(mapping: error)
        }
        let options = project.extractionOptions
        let results = OrderedParallelMap.map(files) { GuideSource.read($0, options: .withPacks(options)) }
        let exit = GuideSource.exit(for: results.flatMap(\.diagnostics))
        guard exit == .success else {
            let errors = results.compactMap { result in result.spec == nil ? result.diagnostics.first { $0.severity == .error } : nil }
            let first = errors.first.map { "\($0.description); " } ?? ""
            throw GuideSpecFailure(
                exit,
                line: "\(first)no golden case built: \(errors.count) of \(files.count) guide files could not be read (guidespec extract names each)")
        }
        return results.compactMap(\.spec)
    }

    /// The cases of every page of the guide, as a golden folder held in memory (one file per page, named as `golden
    /// record` would write it); a guide that gives no case is bad input naming the project file.
    public static func folder(_ project: GuideProject) throws(GuideSpecFailure) -> GoldenFolder {
        let cases = GoldenCaseBuilder.cases(from: try specs(project), options: project.goldenCaseOptions, packs: GuidePacks.caseBuilders)
        guard !cases.isEmpty else {
            throw .badInput(
                project.file ?? ProjectFileReader.fileName,
                "the pages its layout describes give no golden case: expected pages that declare errors, types or methods")
        }
        do {
            return try GoldenFolder(built: cases)
        } catch {
            throw GuideSpecFailure(mapping: error)
        }
    }
}
