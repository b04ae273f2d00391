import Foundation

/// A test page that opens a report with a history section in frames (plain, with a history filter in its URL, through
/// a deep link to a timeline that a search hides, and with scripts off), uses the history's controls as a person would
/// (picks a language, types a search, presses Clear), reads the introducing commit in a finding's card, and writes what
/// it saw as JSON into `<pre id="result">`, like `ReportHarness`.
struct HistoryHarness: Encodable {
    /// The language to pick in the history's Language select, and the one given in the second frame's URL.
    var language: String
    /// The words to type into the history's search box.
    var search: String
    /// A timeline's ID, opened by the third frame under a search that hides it.
    var deepLink: String
    /// The finding whose card should name the commit that introduced it.
    var finding: String

    /// What the harness read.
    struct Result: Decodable {
        struct Plain: Decodable {
            var timelines: Int
            var initial: Int
            var formShown: Bool
            var afterLanguage: Int
            var languageInURL: String
            var afterSearch: [String]
            var afterClear: Int
            var findingsAfterHistoryFilters: Int
            var introducedCommit: String
            var introducedLink: String
            var entryFound: Bool
            var duplicateIDs: [String]
            var unlabelledControls: [String]
        }

        struct FromURL: Decodable {
            var shown: Int
            var language: String
            var findings: Int
        }

        struct Deep: Decodable {
            var target: String
            var open: Bool
            var targeted: Bool
            var shown: Int
            var search: String
        }

        struct WithoutScript: Decodable {
            var formHidden: Bool
            var timelines: Int
            var hidden: Int
            var scriptRan: Bool
        }

        var plain: Plain
        var fromURL: FromURL
        var deep: Deep
        var withoutScript: WithoutScript
    }

    /// The harness page for the report `reportFile` in the same folder.
    func page(reportFile: String) throws -> String {
        let settings = String(decoding: try JSONEncoder().encode(self), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
        return """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>history harness</title></head><body>
            <iframe id="plain" src="\(reportFile)"></iframe>
            <iframe id="fromURL" src="\(reportFile)?history-lang=\(language)"></iframe>
            <iframe id="deep" src="\(reportFile)?history-q=no-such-words#\(deepLink)"></iframe>
            <iframe id="withoutScript" sandbox="allow-same-origin" src="\(reportFile)"></iframe>
            <pre id="result"></pre>
            <script>
            var settings = \(settings);
            \(Self.script)
            </script>
            </body></html>
            """
    }

    static let script = """
        window.addEventListener("load", function () {
          var result = {};
          try {
            var shown = function (doc) { return Number(doc.body.getAttribute("data-visible-timelines")); };
            var d = document.getElementById("plain").contentDocument;
            var w = document.getElementById("plain").contentWindow;
            var plain = {};
            plain.timelines = d.querySelectorAll("details.timeline").length;
            plain.initial = shown(d);
            plain.formShown = !d.getElementById("history-filters").hidden;
            var lang = d.getElementById("filter-history-lang");
            lang.value = settings.language;
            lang.dispatchEvent(new Event("change", { bubbles: true }));
            plain.afterLanguage = shown(d);
            plain.languageInURL = new URLSearchParams(w.location.search).get("history-lang") || "";
            var search = d.getElementById("filter-history-q");
            search.value = settings.search;
            search.dispatchEvent(new Event("input", { bubbles: true }));
            plain.afterSearch = Array.prototype.filter.call(d.querySelectorAll("details.timeline"), function (t) { return !t.hidden; })
              .map(function (t) { return t.id; });
            plain.findingsAfterHistoryFilters = Number(d.body.getAttribute("data-visible-findings"));
            d.getElementById("history-clear").click();
            plain.afterClear = shown(d);
            var card = d.getElementById(settings.finding);
            var introduced = card ? card.querySelector(".introduced") : null;
            plain.introducedCommit = introduced && introduced.querySelector("code") ? introduced.querySelector("code").textContent : "";
            var link = introduced ? introduced.querySelector("a") : null;
            plain.introducedLink = link ? link.getAttribute("href") : "";
            plain.entryFound = !!(link && d.getElementById(link.getAttribute("href").slice(1)));
            var seen = {};
            plain.duplicateIDs = [];
            Array.prototype.forEach.call(d.querySelectorAll("[id]"), function (e) {
              if (seen[e.id]) plain.duplicateIDs.push(e.id);
              seen[e.id] = true;
            });
            plain.unlabelledControls = Array.prototype.filter.call(d.querySelectorAll("select, input, button"), function (c) {
              return !(c.labels && c.labels.length) && !c.getAttribute("aria-label") && !c.textContent.trim();
            }).map(function (c) { return c.id || c.outerHTML.slice(0, 80); });
            result.plain = plain;

            var u = document.getElementById("fromURL").contentDocument;
            result.fromURL = {
              shown: shown(u), language: u.getElementById("filter-history-lang").value,
              findings: Number(u.body.getAttribute("data-visible-findings"))
            };

            var e = document.getElementById("deep").contentDocument;
            var target = e.getElementById(settings.deepLink);
            result.deep = {
              target: e.body.getAttribute("data-target") || "",
              open: !!(target && target.open),
              targeted: !!(target && target.classList.contains("targeted")),
              shown: shown(e),
              search: e.getElementById("filter-history-q").value
            };

            var n = document.getElementById("withoutScript").contentDocument;
            result.withoutScript = {
              formHidden: n.getElementById("history-filters").hidden,
              timelines: n.querySelectorAll("details.timeline").length,
              hidden: n.querySelectorAll("details.timeline[hidden], li.introduction[hidden], section.history-page[hidden]").length,
              scriptRan: n.body.hasAttribute("data-script-ms")
            };
          } catch (error) {
            result = { error: String(error && error.stack || error) };
          }
          document.getElementById("result").textContent = btoa(unescape(encodeURIComponent(JSON.stringify(result))));
        });
        """
}
