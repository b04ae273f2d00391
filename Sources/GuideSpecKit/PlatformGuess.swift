import GuideSpecVocabulary

/// The platforms `init` suggests from page names alone: a word that starts (or ends) the names of several pages whose
/// other words are those of another such word's pages (`ios-login`, `ios-share`, `android-login`,
/// `android-share`) is taken for a platform, since an SDK guide repeats its pages per platform. Read the other way the
/// same names make the topics (`login`, `share`) repeat across words; a guide has fewer platforms than topics per
/// platform, so the way that gives fewer words is taken (the first word on a tie). Only a suggestion: the guide's team
/// checks it and gives each platform the label the guide writes.
public struct PlatformGuess: Equatable, Sendable {
    /// The platform's id: the word.
    public var id: String
    /// The page-name pattern of its pages: `word-*` or `*-word`.
    public var pattern: String

    /// How many topics two words must share for either to be taken for a platform.
    public static let sharedTopics = 3

    /// The platforms `pages` suggest, sorted by id; none when no two words share enough topics.
    public static func guess(_ pages: some Sequence<String>) -> [PlatformGuess] {
        var byPrefix: [String: Set<String>] = [:]
        var bySuffix: [String: Set<String>] = [:]
        for page in pages {
            guard let first = page.firstIndex(of: "-"), let last = page.lastIndex(of: "-") else { continue }
            byPrefix[String(page[..<first]), default: []].insert(String(page[page.index(after: first)...]))
            bySuffix[String(page[page.index(after: last)...]), default: []].insert(String(page[..<last]))
        }
        let prefixes = repeated(byPrefix).map { PlatformGuess(id: $0, pattern: "\($0)-*") }
        let suffixes = repeated(bySuffix).map { PlatformGuess(id: $0, pattern: "*-\($0)") }
        let platforms = suffixes.isEmpty || (!prefixes.isEmpty && prefixes.count <= suffixes.count) ? prefixes : suffixes
        return platforms.sorted { $0.id < $1.id }
    }

    /// The words whose topics overlap another word's in at least `sharedTopics` topics, and that can be platform ids.
    private static func repeated(_ topics: [String: Set<String>]) -> [String] {
        topics.keys.filter { word in
            word != Platform.none.id && Platform(id: word) != nil
                && topics.contains { other, theirs in other != word && theirs.intersection(topics[word, default: []]).count >= sharedTopics }
        }
    }
}
