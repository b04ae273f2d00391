import GuideSpecVocabulary
public import GuideSpecProject
import Foundation
import GuideSpecSource

/// The layout a guide's files suggest, read from their shapes alone: folders whose names are language tags (at the top or
/// one folder down), with language trees that mirror each other or differ by one folder; file names ending in a
/// language tag (`index.zh-CN.md`), with the untagged file beside a tagged one (`README.md` beside `README.zh-CN.md`)
/// taken as the language that has no tagged file there (or, beside the one language tagged, as an assumed one: a
/// one-page guide); or a tree with no language tag whose translations sit in
/// language folders elsewhere (`docs/guide/a.md` with `docs/zh/guide/a.md`, or with
/// `i18n/zh/plugin/current/guide/a.md`). `guidespec init` writes what it finds.
public struct LayoutGuess: Hashable, Sendable {
    /// The layout's patterns, in the order they are tried.
    public var entries: [GuideLayout.Entry]
    /// The guide's languages, most pages first.
    public var languages: [String]
    /// How the language is written: `folder` or `suffix`.
    public var shape: Shape
    /// How many of the files the layout places.
    public var placed: Int
    /// The language given to the files that carry no language tag when nothing in the paths says which it is.
    public var assumedLanguage: String?

    public enum Shape: String, Hashable, Sendable {
        case folder = "the language is a folder"
        case folderPerLanguage = "the language is a folder, and the language trees differ by a folder"
        case suffix = "the language ends the file name"
        case untaggedTree = "the translations are language folders beside a tree with no language tag"
    }

    /// The guess of `entries` in `languages`, placing `placed` files.
    init(entries: [GuideLayout.Entry], languages: [String], shape: Shape, placed: Int, assumedLanguage: String? = nil) {
        self.entries = entries
        self.languages = languages
        self.shape = shape
        self.placed = placed
        self.assumedLanguage = assumedLanguage
    }

    /// The best layout for the guide files at `paths` (relative, `/` between folders): the one that places most of them in
    /// two languages or more; nil when no shape does.
    public static func guess(_ paths: [String]) -> LayoutGuess? {
        let candidates = ([suffix(paths)] + (0...1).map { folders(paths, depth: $0) } + [untaggedTree(paths)]).compactMap { $0 }
        return candidates.max { ($0.placed, $1.shape == .suffix ? 1 : 0) < ($1.placed, $0.shape == .suffix ? 1 : 0) }
    }

    /// The entry of `pattern`, nil when a folder's name makes it no pattern (a name with `{`, `*` or `**`).
    static func entry(_ pattern: String, language: String? = nil) -> GuideLayout.Entry? {
        guard let pattern = try? PathPattern(pattern, placeholders: true) else { return nil }
        return GuideLayout.Entry(pattern: pattern, language: language.map(LanguageTag.canonicalForm))
    }

    /// A file's folders, its name without the extension, and the extension.
    struct Parts {
        var folders: [String]
        var stem: String
        var ext: String

        init(_ path: String) {
            var segments = path.split(separator: "/").map(String.init)
            let name = segments.removeLast()
            folders = segments
            if let dot = name.lastIndex(of: "."), dot != name.startIndex {
                stem = String(name[..<dot])
                ext = String(name[name.index(after: dot)...])
            } else {
                stem = name
                ext = ""
            }
        }

        /// The language tag that ends the stem (`index.zh-CN`), if any.
        var suffixTag: String? {
            guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex else { return nil }
            let tag = String(stem[stem.index(after: dot)...])
            return LanguageTag.looksLikeLanguage(tag) ? tag : nil
        }
    }

    /// The languages of `pages` (each tag's files, by their path without the tag) that name at least two files, or one
    /// file that another language, or the untagged files under the key `""`, has too: a one-page guide (`en/index.md`
    /// beside `zh/index.md`, `README.md` beside `README.zh-CN.md`), where a tag of one file must name a language beyond doubt
    /// (`LanguageCodes`), so that sections such as `api/setup.md` beside `ui/setup.md` are no languages. Most files first,
    /// then by tag; never `""`.
    static func languages(_ pages: [String: Set<String>]) -> [String] {
        let candidates = pages.filter { $0.value.count >= 2 || $0.key.isEmpty || LanguageCodes.namesLanguage($0.key) }
        let kept = candidates.filter { tag, own in
            !tag.isEmpty && (own.count >= 2 || candidates.contains { $0.key != tag && !$0.value.isDisjoint(with: own) })
        }
        return kept.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }.map(\.key)
    }

    /// The language given to files that carry no language tag beside `languages`: `en`, or, when one of them is English,
    /// the first of zh, ja, ko that none of them is (a region or script aside), else `und`.
    static func assumedLanguage(besides languages: [String]) -> String {
        let primary = Set(languages.map { LanguageTag.canonicalForm($0).split(separator: "-").first.map(String.init) ?? $0 })
        return ["en", "zh", "ja", "ko"].first { !primary.contains($0) } ?? "und"
    }

    /// The suffix layout: `**/{page}.{lang}.ext`, and the untagged files beside tagged ones as the language they lack.
    static func suffix(_ paths: [String]) -> LayoutGuess? {
        let files = paths.map(Parts.init)
        var pages: [String: Set<String>] = [:]  // tag ("" for none) → the files' paths without it
        for file in files {
            let tag = file.suffixTag
            let stem = tag.map { file.stem.dropLast($0.count + 1) } ?? file.stem[...]
            pages[tag ?? "", default: []].insert((file.folders + [stem + "." + file.ext]).joined(separator: "/"))
        }
        var languages = languages(pages)
        guard !languages.isEmpty else { return nil }
        let tagged = Set(
            files.filter { $0.suffixTag.map(languages.contains) == true }.map { ($0.folders + [$0.stem]).joined(separator: "/") + "." + $0.ext })
        var entries = Set(files.filter { $0.suffixTag.map(languages.contains) == true }.map(\.ext)).sorted().compactMap {
            entry("**/{page}.{lang}.\($0)")
        }
        var placed = tagged.count
        // An untagged file beside tagged versions of it is the language it has no tagged version in; beside the one
        // language tagged anywhere, it is the language assumed for files with no tag.
        var lacking: [String: Int] = [:]
        var untagged: [(folders: [String], ext: String)] = []
        var assumed: String?
        if languages.count == 1 { assumed = Self.assumedLanguage(besides: languages) }
        for file in files where file.suffixTag == nil {
            let base = (file.folders + [file.stem]).joined(separator: "/")
            let present = languages.filter { tagged.contains("\(base).\($0).\(file.ext)") }
            guard !present.isEmpty, present.count < languages.count || assumed != nil else { continue }
            for language in languages where !present.contains(language) { lacking[language, default: 0] += 1 }
            if let assumed { lacking[assumed, default: 0] += 1 }
            untagged.append((file.folders, file.ext))
        }
        if let assumed {
            guard !untagged.isEmpty else { return nil }
            languages.append(assumed)
        }
        if let language = lacking.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key {
            let places = Set(untagged.map { ($0.folders + ["{page}.\($0.ext)"]).joined(separator: "/") }).sorted()
            entries += places.compactMap { entry($0, language: language) }
            placed += untagged.count
        }
        return LayoutGuess(entries: entries, languages: languages, shape: .suffix, placed: placed, assumedLanguage: assumed)
    }

    /// The folder layout with the language `depth` folders down, below the same folders for every language.
    static func folders(_ paths: [String], depth: Int) -> LayoutGuess? {
        var trees: [String: [String: [Parts]]] = [:]  // above → language → files below it
        for path in paths {
            let file = Parts(path)
            guard file.folders.count > depth, LanguageTag.looksLikeLanguage(file.folders[depth]) else { continue }
            var below = file
            below.folders = Array(file.folders[(depth + 1)...])
            trees[file.folders[..<depth].joined(separator: "/"), default: [:]][file.folders[depth], default: []].append(below)
        }
        guard
            let (above, tree) = trees.max(by: {
                ($0.value.values.map(\.count).reduce(0, +), $1.key) < ($1.value.values.map(\.count).reduce(0, +), $0.key)
            })
        else {
            return nil
        }
        let languages = languages(tree.mapValues { Set($0.map { ($0.folders + ["\($0.stem).\($0.ext)"]).joined(separator: "/") }) })
        guard languages.count >= 2 else { return nil }
        let prefix = above.isEmpty ? "" : above + "/"
        let relative = { (files: [Parts], drop: Int) in
            Set(files.filter { $0.folders.count >= drop }.map { (Array($0.folders.dropFirst(drop)) + [$0.stem]).joined(separator: "/") })
        }
        // A language whose files mostly (two thirds or more) sit in one folder the others lack, and whose pages match the others' better without
        // it, has a tree of its own shape (`en/docs/…` against `zh/…`).
        var extra: [String: String] = [:]
        for language in languages {
            let files = tree[language] ?? []
            let firsts = Dictionary(grouping: files.compactMap(\.folders.first), by: { $0 }).mapValues(\.count)
            guard let (folder, count) = firsts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count * 3 >= files.count * 2 else { continue }
            let others = Set(languages.filter { $0 != language }.flatMap { relative(tree[$0] ?? [], 0) })
            guard !languages.contains(where: { $0 != language && (tree[$0] ?? []).contains { $0.folders.first == folder } }) else { continue }
            let stripped = relative(files.filter { $0.folders.first == folder }, 1)
            if stripped.intersection(others).count > relative(files, 0).intersection(others).count { extra[language] = folder }
        }
        let exts = Set(languages.flatMap { tree[$0] ?? [] }.map(\.ext)).filter { GuideFile.format(ofExtension: $0) != nil }.sorted()
        var entries: [GuideLayout.Entry] = []
        var placed = 0
        if extra.isEmpty {
            entries = exts.compactMap { entry("\(prefix){lang}/**/{page}.\($0)") }
            placed = languages.map { (tree[$0] ?? []).count }.reduce(0, +)
        } else {
            for language in languages {
                let folder = extra[language].map { $0 + "/" } ?? ""
                entries += exts.compactMap { entry("\(prefix)\(language)/\(folder)**/{page}.\($0)", language: language) }
                placed += (tree[language] ?? []).filter { extra[language] == nil || $0.folders.first == extra[language] }.count
            }
        }
        return LayoutGuess(entries: entries, languages: languages, shape: extra.isEmpty ? .folder : .folderPerLanguage, placed: placed)
    }

    /// The folders a translation's tail may sit below its language folder (`i18n/zh/plugin/current/…`: two).
    static let translationFolders = 0...3

    /// A tree with no language tag (the language the guide is written in) and its translations in language folders,
    /// wherever they sit: the place of the language folder and of the tree are those whose files' paths below them
    /// match most; at least half the translated files must have their untagged original, so that a root `README.md`
    /// beside `en/README.md` is no such tree. A language folder here is one that names a language beyond doubt
    /// (`LanguageCodes`), since a section folder of the untagged tree (`api/`) would otherwise read as a translation. The untagged tree's language is
    /// assumed to be `en`, or, when a
    /// translation is `en`, the first of zh, ja, ko that none is.
    static func untaggedTree(_ paths: [String]) -> LayoutGuess? {
        let files = paths.map(Parts.init)
        let tagged = files.filter { $0.suffixTag == nil && $0.folders.contains(where: LanguageCodes.namesLanguage) }
        // Every root an untagged file can be read from, by the path below it.
        var roots: [String: Set<String>] = [:]
        var untaggedCount: [String: Int] = [:]
        for file in files where file.suffixTag == nil && !file.folders.contains(where: LanguageCodes.namesLanguage) {
            for depth in 0...file.folders.count {
                let root = file.folders[..<depth].joined(separator: "/")
                roots[(file.folders[depth...] + ["\(file.stem).\(file.ext)"]).joined(separator: "/"), default: []].insert(root)
                untaggedCount[root, default: 0] += 1
            }
        }
        // (the language folder's place with {lang}, the untagged root) → translated files whose tail is under the root.
        var matches: [Pair: Int] = [:]
        var translated: [String: Int] = [:]  // the language folder's place → translated files under it
        for file in tagged {
            guard let index = file.folders.firstIndex(where: LanguageCodes.namesLanguage) else { continue }
            for extra in translationFolders where index + 1 + extra <= file.folders.count {
                let place = (file.folders[..<index] + ["{lang}"] + file.folders[(index + 1)..<(index + 1 + extra)]).joined(separator: "/")
                translated[place, default: 0] += 1
                let tail = (file.folders[(index + 1 + extra)...] + ["\(file.stem).\(file.ext)"]).joined(separator: "/")
                for root in roots[tail] ?? [] { matches[Pair(place: place, root: root), default: 0] += 1 }
            }
        }
        let ranked = matches.filter { $0.value * 2 >= translated[$0.key.place] ?? 0 }
        guard let (best, _) = ranked.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { return nil }
        let placeSegments = best.place.split(separator: "/").map(String.init)
        let index = placeSegments.firstIndex(of: "{lang}") ?? 0
        let under = tagged.filter { file in
            file.folders.count >= placeSegments.count
                && placeSegments.indices.allSatisfy {
                    $0 == index ? LanguageCodes.namesLanguage(file.folders[$0]) : file.folders[$0] == placeSegments[$0]
                }
        }
        var counts: [String: Int] = [:]
        for file in under { counts[file.folders[index], default: 0] += 1 }
        let translations = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
        let assumed = Self.assumedLanguage(besides: translations)
        let exts = Set(under.map(\.ext)).filter { GuideFile.format(ofExtension: $0) != nil }.sorted()
        var entries: [GuideLayout.Entry] = []
        for language in translations {
            let folder = placeSegments.map { $0 == "{lang}" ? language : $0 }.joined(separator: "/")
            entries += exts.compactMap { entry("\(folder)/**/{page}.\($0)", language: language) }
        }
        let root = best.root.isEmpty ? "" : best.root + "/"
        entries += exts.compactMap { entry("\(root)**/{page}.\($0)", language: assumed) }
        return LayoutGuess(
            entries: entries, languages: [assumed] + translations, shape: .untaggedTree, placed: under.count + (untaggedCount[best.root] ?? 0),
            assumedLanguage: assumed)
    }

    /// Where the translations' language folder is and where their untagged originals are.
    struct Pair: Hashable, Comparable {
        var place: String
        var root: String

        /// Shorter first (the closest reading of the paths), then by text.
        static func < (lhs: Pair, rhs: Pair) -> Bool {
            (lhs.place.count + lhs.root.count, lhs.place, lhs.root) < (rhs.place.count + rhs.root.count, rhs.place, rhs.root)
        }
    }
}
