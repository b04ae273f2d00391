#if !FUZZING
import Foundation
import GuideSpecMarkdownFrontEnd
import GuideSpecTestSupport

/// A target's seed corpus, assembled at run time and never checked in: the bundled guides, the corpus pages and the
/// fuzz findings under `../shared` when they are there, and the reproducers of the regression tests.
enum FuzzSeeds {
    /// Writes the seeds of `target` into `directory` (emptied first), each cut at a line end to at most `maximumBytes`
    /// (each page of a drift pair to half of it), and returns how many there are.
    static func write(for target: FuzzTarget, into directory: URL, maximumBytes: Int) throws -> Int {
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let seeds = try self.seeds(for: target)
        for (index, seed) in seeds.enumerated() {
            let bytes: [UInt8]
            if target == .drift, let separator = seed.bytes.firstIndex(of: 0) {
                bytes = cut(seed.bytes[..<separator], to: maximumBytes / 2) + [0] + cut(seed.bytes[(separator + 1)...], to: maximumBytes / 2)
            } else {
                bytes = cut(seed.bytes[...], to: maximumBytes)
            }
            try Data(bytes).write(to: directory.appendingPathComponent(String(format: "%05d-", index) + seed.name))
        }
        return seeds.count
    }

    /// The bytes up to the last line end within `limit` (or the first `limit` bytes when there is none).
    private static func cut(_ bytes: ArraySlice<UInt8>, to limit: Int) -> [UInt8] {
        guard bytes.count > limit else { return Array(bytes) }
        let head = bytes.prefix(limit)
        return Array(head.lastIndex(of: 0x0A).map { bytes[...$0] } ?? head)
    }

    /// The seeds of `target`, each with a file name that says where it came from.
    static func seeds(for target: FuzzTarget) throws -> [(name: String, bytes: [UInt8])] {
        let pages = try guidePages()
        func named(_ format: String) -> [(name: String, bytes: [UInt8])] {
            pages.filter { $0.format == format }.map { ($0.name, $0.bytes) }
        }
        switch target {
        case .markdown, .golden:
            return named("md")
        case .html:
            // The HTML cmark-gfm renders from the real pages; hostile pages are left out (their HTML is what they guard against).
            let real = pages.filter { $0.format == "md" && !$0.hostile }
            return named("html")
                + real.map { ("\($0.name).html", Array(MarkdownFrontEnd.renderHTML(String(decoding: $0.bytes, as: UTF8.self)).utf8)) }
        case .text:
            return named("txt") + named("md")
        case .extract:
            return pages.map { ($0.name, $0.bytes) }
        case .drift:
            return try pairs()
        case .observer:
            return named("md") + named("txt") + seedArticles()
        case .report:
            return files(named: ["json"], under: root.appendingPathComponent("Tests"))
                + files(named: ["json"], under: root.appendingPathComponent("drift"))
                + files(named: ["json"], under: shared.appendingPathComponent("audit-findings"))
        case .project:
            return files(named: ["yml", "yaml"], under: root, skipping: [".build", ".build-fuzz"])
        case .codegen:
            return files(named: ["jsonl"], under: root.appendingPathComponent("golden"))
                + files(named: ["jsonl"], under: shared.appendingPathComponent("audit-findings"))
        }
    }

    /// The articles of `../shared/seeds` (Markdown saved as text), when they are there.
    private static func seedArticles() -> [(name: String, bytes: [UInt8])] {
        files(under: shared.appendingPathComponent("seeds")).filter { $0.pathExtension == "txt" }.compactMap { file in
            (try? Data(contentsOf: file)).map { ("seed-\(file.lastPathComponent)", Array($0)) }
        }
    }

    /// The files under `folder` whose extension is one of `extensions`, outside the folders named in `skipping`, each
    /// named by its path.
    private static func files(named extensions: Set<String>, under folder: URL, skipping: Set<String> = []) -> [(name: String, bytes: [UInt8])] {
        files(under: folder, skipping: skipping).filter { extensions.contains($0.pathExtension) }.compactMap { file in
            let name = file.path.dropFirst(folder.path.count + 1).replacingOccurrences(of: "/", with: "_")
            return (try? Data(contentsOf: file)).map { (name, Array($0)) }
        }
    }

    private static let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    private static let shared = root.deletingLastPathComponent().appendingPathComponent("shared")

    /// Every guide page the seeds start from: bundled, corpus, fuzz findings and reproducers (the last two hostile).
    private static func guidePages() throws -> [(name: String, format: String, bytes: [UInt8], hostile: Bool)] {
        var pages: [(name: String, format: String, bytes: [UInt8], hostile: Bool)] = []
        let folders = [
            (root.appendingPathComponent("guides"), false), (shared.appendingPathComponent("corpus/gamebase-docs/head"), false),
            (shared.appendingPathComponent("fuzz-findings"), true),
        ]
        for (folder, hostile) in folders {
            for file in files(under: folder) where ["md", "html", "txt"].contains(file.pathExtension) {
                let name = file.path.dropFirst(folder.path.count + 1).replacingOccurrences(of: "/", with: "_")
                pages.append((String(name), file.pathExtension, Array(try Data(contentsOf: file)), hostile))
            }
        }
        for page in Reproducers.pages { pages.append(("reproducer-\(page.name).\(page.format)", page.format, Array(page.text.utf8), true)) }
        return pages
    }

    /// Drift inputs, two pages joined by a NUL byte: each corpus page in zh and en, the bundled pair, the pairs of
    /// the fuzz findings, the reproducer pairs.
    private static func pairs() throws -> [(name: String, bytes: [UInt8])] {
        var pairs: [(name: String, bytes: [UInt8])] = []
        func join(_ first: URL, _ second: URL) throws -> [UInt8] {
            Array(try Data(contentsOf: first)) + [0] + Array(try Data(contentsOf: second))
        }
        let corpus = shared.appendingPathComponent("corpus/gamebase-docs/head")
        for file in files(under: corpus.appendingPathComponent("zh")) where file.pathExtension == "md" {
            let english = corpus.appendingPathComponent("en/\(file.lastPathComponent)")
            guard FileManager.default.fileExists(atPath: english.path) else { continue }
            pairs.append(("corpus-\(file.lastPathComponent)", try join(file, english)))
        }
        pairs.append(
            (
                "bundled-ios-purchase",
                try join(root.appendingPathComponent("guides/zh/ios-purchase.md"), root.appendingPathComponent("guides/en/ios-purchase.txt"))
            ))
        let findings = shared.appendingPathComponent("fuzz-findings")
        for folder in (try? FileManager.default.contentsOfDirectory(atPath: findings.path))?.sorted() ?? [] {
            let pages = files(under: findings.appendingPathComponent(folder)).filter { $0.lastPathComponent != "info.txt" }
            if pages.count >= 2 { pairs.append(("finding-\(folder)", try join(pages[0], pages[1]))) }
        }
        for pair in Reproducers.pairs { pairs.append(("reproducer-\(pair.name)", Array(pair.zh.utf8) + [0] + Array(pair.en.utf8))) }
        return pairs
    }

    /// The files under `folder`, recursively, sorted, not descending into the folders named in `skipping`; none when it
    /// is absent.
    private static func files(under folder: URL, skipping: Set<String> = []) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return enumerator.compactMap { item -> URL? in
            guard let url = item as? URL else { return nil }
            if skipping.contains(url.lastPathComponent) {
                enumerator.skipDescendants()
                return nil
            }
            return url
        }
        .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
        .sorted { $0.path < $1.path }
    }
}
#endif
