import GuideSpecVocabulary

/// Which language versions of its pages a run has: every page the run's files are, and the languages each is written
/// in, or held in by another page where a language writes it in parts. The languages of the guide are the languages of the
/// run's files (see `MissingPageRule`).
struct PageCoverage: DriftComparison {
    static var scope: DriftScope { .coverage }

    /// One page, the file of each language it is written in, and the file of each language that holds it in another page.
    struct Page: Sendable {
        let name: String
        /// The file of each language the page is in (the last given, the newest revision), by language.
        let files: [String: String]
        /// By language, the file of the page that holds this one there (the project file's `pages.parts`): for a part, its
        /// whole page; for a whole page, its first part in that language.
        let heldBy: [String: String]
    }

    /// Every language a file of the run is in, sorted by tag.
    let languages: [String]
    /// Every page, in the order its first file was given.
    let pages: [Page]

    /// The coverage of `files`, the files of one run, read or not, with the pages `parts` says a language writes in parts.
    init(_ files: [DriftInput], parts: PageParts = .none) {
        var order: [String] = []
        var byPage: [String: [String: String]] = [:]
        for file in files {
            if byPage[file.page] == nil { order.append(file.page) }
            byPage[file.page, default: [:]][file.language] = file.file
        }
        var wholes: [String: String] = [:]
        var partsOf: [String: [String]] = [:]
        if !parts.entries.isEmpty {
            for page in order {
                guard let whole = parts.whole(of: page) else { continue }
                wholes[page] = whole
                partsOf[whole, default: []].append(page)
            }
        }
        languages = Set(files.map(\.language)).sorted()
        pages = order.map { name in
            var heldBy: [String: String] = [:]
            for holder in [wholes[name]].compactMap({ $0 }) + (partsOf[name] ?? []) {
                for (language, file) in byPage[holder] ?? [:] where heldBy[language] == nil { heldBy[language] = file }
            }
            return Page(name: name, files: byPage[name] ?? [:], heldBy: heldBy)
        }
    }
}
