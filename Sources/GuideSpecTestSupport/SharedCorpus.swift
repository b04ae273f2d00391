public import Foundation

/// A corpus of `../shared/corpus` other than Gamebase's, in its own layout, and each of its files with the page and
/// language a test gives it: tests know a corpus's layout; the product reads the files it is handed.
public enum SharedCorpus: String, CaseIterable, Sendable, CustomStringConvertible {
    case gameAnvil = "gameanvil-docs", push = "toast-push-docs", arco = "arco-design-docs", jpush = "jpush-docs"

    /// One file of a corpus: its path under the corpus's `head`, and the page and language it is read as.
    public struct File: Sendable, Hashable {
        public var path: String
        public var page: String
        public var language: String
    }

    /// The corpus's `head` folder.
    public var root: URL { Paths.shared.appendingPathComponent("corpus/\(rawValue)/head") }

    /// Whether the corpus is there; its tests are skipped, with a message, when it is not.
    public var isAvailable: Bool { FileManager.default.fileExists(atPath: root.path) }

    public var description: String { rawValue }

    /// Every Markdown file of the corpus with its page and language, sorted by path. Pages are named by their path below
    /// the language's folder, `/` read as `.` (`server-impl.server-impl-12-id`, `components.Select.README`,
    /// `jpush.client.Android.android_api`), so that every language's file of one page has one name.
    public func files() -> [File] {
        markdownPaths().compactMap { path in
            switch self {
            case .gameAnvil, .push:
                // `en/server-impl/…`, `ko/old/…`: the language is the first folder.
                let parts = path.split(separator: "/", maxSplits: 1)
                guard parts.count == 2, ["en", "ko", "ja", "zh"].contains(parts[0]) else { return nil }
                return File(path: path, page: Self.pageName(String(parts[1].dropLast(3))), language: String(parts[0]))
            case .arco:
                // `components/Affix/README.en-US.md`: the language is the suffix; the root's English files (`README.md`
                // beside `README.zh-CN.md`) have none, as a project file's layout states with `pattern: "{page}.md"` and
                // `lang: en-US` (docs/project-file.md).
                for language in ["zh-CN", "en-US"] where path.hasSuffix(".\(language).md") {
                    return File(path: path, page: Self.pageName(String(path.dropLast(language.count + 4))), language: language)
                }
                return path.contains("/") ? nil : File(path: path, page: Self.pageName(String(path.dropLast(3))), language: "en-US")
            case .jpush:
                // `zh/jpush/…` and `en/docs/jpush/…`: two trees of different depth.
                if path.hasPrefix("zh/") { return File(path: path, page: Self.pageName(String(path.dropFirst(3).dropLast(3))), language: "zh") }
                if path.hasPrefix("en/docs/") { return File(path: path, page: Self.pageName(String(path.dropFirst(8).dropLast(3))), language: "en") }
                return nil
            }
        }
    }

    /// A page name from a path without its language and extension: `/` read as `.`, any other character a page name
    /// cannot hold as `_`, and no leading or trailing `.` or `_`.
    static func pageName(_ path: String) -> String {
        let mapped = path.map { character -> Character in
            if character == "/" { return "." }
            return character.isASCII && (character.isLetter || character.isNumber || "-_.".contains(character)) ? character : "_"
        }
        return String(String(mapped).drop { $0 == "." || $0 == "_" }.reversed().drop { $0 == "." || $0 == "_" }.reversed())
    }

    /// The Markdown files under the corpus's root, relative to it, sorted.
    private func markdownPaths() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
    }
}
