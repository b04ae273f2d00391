public import GuideSpecIO
import Foundation
import GuideSpecCodegen
public import GuideSpecGoldenCases
import GuideSpecPacks
public import GuideSpecWire

/// `guidespec catalogue`: a platform's catalogue of the specs, written as a Swift source file an implementation compiles in.
public enum CatalogueSnapshotRun {
    /// The command that takes the snapshot again: the specs when not `spec`, then the platform, constant and output.
    public static func command(specs: String, platform: Platform, constant: String, output: String) -> String {
        var command = "swift run guidespec catalogue"
        if specs != TestGeneration.defaultSpecs { command += " --specs \(specs)" }
        command += " --platform \(platform) --constant \(constant) --output \(output)"
        return command
    }

    /// Plans the snapshot of `platform` from the specs in `specs` into `output`; unreadable specs are a `GoldenFileError`,
    /// a platform the specs do not cover is one too; a constant name that is not a Swift identifier is bad input.
    public static func plan(specs: String, platform: Platform, constant: String, output: String, options: GoldenCaseOptions) throws -> WritePlan {
        guard SwiftIdentifier.isIdentifier(constant) else {
            throw GuideSpecFailure.badInput(
                "--constant \(constant)", "expected a Swift identifier (ASCII letters, digits and _, not starting with a digit)")
        }
        let catalogues = GoldenCaseBuilder.catalogues(from: try GoldenComparison.readSpecs(specs), options: options, packs: GuidePacks.caseBuilders)
        guard let catalogue = catalogues.first(where: { $0.platform == platform }) else {
            let covered = catalogues.map(\.platform.id).joined(separator: ", ")
            throw GoldenFileError(file: specs, "expected specs that cover platform \(platform); they cover \(covered.isEmpty ? "none" : covered)")
        }
        let source = CatalogueSnapshot(constant: constant, command: command(specs: specs, platform: platform, constant: constant, output: output))
            .source(catalogue)
        var plan = WritePlan()
        try plan.write(Data(source.utf8), toFile: output)
        return plan
    }
}
