public import GuideSpecIO
import GuideSpecVocabulary

/// Where a guide's project file is and how it is read: the file given with `--project`, else the nearest `guidespec.yml` in
/// the working folder or a folder above it; a guide with neither has no project file (`GuideProject.none`).
public enum ProjectFile {
    /// The guide's settings: from `given` when it names a file, else from the nearest project file at or above `folder` (an
    /// absolute path), shown relative to it (`guidespec.yml`, `../guidespec.yml`). A file that cannot be read, or whose
    /// settings are not what docs/project-file.md describes, is a failure with the exit code it deserves.
    public static func load(given: String?, from folder: String) throws(GuideSpecFailure) -> GuideProject {
        if let given {
            return try read(given, at: given.hasPrefix("/") ? given : folder + "/" + given)
        }
        var components = folder.split(separator: "/").map(String.init)
        var shown = ProjectFileReader.fileName
        while true {
            let location = "/" + (components + [ProjectFileReader.fileName]).joined(separator: "/")
            switch InputFile.readIfPresent(shown, at: location, limit: ProjectFileReader.maximumBytes, kind: "project file") {
            case .success(let bytes?): return try parse(bytes, file: shown)
            case .success(nil): break
            case .failure(let failure): throw failure.failure
            }
            guard !components.isEmpty else { return .none }
            components.removeLast()
            shown = "../" + shown
        }
    }

    /// The settings of the file `file`, read at `location`.
    private static func read(_ file: String, at location: String) throws(GuideSpecFailure) -> GuideProject {
        switch InputFile.read(file, at: location, limit: ProjectFileReader.maximumBytes, kind: "project file") {
        case .success(let bytes): return try parse(bytes, file: file)
        case .failure(let failure): throw failure.failure
        }
    }

    private static func parse(_ bytes: [UInt8], file: String) throws(GuideSpecFailure) -> GuideProject {
        do {
            return try ProjectFileReader.read(bytes, file: file)
        } catch {
            throw GuideSpecFailure(.badInput, line: error.description)
        }
    }
}
