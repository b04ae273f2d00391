/// Which language versions of its pages a run has: every page the run's files are, and the languages each is written
/// in. The languages of the guide are the languages of the run's files (see `MissingPageRule`).
struct PageCoverage: DriftComparison {
    static var scope: DriftScope { .coverage }

    /// One page and the file of each language it is written in.
    struct Page: Sendable {
        let name: String
        /// The file of each language the page is in (the last given, the newest revision), by language.
        let files: [String: String]
    }

    /// Every language a file of the run is in, sorted by tag.
    let languages: [String]
    /// Every page, in the order its first file was given.
    let pages: [Page]

    /// The coverage of `files`, the files of one run, read or not.
    init(_ files: [DriftInput]) {
        var order: [String] = []
        var byPage: [String: [String: String]] = [:]
        for file in files {
            if byPage[file.page] == nil { order.append(file.page) }
            byPage[file.page, default: [:]][file.language] = file.file
        }
        languages = Set(files.map(\.language)).sorted()
        pages = order.map { Page(name: $0, files: byPage[$0] ?? [:]) }
    }
}
