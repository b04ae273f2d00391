import GuideSpecIO
public import GuideSpecHTMLReport

/// The folder `guidespec report` may quote guide files from: a path a report names (absolute, or relative to the
/// working folder) is read only when it lies inside, links resolved, so that a report written elsewhere cannot make the
/// page show any file of the machine.
public struct ReportRoot: Sendable {
    /// The folder as the user named it (`.` for the working folder), for messages.
    public let shown: String
    /// Its canonical absolute path, links resolved.
    let resolved: String

    /// Where a path a report names lies.
    enum Location: Equatable {
        /// Inside the root: the path to read (canonical when the file exists).
        case inside(String)
        /// Outside the root, lexically or through a link: not to be read.
        case outside
    }

    /// The root `folder` (named `shown` in messages); one that does not exist or is not a folder is an error.
    public init(_ folder: String, shown: String) throws(ReportInputError) {
        switch SystemCalls.resolvedPath(folder) {
        case .success(let path): resolved = path
        case .failure(let error): throw ReportInputError(file: shown, "\(error.problem): expected a folder for --root")
        }
        switch SystemCalls.openFolder(resolved) {
        case .success(let descriptor): SystemCalls.closeDescriptor(descriptor)
        case .failure(let error): throw ReportInputError(file: shown, "\(error.problem): expected a folder for --root")
        }
        self.shown = shown
    }

    /// Where `path` lies, taken relative to `base` (an absolute folder) unless absolute: `..` is followed in the text
    /// first, then links are resolved when the file exists, and either way the result must stay inside the root.
    func location(of path: String, base: String) -> Location {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/") where component != "." {
            if component == ".." { _ = components.popLast() } else { components.append(component) }
        }
        let normalized = "/" + components.joined(separator: "/")
        guard contains(normalized) else { return .outside }
        guard case .success(let real) = SystemCalls.resolvedPath(normalized) else { return .inside(normalized) }
        return contains(real) ? .inside(real) : .outside
    }

    /// Whether the canonical `path` is the root or lies under it.
    private func contains(_ path: String) -> Bool {
        resolved == "/" || path == resolved || path.hasPrefix(resolved + "/")
    }

    /// The messages of a page that leaves a file out.
    public enum Messages {
        /// What the page says in place of the lines.
        static let notQuoted = "not read: the file lies outside the report's root folder (the working folder, or guidespec report --root)"

        /// The warning the run prints for `path`, ending with what the user can do.
        static func outside(_ path: String, root: String, hint: String) -> String {
            "\(path): warning: outside the report's root folder \(root): its lines are not quoted (\(hint))"
        }

        /// The remedy `guidespec report` offers.
        public static let hintForReport = "give --root with a folder that holds it"
        /// The remedy for the `--format html` of drift, conform and check, which quote from the working folder.
        public static let hintForRuns = "run from a folder that holds it, or give the --format json report to guidespec report --root"
    }
}
