import GuideSpecVocabulary
public import GuideSpecIO
import GuideSpecProject
import Foundation
import GuideSpecSource

/// `guidespec init`: looks at a guide's files, proposes the layout and languages it finds (`LayoutGuess`), leaves out the
/// pages that cannot be read, and writes the project file, saying what it found and what it could not decide.
public enum ProjectInit {
    /// What `init` found and the project file it would write.
    public struct Outcome: Sendable {
        /// The project file's text.
        public var text: String
        /// What was found and what could not be decided, one line each.
        public var report: [String]
        /// Where the project file goes.
        public var file: String
    }

    /// Looks at the guide in `folder`. A folder without files in two languages by one shape is bad input.
    public static func run(_ folder: String) throws(GuideSpecFailure) -> Outcome {
        let prefix = folder.isEmpty || folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        let all: [String]
        do {
            all = try GuideFolder.files(under: folder)
        } catch {
            throw GuideSpecFailure(.badInput, line: error.description)
        }
        let relative = all.map { String($0.dropFirst(prefix.count)) }.filter {
            $0 != ProjectFileReader.fileName && GuideFile.format(ofExtension: URL(fileURLWithPath: $0).pathExtension) != nil
        }
        guard let guess = LayoutGuess.guess(relative) else {
            throw GuideSpecFailure(
                .badInput,
                line:
                    """
                    \(folder.isEmpty ? "." : folder): found no layout: no folders or file-name suffixes that are language tags give pages in two \
                    languages; write layout: by hand (docs/project-file.md)
                    """
            )
        }
        var project = GuideProject.none
        project.layout = GuideLayout(entries: guess.entries)
        let languages = guess.languages.map(LanguageTag.canonicalForm)
        project.languages = .init(deciding: languages)
        var pages: [String: Set<String>] = [:]
        var unreadable: [(page: String, file: String, why: String)] = []
        var outside: [String] = []
        for path in relative {
            guard case .placed(let placement) = project.layout.place(path, aliases: .none, languages: Set(languages)) else {
                outside.append(path)
                continue
            }
            let file = prefix + path
            if let why = problem(reading: file, placement) {
                unreadable.append((placement.page, path, why))
            } else {
                pages[placement.page, default: []].insert(placement.language)
            }
        }
        // A page unreadable in one language is left out in all: drift would otherwise stop on it.
        let excluded = Set(unreadable.map(\.page)).sorted()
        for page in excluded { pages[page] = nil }
        var report = ["layout: \(guess.shape.rawValue)"]
        report += guess.entries.map { "  \($0.pattern)" + ($0.language.map { " (\($0))" } ?? "") }
        let counts = languages.map { language in "\(language) \(pages.values.filter { $0.contains(language) }.count)" }
        report.append("languages: \(languages.count) (pages each: \(counts.joined(separator: ", ")))")
        report.append(
            """
            pages: \(pages.count), in two languages or more: \(pages.values.filter { $0.count >= 2 }.count), in one only: \
            \(pages.values.filter { $0.count == 1 }.count)
            """
        )
        if !outside.isEmpty {
            report.append(
                """
                not in the layout: \(outside.count) file\(outside.count == 1 ? "" : "s") \
                (\(outside.prefix(3).joined(separator: ", "))\(outside.count > 3 ? ", …" : ""))
                """
            )
        }
        if !excluded.isEmpty {
            report.append("left out (pages.exclude): \(excluded.count) page\(excluded.count == 1 ? "" : "s") that cannot be read as guide pages")
        }
        if let assumed = guess.assumedLanguage {
            report.append(
                "could not decide: the language of the files with no language tag (written as \(assumed): change their lang: if it is another)")
        }
        report.append("could not decide: which language the others are translated from (languages.order lists them by number of pages: put it first)")
        let platforms = PlatformGuess.guess(pages.keys)
        if platforms.isEmpty {
            report.append("could not decide: the platforms of pages (none written: add platforms:, docs/project-file.md)")
        } else {
            let patterns = platforms.map(\.pattern).joined(separator: ", ")
            report.append(
                """
                could not decide: the platforms of pages (suggested from page names, commented out: \(patterns); check them, \
                then uncomment platforms:)
                """
            )
        }
        let reasons = Dictionary(grouping: unreadable, by: \.page).mapValues { $0.map { "\($0.file): \($0.why)" }.joined(separator: "; ") }
        let text = render(guess, languages: languages, excluded: excluded.map { ($0, reasons[$0] ?? "") }, platforms: platforms)
        return Outcome(text: text, report: report, file: prefix + ProjectFileReader.fileName)
    }

    /// Why the file cannot be read as a guide page (empty, no content, not UTF-8), or nil when it can.
    static func problem(reading path: String, _ placement: GuideLayout.Placement) -> String? {
        guard let file = try? GuideFile(path: path, language: placement.language, page: placement.page) else { return "not a guide file" }
        if (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) == 0 { return "the file is empty" }
        let reading = GuideSource.read(file, options: .documentOnly)
        guard !reading.isReadable else { return nil }
        return reading.diagnostics.first { $0.severity == .error }.map { "\($0.message) [\($0.rule)]" } ?? "cannot be read"
    }

    /// The project file `init` writes.
    static func render(_ guess: LayoutGuess, languages: [String], excluded: [(page: String, why: String)], platforms: [PlatformGuess]) -> String {
        var lines = [
            "# The project file of this guide, written by guidespec init: \(guess.shape.rawValue). Every key: docs/project-file.md.",
            "version: 1",
            "",
            "languages:",
            "  # By number of pages. Put first the language the others are translated from: it decides a value they dispute.",
            "  order: [\(languages.joined(separator: ", "))]",
            "",
            "layout:",
        ]
        for entry in guess.entries {
            if let language = entry.language {
                lines += ["  - pattern: \(quoted(entry.pattern.text))", "    lang: \(language)"]
                if language == guess.assumedLanguage { lines[lines.count - 1] += "  # assumed: the files carry no language tag" }
            } else {
                lines.append("  - \(quoted(entry.pattern.text))")
            }
        }
        if !excluded.isEmpty {
            lines += ["", "pages:", "  # Pages that cannot be read as guide pages.", "  exclude:"]
            for (page, why) in excluded { lines += ["    # \(why.replacing("\n", with: " "))", "    - \(quoted(page))"] }
        }
        lines += [
            "", "paths:",
            """
              # The drift baseline: guidespec drift reads it (and --update-baseline writes it) when given no --baseline; \
            check holds the guide to it.
            """,
            "  baseline: \(GuideProject.defaultBaseline)",
        ]
        if !platforms.isEmpty {
            lines += [
                "", "# Suggested from page names: words that start (or end) the names of pages on the same topics. Check each, give",
                "# it the label the guide writes (in error tables' Platform column and in findings), then uncomment.",
                "# platforms:",
            ]
            for platform in platforms {
                lines += ["#   \(platform.id):", "#     label: \(platform.id)", "#     pages: [\(quoted(platform.pattern))]"]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: quoted += String(format: "\\x%02X", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
