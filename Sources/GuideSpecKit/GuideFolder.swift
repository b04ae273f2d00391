import GuideSpecIO
import Foundation
public import GuideSpecSource

/// The files of a folder tree, as a guide's files are looked for: sorted, hidden files and folders (`.git`) left out,
/// symbolic links not followed, at most `InputLimits.filesPerFolder` of them.
public enum GuideFolder {
    /// The regular files under `folder`, each as `folder/relative/path` (`relative/path` for `.` or an empty folder).
    public static func files(under folder: String) throws(GuideFileError) -> [String] {
        let base = folder.isEmpty ? "." : folder
        guard let enumerator = FileManager.default.enumerator(atPath: base) else {
            throw GuideFileError(path: base, problem: "cannot be listed: expected a folder")
        }
        let prefix = folder.isEmpty || folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        var paths: [String] = []
        while let next = enumerator.nextObject() as? String {
            if (next as NSString).lastPathComponent.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            guard enumerator.fileAttributes?[.type] as? FileAttributeType == .typeRegular else { continue }
            guard paths.count < InputLimits.filesPerFolder else {
                throw GuideFileError(path: base, problem: "has more than \(InputLimits.filesPerFolder) files: name the guide's folders instead")
            }
            paths.append(prefix + next)
        }
        return paths.sorted()
    }
}
