import GuideSpecDrift
import Foundation
import Testing

@testable import GuideSpecHTMLReport

/// The pages × languages matrix: a page missing in a language, unreadable, clean, or with findings.
@Suite struct LanguageMatrixTests {
    static func finding(_ rule: String, page: String, _ languages: [String], severity: Severity = .error) -> DriftFinding {
        DriftFinding(
            rule: rule, severity: severity, message: "m", page: page, subject: "s:\(rule):\(languages)",
            locations: languages.map { DriftLocation(file: "\($0)/\(page).md", line: 1, language: $0, note: "") })
    }

    static let facts: DriftFacts = {
        let findings = [
            finding("drift.missing-in-language", page: "a", ["en", "zh"]),
            finding("drift.wrong-language", page: "a", ["zh"], severity: .warning),
            finding("drift.wrong-language", page: "b", ["ja"], severity: .warning),
        ]
        let inputs = [
            DriftInput(file: "en/a.md", page: "a", language: "en"), DriftInput(file: "zh/a.md", page: "a", language: "zh"),
            DriftInput(file: "ja/a.md", page: "a", language: "ja", problem: "invalid UTF-8"),
            DriftInput(file: "en/b.md", page: "b", language: "en"), DriftInput(file: "ja/b.md", page: "b", language: "ja"),
        ]
        let baseline = DriftBaseline(entries: [DriftBaselineEntry(accepting: findings[2], reason: "known")])
        return DriftFacts(DriftReportDocument(DriftReport(findings: findings, baseline: baseline, inputs: inputs)))
    }()

    @Test func eachCellSaysWhatThePageIsLikeInThatLanguage() {
        let cells = Self.facts.pages.map { page in Self.facts.languages.map { LanguageMatrix.cell(Self.facts, page: page, language: $0) } }
        #expect(Self.facts.pages == ["a", "b"])
        #expect(Self.facts.languages == ["en", "ja", "zh"])
        #expect(
            cells == [
                [
                    .findings(count: 1, new: 1, worstNew: "error", wrongLanguage: 0), .unreadable("invalid UTF-8"),
                    .findings(count: 2, new: 2, worstNew: "error", wrongLanguage: 1),
                ],
                [.clean, .findings(count: 1, new: 0, worstNew: nil, wrongLanguage: 1), .missing],
            ])
    }

    @Test func withoutTheListOfInputsMissingPagesCannotBeTold() throws {
        var document = Self.facts.document
        document.inputs = nil
        let facts = DriftFacts(document)
        #expect(LanguageMatrix.cell(facts, page: "b", language: "en") == .unknown)
        #expect(LanguageMatrix.cell(facts, page: "b", language: "zh") == .unknown)
        var text = ""
        HTMLRenderer.write(LanguageMatrix.node(facts), into: &text)
        #expect(text.contains("This drift report does not list the files it compared, so pages missing in a language cannot be shown."))
    }

    @Test func aCellLinksToItsFindingsAndNamesThemForAScreenReader() {
        var text = ""
        let rules = LanguageMatrix.rules(Self.facts, page: "a", language: "zh")
        #expect(rules == "drift.missing-in-language 1, drift.wrong-language 1")
        HTMLRenderer.write(
            LanguageMatrix.node(.findings(count: 2, new: 2, worstNew: "error", wrongLanguage: 1), page: "a b", language: "zh", rules: rules),
            into: &text)
        #expect(
            text
                == #"""
                <td class="cell sev-error" title="drift.missing-in-language 1, drift.wrong-language 1"><a \#
                href="?page=a%20b&amp;lang=zh#findings" class="filter-link" aria-label="a b in zh: 2 findings, 2 new, \#
                1 in the wrong language"><span class="n">2</span><span class="wl">lang</span></a></td>
                """#
        )
    }

    @Test func theRuleBarsAreSharesOfTheLargestRule() {
        var text = ""
        DriftOverview.bar(new: 2, accepted: 1, largest: 3).forEach { HTMLRenderer.write($0, into: &text) }
        #expect(
            text
                == #"""
                <span class="bar"><span class="bar-new" style="width: 66.6%"></span><span class="bar-accepted" style="width: 33.3%"></span></span>
                """#
        )
    }

    /// Pages in more languages than the matrix holds (audit html-matrix-quadratic: 1,000 pages in 1,001 languages gave
    /// a million cells): it keeps the 40 languages and then the pages with the most findings, within 20,000 cells, and
    /// says what it left out.
    @Test func aMatrixBeyondItsLimitsShowsThePagesAndLanguagesWithTheMostFindings() {
        let languages = (0..<60).map { String(format: "l%02d", $0) }
        var findings: [DriftFinding] = []
        var inputs: [DriftInput] = []
        for page in 0..<600 {
            let name = String(format: "p%03d", page)
            let pair = [languages[page % 60], languages[(page + 1) % 60]]
            inputs += pair.map { DriftInput(file: "\($0)/\(name).md", page: name, language: $0) }
            // Languages l20…l59 and pages p000…p099 get findings; the other pages none.
            if page < 100 { findings.append(Self.finding("drift.missing-in-language", page: name, [languages[20 + page % 40]])) }
        }
        let facts = DriftFacts(DriftReportDocument(DriftReport(findings: findings, baseline: DriftBaseline(entries: []), inputs: inputs)))
        let (pages, shown) = LanguageMatrix.shown(facts)
        #expect(shown == Array(languages[20...]))
        #expect(pages.count == 500)
        #expect(pages.prefix(100) == ArraySlice((0..<100).map { String(format: "p%03d", $0) }))
        #expect(pages.last == "p499")
        var text = ""
        HTMLRenderer.write(LanguageMatrix.node(facts), into: &text)
        #expect(
            text.contains(
                "<p class=\"hint left-out\">The matrix shows 40 of 60 languages and 500 of 600 pages, those with the most findings (at most 40 "
                    + "languages and 20000 cells); the findings below and their filters have every page and language.</p>"))
        #expect(text.components(separatedBy: "<td class=\"cell").count - 1 == 500 * 40)
    }
}
