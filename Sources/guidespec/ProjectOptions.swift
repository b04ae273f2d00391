import ArgumentParser
import Foundation
import GuideSpecProject

/// `--project FILE`, which every command takes: the guide's project file (docs/project-file.md), else the nearest
/// `guidespec.yml` in the working folder or a folder above it; a guide with neither has no settings.
struct ProjectOptions: ParsableArguments {
    @Option(name: .customLong("project"), help: "The guide's project file (default: the nearest guidespec.yml here or above).")
    var file: String?

    /// The guide's settings; a project file that cannot be read or says what GuideSpec does not read is exit 2 (3 when
    /// the system refused to read it), with `file:line: what was expected`.
    func settings() throws -> GuideProject {
        try ProjectFile.load(given: file, from: FileManager.default.currentDirectoryPath)
    }
}
