import GuideSpecDocumentModel
@testable import GuideSpecDrift
import Foundation
import GuideSpecMarkdownFrontEnd
import Testing
import GuideSpecTestSupport

/// docs/drift-rules.md is written from the registry: the checked-in page must be what the registry writes today, and
/// cmark-gfm must read it as the registry says (no prose taken for markup, no cell split at a `|`).
@Suite struct DriftRulesDocumentTests {
    static let file = Paths.packageRoot.appendingPathComponent(DriftRulesDocument.path)

    @Test func theCheckedInPageIsUpToDate() throws {
        let page = DriftRulesMarkdown.page()
        let environment = ProcessInfo.processInfo.environment
        if environment["GUIDESPEC_WRITE_DRIFT_RULES"] == "1" {
            guard (environment["CI"] ?? "").isEmpty else {
                Issue.record("GUIDESPEC_WRITE_DRIFT_RULES is refused on CI: write the page on a workstation and commit it")
                return
            }
            try Data(page.utf8).write(to: Self.file, options: .atomic)
            Issue.record("wrote \(DriftRulesDocument.path); read its diff, then run again without GUIDESPEC_WRITE_DRIFT_RULES")
            return
        }
        let checkedIn = (try? String(contentsOf: Self.file, encoding: .utf8)) ?? ""
        #expect(
            checkedIn == page,
            "\(DriftRulesDocument.path) is out of date, run `\(DriftRulesDocument.regenerateCommand)` (\(FirstDifference.line(page, checkedIn)))")
    }

    /// The page as cmark-gfm reads it.
    static let document = MarkdownFrontEnd.read(DriftRulesMarkdown.page(), file: DriftRulesDocument.path)

    @Test func eachScopeTableListsItsRulesAsTheRegistrySays() throws {
        let tables = Self.document.allBlocks.compactMap { block -> (section: String, table: TableBlock)? in
            guard case .table(let table) = block.kind else { return nil }
            return (block.sectionPath.last ?? "", table)
        }
        #expect(tables.map(\.section) == DriftScope.allCases.map(\.title.plainText))
        for (scope, table) in zip(DriftScope.allCases, tables.map(\.table)) {
            let rules = DriftRules.descriptions.filter { $0.scope == scope }
            #expect(table.header.cells.map(\.text) == ["rule", "severity", "summary"])
            #expect(table.rows.map { $0.cells.map(\.text) } == rules.map { [$0.id, $0.severityText, $0.summary.plainText] })
        }
    }

    @Test func eachRuleHasASectionWithItsWordsAsTheRegistrySaysThem() throws {
        for rule in DriftRules.descriptions {
            let blocks = Self.document.allBlocks.filter { $0.sectionPath.last == rule.id }
            let paragraphs = blocks.compactMap { block -> String? in
                guard case .paragraph(let paragraph) = block.kind else { return nil }
                return paragraph.lines.joined(separator: " ")
            }
            #expect(
                paragraphs
                    == [
                        rule.summary.plainText + " Severity: \(rule.severityText).",
                        "\(rule.scope.comparesHeading): " + rule.compares.plainText + ".", "Example: " + rule.example,
                    ]
                    + rule.details.map(\.plainText), "\(rule.id)")
        }
    }

    @Test func theSectionsAreWhereTheAnchorsSayAndTheGeneralProseReadsAsWritten() throws {
        let headings = Self.document.allBlocks.compactMap { block -> Heading? in
            guard case .heading(let heading) = block.kind else { return nil }
            return heading
        }
        let anchors = Set(headings.map(\.anchor))
        #expect(DriftRules.descriptions.allSatisfy { anchors.contains($0.anchor) })
        #expect(DriftRules.descriptions.first { $0.id == "drift.missing-in-language" }?.anchor == "driftmissing-in-language")
        #expect(Set(DriftRules.descriptions.map(\.anchor)).count == DriftRules.descriptions.count)
        let paragraphs = Self.document.allBlocks.compactMap { block -> String? in
            guard case .paragraph(let paragraph) = block.kind else { return nil }
            return paragraph.lines.joined(separator: " ")
        }
        let sections = DriftRulesDocument.overview + DriftRulesDocument.closing
        for text in DriftRulesDocument.introduction + DriftRulesDocument.maintenance + sections.flatMap(\.paragraphs)
            + DriftScope.allCases.flatMap(\.introduction)
        {
            #expect(paragraphs.contains(text.plainText), "\(text.plainText.prefix(60))")
        }
    }

    @Test func codeSpansTakeAFenceLongerThanTheBackticksInside() {
        #expect(DriftRulesMarkdown.code("a`b") == "``a`b``")
        #expect(DriftRulesMarkdown.code("`x`") == "`` `x` ``")
        #expect(DriftRulesMarkdown.code("a|b", inTable: true) == "`a\\|b`")
        let text: DriftRuleText = "see \(code: "x|y") or \(link: "the format", to: "drift-format.md")"
        #expect(DriftRulesMarkdown.text(text, inTable: true) == "see `x\\|y` or [the format](drift-format.md)")
        #expect(text.plainText == "see x|y or the format")
    }

    @Test func theDescriptionsNameNoProductOfTheCorpus() {
        let texts = DriftRules.descriptions.flatMap { [$0.summary.plainText, $0.compares.plainText, $0.example] + $0.details.map(\.plainText) }
        for text in texts + [DriftRulesMarkdown.page()] {
            for word in ["gamebase", "tcgb", "purchase", "storekit"] {
                #expect(!text.lowercased().contains(word), "\(word) in: \(text.prefix(80))")
            }
        }
    }
}
