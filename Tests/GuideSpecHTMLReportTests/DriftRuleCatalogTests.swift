import Foundation
import GuideSpecTestSupport
import Testing

@testable import GuideSpecHTMLReport

/// Rule documentation comes from docs/drift-rules.md, embedded by the build: one source of truth.
@Suite struct DriftRuleCatalogTests {
    @Test func theBuildCarriesTheDocumentAsItIsInTheRepository() throws {
        let onDisk = try String(contentsOf: Paths.packageRoot.appendingPathComponent("docs/drift-rules.md"), encoding: .utf8)
        #expect(DriftRulesMarkdown.text == onDisk, "rebuild: the embedded docs/drift-rules.md is older than the file")
    }

    @Test func everyRuleRowOfTheDocumentIsInTheCatalog() throws {
        let onDisk = try String(contentsOf: Paths.packageRoot.appendingPathComponent("docs/drift-rules.md"), encoding: .utf8)
        // The rows of the rule tables, read line by line: `| `drift.x` | …`.
        let rowIDs = onDisk.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).prefix { $0 != "`" }.description
        }
        #expect(rowIDs.count >= 15)
        #expect(Set(DriftRuleCatalog.embedded.rules.keys) == Set(rowIDs))
    }

    @Test func aRuleKeepsItsSectionAndEveryColumnOfItsRow() throws {
        let rule = try #require(DriftRuleCatalog.embedded.rules["drift.missing-in-language"])
        #expect(rule.section == "Across languages (compareLanguages, two or more pages)")
        #expect(rule.facts.map(\.label) == ["severity", "compares", "example message"])
        #expect(rule.facts.first?.text == "error")
        let revision = try #require(DriftRuleCatalog.embedded.rules["revision.changed"])
        #expect(revision.facts.map(\.label) == ["severity", "change", "when"])
    }

    @Test func onlyTablesHeadedRuleAreRead() {
        let catalog = DriftRuleCatalog(
            markdown: """
                # Rules

                ## Some

                | rule | severity |
                |---|---|
                | `x.one` | error |
                | `x.one` | note |

                | name | severity |
                |---|---|
                | `x.two` | error |
                """)
        #expect(catalog.rules.keys.sorted() == ["x.one"])
        #expect(catalog.rules["x.one"]?.facts.map(\.text) == ["error"])
        #expect(catalog.rules["x.one"]?.section == "Some")
    }

    @Test func everyRuleTheBundledGuideReportsIsDocumented() throws {
        let drift = try #require(SampleReports.bundledDrift)
        #expect(drift.findings.allSatisfy { DriftRuleCatalog.embedded.rules[$0.rule] != nil })
    }
}
