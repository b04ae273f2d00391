import GuideSpecDocumentModel
import GuideSpecProject
import GuideSpecSource

/// The files of one page across its languages: the unit of work the walk runs in parallel.
struct PageFamily: Sendable {
    /// One language's file.
    struct Member: Sendable {
        var language: String
        var lineage: FileLineage
    }

    /// A second file of the page in a language that already has its walked file (`en/login.txt` beside
    /// `en/login.md`): a page is one file per language, so it is left out, with a warning.
    struct LeftOut: Sendable {
        var language: String
        var lineage: FileLineage
        /// The path of the file walked for the language instead.
        var walked: String
    }

    /// The page name, such as `ios-login`.
    var page: String
    /// By language, then path; one per language.
    var members: [Member]
    var leftOut: [LeftOut] = []

    /// The families of every lineage that ends at a page path under `prefix` (placed by `project`'s layout when it has
    /// one), by page name. Where a language has more than
    /// one file, the one walked is the one present at the end of the walk, then the one in the format that keeps most
    /// (Markdown, HTML, text), then the first by path; the others are left out.
    static func families(of lineages: [FileLineage], prefix: String, project: GuideProject) -> [PageFamily] {
        var byPage: [String: [String: [(lineage: FileLineage, format: SourceFormat)]]] = [:]
        for lineage in lineages {
            guard let (language, page) = PagePath.page(lineage.lastPath, prefix: prefix, project: project),
                let file = try? GuideFile(path: lineage.lastPath, language: language, page: page)
            else { continue }
            byPage[page, default: [:]][language, default: []].append((lineage, file.format))
        }
        return byPage.keys.sorted().map { page in
            var family = PageFamily(page: page, members: [])
            for (language, files) in byPage[page, default: [:]].sorted(by: { $0.key < $1.key }) {
                let ranked = files.sorted { preference($0.lineage, $0.format) < preference($1.lineage, $1.format) }.map(\.lineage)
                family.members.append(Member(language: language, lineage: ranked[0]))
                family.leftOut += ranked.dropFirst().map { LeftOut(language: language, lineage: $0, walked: ranked[0].lastPath) }
            }
            return family
        }
    }

    /// Which of one language's files is walked: the smallest of these. A file present at the end of the walk comes first,
    /// then the format that keeps most of a page (`SourceFormat`'s order: Markdown, HTML, text), then the path.
    private static func preference(_ lineage: FileLineage, _ format: SourceFormat) -> (Int, Int, String) {
        (lineage.states.last?.blob == nil ? 1 : 0, SourceFormat.allCases.firstIndex(of: format) ?? 0, lineage.lastPath)
    }

    /// The commits (walk indices, -1 for the starting state) at which any member changed, in order.
    var stateCommits: [Int] {
        Set(members.flatMap { $0.lineage.states.map(\.commit) }).sorted()
    }

    /// How much reading the family takes: its distinct blobs, so that the largest families start first.
    var weight: Int {
        Set(members.flatMap { $0.lineage.states.compactMap(\.blob) }).count
    }
}
