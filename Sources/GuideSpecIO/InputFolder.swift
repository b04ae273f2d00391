import Foundation

/// Lists the input files of one kind in a folder: sorted, hidden files (such as temporary files) left out, and never
/// more than `InputLimits.filesPerFolder`.
package enum InputFolder {
    /// The names in `folder` ending in `.<ext>`, sorted; nil when the folder does not exist or is not a folder.
    package static func names(in folder: String, extension ext: String) throws(InputFile.Failure) -> [String]? {
        guard let all = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        let names = all.filter { $0.hasSuffix(".\(ext)") && !$0.hasPrefix(".") }.sorted()
        guard names.count <= InputLimits.filesPerFolder else {
            throw InputFile.Failure(
                file: folder, reason: .tooManyFiles,
                problem: "has \(names.count) *.\(ext) files, over the limit of \(InputLimits.filesPerFolder) per folder", exit: .badInput)
        }
        return names
    }
}
