/// The files of one page across its languages: the unit of work the walk runs in parallel.
struct PageFamily: Sendable {
    /// One language's file.
    struct Member: Sendable {
        var language: String
        var lineage: FileLineage
    }

    /// The page name, such as `ios-purchase`.
    var page: String
    /// By language, then path.
    var members: [Member]

    /// The families of every lineage that ends at a page path under `prefix`, by page name.
    static func families(of lineages: [FileLineage], prefix: String) -> [PageFamily] {
        var byPage: [String: [Member]] = [:]
        for lineage in lineages {
            guard let (language, page) = PagePath.page(lineage.lastPath, prefix: prefix) else { continue }
            byPage[page, default: []].append(Member(language: language, lineage: lineage))
        }
        return byPage.keys.sorted().map { page in
            PageFamily(page: page, members: byPage[page, default: []].sorted { ($0.language, $0.lineage.lastPath) < ($1.language, $1.lineage.lastPath) })
        }
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
