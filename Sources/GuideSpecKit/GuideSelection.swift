import GuideSpecVocabulary
public import GuideSpecProject
import Foundation
import GuideSpecIO
public import GuideSpecSource

/// The guide files a command reads: those its arguments name (files, folders, quoted globs), or without arguments every
/// page the project file's layout describes. A file the layout places takes its page and language from the layout; any
/// other file keeps the rule of files named alone (the language from its folder or `--lang`, the page from its name or
/// `--page`).
public struct GuideSelection: Sendable {
    /// The files, in the order of the arguments, each argument's files sorted by path.
    public var files: [GuideFile]
    /// Files found in a folder or by a glob that are not read, each `path: why`.
    public var skipped: [String]

    /// The files `arguments` name, read as `project` says, or without arguments every page its layout describes. No
    /// arguments and no layout, a named file GuideSpec cannot use, a `--lang` or `--page` where the layout gives the
    /// language or the page, a glob that matches nothing, or two files that the layout makes the same page in the same
    /// language are bad input.
    public static func select(
        _ arguments: [String], language: String?, page: String?, project: GuideProject
    ) throws(GuideFileError) -> GuideSelection {
        let site = Site(project: project)
        var selection = GuideSelection(files: [], skipped: [])
        if arguments.isEmpty && !project.layout.isEmpty {
            let option = language != nil ? "--lang" : page != nil ? "--page" : nil
            if let option {
                throw GuideFileError(
                    path: project.file ?? ProjectFileReader.fileName,
                    problem: "\(option) does not apply: the layout gives every page and language; name files outside the layout to use it")
            }
            try selection.addFound(site.walk(project.root), site: site, language: nil, page: nil, layoutOnly: true)
            try selection.checkDistinctPages()
            guard !selection.files.isEmpty else {
                throw GuideFileError(
                    path: project.file ?? ProjectFileReader.fileName,
                    problem: "the layout matches no guide file under \(project.root.isEmpty ? "this folder" : project.root)")
            }
            return selection
        }
        if arguments.isEmpty {
            guard let file = project.file else {
                throw GuideFileError(
                    path: ProjectFileReader.fileName,
                    problem:
                        """
                        not found here or in a folder above, and no guide files are named: name files, folders or quoted globs, \
                        or write one with guidespec init (docs/project-file.md)
                        """
                )
            }
            throw GuideFileError(
                path: file,
                problem:
                    """
                    names no layout, and no guide files are named: add layout: (guidespec init --dry-run prints one) or name the files \
                    (docs/project-file.md)
                    """
            )
        }
        for argument in arguments {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) {
                if isFolder.boolValue {
                    try selection.addFound(site.walk(argument), site: site, language: language, page: page, layoutOnly: false)
                } else {
                    selection.files.append(try site.file(argument, language: language, page: page))
                }
            } else if argument.contains("*") {
                let matches = try site.expand(argument)
                guard !matches.isEmpty else { throw GuideFileError(path: argument, problem: "no file matches this pattern") }
                try selection.addFound(matches, site: site, language: language, page: page, layoutOnly: false)
            } else {
                selection.files.append(try site.file(argument, language: language, page: page))
            }
        }
        if selection.files.isEmpty {
            throw GuideFileError(path: arguments.joined(separator: " "), problem: "no guide file found: expected .md, .html or .txt files")
        }
        return selection
    }

    /// The selection and, for each of its pages, the page's files in the other languages: those the layout places
    /// under its root, and for a file outside the layout, the file of the same name in each other language folder beside
    /// its own (`guide/zh/a.md` for `guide/en/a.md`). A file already selected is not added again; the added ones follow
    /// the selection, sorted by path.
    public func withOtherLanguages(project: GuideProject) throws(GuideFileError) -> GuideSelection {
        let site = Site(project: project)
        var selected = Set(files.map { Site.absolute($0.path) })
        var placedPages: Set<String> = []
        var found: [String] = []
        for file in files {
            switch site.place(file.path) {
            case .placed(let placement): placedPages.insert(placement.page)
            case .outside: found += Self.sameNameInOtherLanguageFolders(file.path)
            case .excluded, .unnamed: break
            }
        }
        if !placedPages.isEmpty {
            found += try site.walk(project.root).filter {
                if case .placed(let placement) = site.place($0) { placedPages.contains(placement.page) } else { false }
            }
        }
        var result = self
        let added = found.filter { selected.insert(Site.absolute($0)).inserted }.sorted()
        try result.addFound(added, site: site, language: nil, page: nil, layoutOnly: false)
        try result.checkDistinctPages()
        return result
    }

    /// The guide files named like `path` (any guide extension) in the folders beside its folder whose names are
    /// language tags.
    private static func sameNameInOtherLanguageFolders(_ path: String) -> [String] {
        var folders = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard folders.count >= 2 else { return [] }
        let stem = URL(fileURLWithPath: folders.removeLast()).deletingPathExtension().lastPathComponent
        let own = folders.removeLast()
        let above = folders.isEmpty ? "" : folders.joined(separator: "/") + "/"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: above.isEmpty ? "." : above) else { return [] }
        return names.sorted().filter { $0 != own && LanguageTag.looksLikeLanguage($0) }.flatMap { language in
            ["md", "markdown", "html", "htm", "txt", "text"].map { "\(above)\(language)/\(stem).\($0)" }.filter {
                FileManager.default.fileExists(atPath: $0)
            }
        }
    }

    /// Adds files found in a folder or by a glob; one that cannot be used is skipped with why, not a failure.
    private mutating func addFound(_ paths: [String], site: Site, language: String?, page: String?, layoutOnly: Bool) throws(GuideFileError) {
        for path in paths {
            let place = site.place(path)
            if case .excluded = place { continue }  // left out on purpose (init leaves out empty pages so), without a word
            if (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) == 0 {
                skipped.append("\(path): the file is empty")
                continue
            }
            switch place {
            case .placed(let placement):
                files.append(try site.file(path, placement: placement, language: language, page: page))
            case .excluded: break
            case .unnamed(let pattern): skipped.append("\(path): matches \(pattern) but its names give no page name")
            case .outside:
                if layoutOnly { continue }
                guard GuideFile.format(ofExtension: URL(fileURLWithPath: path).pathExtension) != nil else { continue }
                do {
                    files.append(try site.file(path, language: language, page: page))
                } catch {
                    skipped.append(error.description)
                }
            }
        }
    }

    /// Two files the layout makes one page in one language would be compared as revisions of each other: refused.
    private func checkDistinctPages() throws(GuideFileError) {
        var seen: [String: String] = [:]
        for file in files {
            let key = file.page + "\u{0}" + file.language
            if let other = seen[key] {
                throw GuideFileError(
                    path: file.path,
                    problem:
                        """
                        is page \(file.page) in \(file.language), as \(other) is: expected each page once per language (change the layout or \
                        leave one out with pages.exclude)
                        """
                )
            }
            seen[key] = file.path
        }
    }

    /// The guide's files seen from the working folder: where the layout's root is and which languages it names.
    struct Site {
        let project: GuideProject
        /// The absolute, standardized folder the layout's patterns start from.
        let root: String

        init(project: GuideProject) {
            self.project = project
            root = Self.absolute(project.root.isEmpty ? "." : project.root)
        }

        /// `path` from the root of the file system, standardized by its text: without `.` components, repeated or trailing
        /// slashes, and each `..` taking away the component before it (not the folder a symbolic link leads to), which is
        /// Foundation's `standardizedFileURL` without the look at the file system for each folder it makes.
        static func absolute(_ path: String) -> String {
            let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
            var components: [Substring] = []
            for component in full.split(separator: "/") where component != "." {
                if component == ".." {
                    _ = components.popLast()
                } else {
                    components.append(component)
                }
            }
            return "/" + components.joined(separator: "/")
        }

        /// What the layout says of `path` (as given or found).
        func place(_ path: String) -> GuideLayout.Outcome {
            guard !project.layout.isEmpty else { return .outside }
            let full = Self.absolute(path)
            guard full.hasPrefix(root == "/" ? "/" : root + "/") else { return .outside }
            let relative = String(full.dropFirst(root == "/" ? 1 : root.count + 1))
            return project.layout.place(relative, aliases: project.aliases, languages: project.namedLanguages)
        }

        /// The file at `path` named on its own: placed by the layout when it matches, else by today's rule.
        func file(_ path: String, language: String?, page: String?) throws(GuideFileError) -> GuideFile {
            switch place(path) {
            case .placed(let placement): return try file(path, placement: placement, language: language, page: page)
            case .excluded(let name):
                throw GuideFileError(path: path, problem: "is page \(name), which the project file leaves out (pages.exclude)")
            case .unnamed(let pattern): throw GuideFileError(path: path, problem: "matches \(pattern) but its names give no page name")
            case .outside:
                var file = try GuideFile(path: path, language: language, page: page)
                file.language = project.aliases.language(file.language)
                return file
            }
        }

        /// The file at `path` as the layout places it; `--lang` or `--page` as well is a conflict.
        func file(_ path: String, placement: GuideLayout.Placement, language: String?, page: String?) throws(GuideFileError) -> GuideFile {
            if let language, project.aliases.language(language) != placement.language {
                throw GuideFileError(
                    path: path, problem: "--lang \(language) conflicts with the layout, which makes it \(placement.language) (\(placement.pattern))")
            }
            if let page, page != placement.page {
                throw GuideFileError(
                    path: path, problem: "--page \(page) conflicts with the layout, which makes it page \(placement.page) (\(placement.pattern))")
            }
            return try GuideFile(path: path, language: placement.language, page: placement.page)
        }

        /// The files under `folder`.
        func walk(_ folder: String) throws(GuideFileError) -> [String] { try GuideFolder.files(under: folder) }

        /// The files a glob argument (`'en/*.md'`, `'docs/**/*.md'`) matches, sorted.
        func expand(_ glob: String) throws(GuideFileError) -> [String] {
            let absolute = glob.hasPrefix("/")
            var segments = glob.split(separator: "/").map(String.init)
            var fixed: [String] = []
            while let first = segments.first, !first.contains("*") {
                fixed.append(first)
                segments.removeFirst()
            }
            let pattern: PathPattern
            do {
                pattern = try PathPattern(segments.joined(separator: "/"), placeholders: false)
            } catch {
                throw GuideFileError(path: glob, problem: error.message)
            }
            let folder = (absolute ? "/" : "") + fixed.joined(separator: "/")
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder, isDirectory: &isFolder), isFolder.boolValue else { return [] }
            let prefix = folder.isEmpty ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
            return try walk(folder).filter { pattern.match(String($0.dropFirst(prefix.count))) != nil }
        }
    }
}
