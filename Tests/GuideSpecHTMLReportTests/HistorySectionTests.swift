import Foundation
import Testing

@testable import GuideSpecHTMLReport

/// The history section as text: deep-link IDs made from the item's identity, the item a finding is about, the bounds
/// that keep a whole guide's history small, and what the page says about it.
@Suite struct HistorySectionTests {
    /// A history of one page whose item `error:A` (en) has `events` events, the first appearing, then changes.
    static func document(events: Int, items: Int = 1, findings: String = "[]") throws -> HistoryReportDocument {
        let commits = (0..<events).map {
            #"{"id": "c\#($0)", "date": "2024-01-\#(String(format: "%02d", $0 % 28 + 1))T00:00:00+00:00", "subject": "s\#($0)"}"#
        }
        let eventList = (0..<events).map { index in
            index == 0
                ? #"{"commit": "c0", "kind": "appeared", "file": "en/p.md", "line": 3}"#
                : #"""
                {"commit": "c\#(index)", "kind": "changed", "facet": "code", "old": "\#(index)", "new": "\#(index + 1)", "file": "en/p.md", \#
                "line": 3}
                """#
        }
        let itemList = (0..<items).map {
            #"{"language": "en", "key": "error:A\#($0 == 0 ? "" : String($0))", "events": [\#(eventList.joined(separator: ","))]}"#
        }
        let json =
            #"""
            {"version": 1, "walk": {"tip": "c0"}, "commits": [\#(commits.joined(separator: ","))], "pages": [{"page": "p", \#
            "items": [\#(itemList.joined(separator: ","))], "findings": \#(findings)}]}
            """#
        return try ReportInput.decodeHistory(Data(json.utf8), file: "h.json")
    }

    @Test func anItemsIDComesFromItsPageLanguageAndKeyNotItsPlace() throws {
        let json = #"""
            {"version": 1, "pages": [
              {"page": "b", "items": [{"language": "zh", "key": "field:R.v", "events": []}, {"language": "en", "key": "error:X_Y", "events": []}]},
              {"page": "a", "items": [{"language": "en", "key": "error:X_Y", "events": []}]}]}
            """#
        let facts = HistoryFacts(try ReportInput.decodeHistory(Data(json.utf8), file: "h.json"))
        #expect(facts.timelines.map(\.anchor) == ["item-b.zh.field_3aR.v", "item-b.en.error_3aX_5fY", "item-a.en.error_3aX_5fY"])
        #expect(facts.pages == ["a", "b"])
        #expect(facts.languages == ["en", "zh"])
    }

    @Test(arguments: [
        ("error:TCGB_ERROR_A", "error:TCGB_ERROR_A"), ("error:TCGB_ERROR_A:code", "error:TCGB_ERROR_A"),
        ("field:R.v:value:extra", "field:R.v"), ("flow-step:Purchase Flow#2", "flow-step:Purchase Flow#2"), ("error:NOT_THERE", nil), ("", nil),
    ])
    func aFindingsSubjectNamesItsItem(subject: String, key: String?) {
        #expect(HistoryFacts.subjectKey(subject, keys: ["error:TCGB_ERROR_A", "field:R.v", "flow-step:Purchase Flow#2"]) == key)
    }

    @Test func filesNotWalkedAreCountedApartFromStatesSkipped() throws {
        let json = #"""
            {"version": 1, "pages": [{"page": "p", "items": []}], "summary": {"diagnostics": 3},
             "diagnostics": [{"rule": "input.invalid-utf8"}, {"rule": "history.second-file"}, {"rule": "history.missing-blob"}]}
            """#
        let html = HTMLRenderer.document(
            HistorySection.node(HistoryFacts(try ReportInput.decodeHistory(Data(json.utf8), file: "h.json")), findingAnchors: [:]))
        #expect(html.contains("<p class=\"hint\">2 page states could not be read and were skipped: the JSON report&#39;s diagnostics name them.</p>"))
        #expect(
            html.contains(
                """
                <p class=\"hint\">1 file was not walked, each a second file of its page in one language: the JSON report&#39;s diagnostics \
                name them.</p>
                """
            ))
    }

    @Test func aLongTimelineShowsItsFirstAndLatestEventsAndSaysHowManyAreLeftOut() throws {
        let facts = HistoryFacts(try Self.document(events: 20))
        let timeline = try #require(facts.timelines.first)
        #expect(timeline.shown.map(\.commit) == ["c0"] + (9..<20).map { "c\($0)" })
        #expect(timeline.omitted == 8)
        #expect(facts.omittedEvents == 8)
        #expect(!facts.budgetReached)
        let html = HTMLRenderer.document(HistorySection.node(facts, findingAnchors: [:]))
        #expect(html.contains(#"<li class="ev omitted">… 8 events left out …</li>"#))
        #expect(html.contains("Each timeline shows its first event and its latest 11: 8 events are left out here."))
    }

    @Test func aHistoryOverTheEventBudgetShowsTheFirstAndLatestEventOfEachItem() throws {
        let items = HistoryFacts.eventBudget / HistoryFacts.eventsPerTimeline + 1
        let facts = HistoryFacts(try Self.document(events: 14, items: items))
        #expect(facts.budgetReached)
        #expect(facts.omittedTimelines == 0)
        #expect(facts.timelines.allSatisfy { $0.shown.map(\.commit) == ["c0", "c13"] })
        #expect(facts.omittedEvents == items * 12)
        let html = HTMLRenderer.document(HistorySection.node(facts, findingAnchors: [:]))
        #expect(
            html.contains(
                "Each timeline shows its first and its latest event (the page shows 3000 event rows at most): \(items * 12) events are left out here."
            ))
    }

    @Test func aHistoryOverTheTimelineBudgetKeepsTheItemsOfFindingsThenThoseThatChanged() throws {
        let many = HistoryFacts.timelineBudget + 5
        let quiet = (0..<many).map { #"{"language": "en", "key": "error:Q\#($0)", "events": [{"commit": "c0", "kind": "appeared"}]}"# }
        let changed =
            #"{"language": "en", "key": "error:C", "events": [{"commit": "c0", "kind": "appeared"}, {"commit": "c1", "kind": "disappeared"}]}"#
        let json = #"""
            {"version": 1, "pages": [
              {"page": "a", "items": [\#(quiet.joined(separator: ","))]},
              {"page": "b", "items": [\#(changed), {"language": "zh", "key": "error:Z", "events": [{"commit": "c0", "kind": "appeared"}]}],
               "findings": [{"fingerprint": "f", "subject": "error:Z", "locations": [{"language": "zh"}]}]}]}
            """#
        let facts = HistoryFacts(try ReportInput.decodeHistory(Data(json.utf8), file: "h.json"))
        #expect(facts.itemCount == many + 2)
        #expect(facts.timelines.count == HistoryFacts.timelineBudget)
        #expect(facts.omittedTimelines == 7)
        #expect(facts.groups.map(\.leftOut) == [7, 0])
        #expect(facts.groups[1].timelines.map(\.item.key) == ["error:C", "error:Z"], "a finding's item and a changed one come first")
        #expect(facts.groups[0].timelines.last?.item.key == "error:Q\(HistoryFacts.timelineBudget - 3)", "then the rest in report order")
        #expect(facts.entry(fingerprint: "f")?.timelines.map(\.anchor) == ["item-b.zh.error_3aZ"])
        let html = HTMLRenderer.document(HistorySection.node(facts, findingAnchors: [:]))
        #expect(
            html.contains(
                "This page shows 1000 of the \(many + 2) items&#39; timelines: those a finding at the tip is about, then those that changed, "
                    + "then the rest, in report order; 7 are left out."))
        #expect(
            html.contains(#"<p class="hint left-out">7 more items of this page are not shown here (the page&#39;s limit of 1000 timelines).</p>"#))
    }

    @Test func aTimelineSaysWhenItsItemAppearedChangedAndDisappeared() throws {
        let json = #"""
            {"version": 1, "commits": [{"id": "c1", "date": "2024-01-02T00:00:00+00:00"}, {"id": "c3", "date": "2024-03-01T10:00:00+09:00"}],
             "pages": [{"page": "p", "items": [{"language": "zh", "key": "error:B", "name": "B (4002)", "kind": "error", "events": [
               {"commit": "c1", "kind": "appeared", "file": "zh/p.md", "line": 6, "summary": "B = 4002"},
               {"commit": "c2", "kind": "changed", "facet": "code", "new": "4003"},
               {"commit": "c3", "kind": "disappeared", "file": "zh/p.md", "line": 6}]}]}]}
            """#
        let facts = HistoryFacts(try ReportInput.decodeHistory(Data(json.utf8), file: "h.json"))
        let html = HTMLRenderer.document(TimelineCard.node(try #require(facts.timelines.first), facts: facts, open: false))
        #expect(html.contains(#"<span class="span">appeared 2024-01-02 · 1 change · disappeared 2024-03-01</span>"#))
        #expect(
            html.contains(
                #"""
                <li class="ev appeared"><strong>appeared</strong> <span class="when"><time>2024-01-02</time> <code>c1</code></span> <span \#
                class="at">zh/p.md:6 · <code>B = 4002</code></span></li>
                """#
            ))
        #expect(
            html.contains(
                #"""
                <li class="ev changed"><strong>changed</strong> <code>code</code>: <del>(none)</del> → <ins>4003</ins> <span \#
                class="when"><code>c2</code></span></li>
                """#
            ))
        #expect(
            html.contains(
                #"""
                <li class="ev disappeared"><strong>disappeared</strong> <span class="when"><time>2024-03-01</time> <code>c3</code></span> <span \#
                class="at">zh/p.md:6</span></li>
                """#
            ))
    }

    @Test func withoutJavaScriptEveryTimelineIsListedAndTheHistoryFiltersAreHidden() throws {
        let facts = HistoryFacts(try Self.document(events: 2, items: 30))
        let html = HTMLRenderer.document(HistorySection.node(facts, findingAnchors: [:]))
        #expect(html.contains(#"<form id="history-filters" class="filters" aria-label="Filter the history" hidden>"#))
        #expect(html.components(separatedBy: #"<details id="item-"#).count == 31)
        #expect(!html.contains(#"class="timeline" data-page="p" data-lang="en" hidden"#))
        #expect(!html.contains(" open>"), "more than \(HistorySection.openLimit) timelines start folded")
    }
}
