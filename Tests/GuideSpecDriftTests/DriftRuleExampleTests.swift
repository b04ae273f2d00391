import GuideSpecSource
import GuideSpecDrift
import GuideSpecExtractors
import Foundation
import GuideSpecKit
import GuideSpecProject
import Testing
import GuideSpecTestSupport

/// Every rule's example message is real: the rule gives it, word for word, on the pages of
/// Fixtures/rule-examples/<rule ID>/ (`<language>/<page>.md`; for a revision rule, `old/…` and `new/…`), compared as
/// the rule's scope is (the rules across the guide's languages read every page as a file of one run), with the settings of
/// Fixtures/rule-examples/guidespec.yml.
@Suite struct DriftRuleExampleTests {
    static let folder = Paths.packageRoot.appendingPathComponent("Tests/GuideSpecDriftTests/Fixtures/rule-examples")

    /// The examples' project file: their platforms and error-code page.
    static func project() throws -> GuideProject {
        try ProjectFile.load(given: folder.appendingPathComponent("guidespec.yml").path, from: folder.path)
    }

    /// The pages under `folder`, each read as the path below it says (`en/receipt.md`, `old/en/errors.md`).
    static func pages(in folder: URL, options: ExtractionOptions) throws -> [(path: String, page: DriftPage)] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        let files = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "md" }
        return try files.map { url in
            let path = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            return (path, try DriftPages.parse(try String(contentsOf: url, encoding: .utf8), as: try GuideFile(path: path), options: options))
        }.sorted { $0.path < $1.path }
    }

    /// The findings the rule's scope gives on its example pages.
    static func findings(_ rule: DriftRuleDescription) throws -> [DriftFinding] {
        let project = try Self.project()
        let pages = try Self.pages(in: folder.appendingPathComponent(rule.id), options: project.extractionOptions)
        try #require(!pages.isEmpty, "add Tests/GuideSpecDriftTests/Fixtures/rule-examples/\(rule.id)/ with pages that give the example")
        switch rule.scope {
        case .page, .languages:
            return DriftEngine.compareLanguages(pages.map(\.page))
        case .coverage:
            return DriftEngine.compareCoverage(pages.map { DriftInput($0.page) })
        case .pages:
            return DriftEngine.comparePages(pages.map(\.page), guide: project.driftGuide)
        case .revisions:
            let old = try #require(pages.first { $0.path.hasPrefix("old/") }, "\(rule.id) needs old/<language>/<page>.md")
            let new = try #require(pages.first { $0.path.hasPrefix("new/") }, "\(rule.id) needs new/<language>/<page>.md")
            return DriftEngine.compareRevisions(old: old.page, new: new.page)
        }
    }

    @Test(arguments: DriftRules.descriptions.map(\.id))
    func theExampleIsAMessageTheRuleGives(_ id: String) throws {
        let rule = try #require(DriftRules.descriptions.first { $0.id == id })
        let messages = try Self.findings(rule).filter { $0.rule == id }.map(\.message)
        #expect(messages.contains(rule.example), "\(id) gives \(messages) on its example pages, not its example \"\(rule.example)\"")
    }
}
