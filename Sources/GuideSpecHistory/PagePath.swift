import GuideSpecProject
import GuideSpecSource

/// The layout of a guide repository, relative to the walked folder: the pages the project file's layout places, as drift
/// reads them; without a layout, `<lang>/<page>.<ext>` (`en/ios-login.md`), the language a folder named after it, the
/// format one GuideSpec reads.
enum PagePath {
    /// The language and page of `path` (relative to the repository's top) when it is a page under `prefix`
    /// (the walked folder's path from the top, empty or ending in `/`), placed by `project`'s layout when it has one.
    static func page(_ path: String, prefix: String, project: GuideProject) -> (language: String, page: String)? {
        guard path.hasPrefix(prefix) else { return nil }
        if !project.layout.isEmpty {
            let relative = String(path.dropFirst(prefix.count))
            guard case .placed(let placement) = project.layout.place(relative, aliases: project.aliases, languages: project.namedLanguages) else {
                return nil
            }
            return (placement.language, placement.page)
        }
        let components = path.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard components.count == 2, let file = try? GuideFile(path: path) else { return nil }
        return (file.language, file.page)
    }

    /// Whether `path` could hold a page's text at some time (a format GuideSpec reads, under `prefix`), so that a rename
    /// from it into a page path carries its history.
    static func isTracked(_ path: String, prefix: String) -> Bool {
        path.hasPrefix(prefix) && (try? GuideFile(path: path, language: "und")) != nil
    }
}
