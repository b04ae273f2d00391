import Foundation
import GuideSpecTestSupport
import Testing

/// `guidespec init` on the real guides of ../shared/corpus, each copied to a new folder in its own layout (no links, no
/// renaming): it must find the layout without help, and `guidespec drift` must then read every page it describes and
/// report drift between the language versions of the same pages.
@Suite struct InitCorpusCLITests {
    struct Corpus: Sendable, CustomStringConvertible {
        var name: String
        /// The layout lines of the written project file.
        var layout: [String]
        var languages: [String]
        var pages: Int
        /// Pages in two languages or more.
        var paired: Int
        var description: String { name }
    }

    static let corpora = [
        Corpus(name: "gameanvil-docs", layout: ["  - \"{lang}/**/{page}.md\""], languages: ["en", "ja", "ko", "zh"], pages: 65, paired: 65),
        Corpus(name: "toast-push-docs", layout: ["  - \"{lang}/**/{page}.md\""], languages: ["en", "ja", "ko", "zh"], pages: 30, paired: 28),
        Corpus(
            name: "arco-design-docs", layout: ["  - \"**/{page}.{lang}.md\"", "  - pattern: \"{page}.md\"", "    lang: en-US"],
            languages: ["en-US", "zh-CN"], pages: 214, paired: 212),
        Corpus(
            name: "jpush-docs",
            layout: ["  - pattern: \"zh/**/{page}.md\"", "    lang: zh", "  - pattern: \"en/docs/**/{page}.md\"", "    lang: en"],
            languages: ["en", "zh"], pages: 183, paired: 99),
        Corpus(name: "gamebase-docs", layout: ["  - \"{lang}/**/{page}.md\""], languages: ["en", "ja", "ko", "zh"], pages: 72, paired: 66),
    ]

    @Test(
        .enabled(if: FileManager.default.fileExists(atPath: Paths.shared.appendingPathComponent("corpus").path), "needs ../shared/corpus"),
        arguments: corpora)
    func initFindsTheLayoutAndDriftReadsEveryPage(corpus: Corpus) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-init-\(corpus.name)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Paths.shared.appendingPathComponent("corpus/\(corpus.name)/head"), to: folder)
        let initRun = try CLITests.run(["init"], in: folder)
        #expect(initRun.exitCode == 0, "\(initRun.standardError)")
        let written = try String(contentsOf: folder.appendingPathComponent("guidespec.yml"), encoding: .utf8)
        let lines = written.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let layout = Array(lines.drop { $0 != "layout:" }.dropFirst().prefix { !$0.isEmpty })
        #expect(layout == corpus.layout)
        #expect(initRun.standardOutput.hasSuffix("created: guidespec.yml\n"), "\(initRun.standardOutput)")

        let drift = try CLITests.run(["drift", "--format", "json"], in: folder)
        #expect(drift.exitCode == 0 || drift.exitCode == 1, "\(drift.standardError)")
        let report = try JSONSerialization.jsonObject(with: Data(drift.standardOutput.utf8)) as? [String: Any] ?? [:]
        let inputs = report["inputs"] as? [[String: Any]] ?? []
        var pages: [String: Set<String>] = [:]
        for input in inputs { pages[input["page"] as? String ?? "", default: []].insert(input["language"] as? String ?? "") }
        let findings = report["findings"] as? [[String: Any]] ?? []
        var perRule: [String: Int] = [:]
        for finding in findings { perRule[finding["rule"] as? String ?? "", default: 0] += 1 }
        print(
            """
            \(corpus.name): \(pages.count) pages, languages \(Set(pages.values.flatMap { $0 }).sorted()), \
            \(pages.values.filter { $0.count >= 2 }.count) in two or more; findings per rule: \(perRule.sorted { $0.key < $1.key })
            """
        )
        #expect(Set(pages.values.flatMap { $0 }).sorted() == corpus.languages)
        #expect(pages.count == corpus.pages)
        #expect(pages.values.filter { $0.count >= 2 }.count == corpus.paired)
        // Drift between the language versions of the same pages: findings of a rule that compares languages, on a page
        // that is in two languages.
        let crossLanguage = findings.filter { finding in
            let languages = Set((finding["locations"] as? [[String: Any]] ?? []).compactMap { $0["language"] as? String })
            return languages.count >= 2
        }
        #expect(!crossLanguage.isEmpty, "findings per rule: \(perRule)")
    }
}
