import Foundation

/// A test page that opens a report in frames, as a person would (plain, with filters in its URL, through a deep
/// link, with scripts off in a sandboxed frame), uses its controls the way the keyboard and mouse do (change a select, type in the search box, press
/// Clear,
/// follow a matrix cell) and writes what the report showed as JSON into `<pre id="result">`.
///
/// It lies beside the report so that the browser, started with `--allow-file-access-from-files`, lets it read the
/// frames' documents. Every step reads the report's own DOM; nothing here is shipped. The result is JSON in Base64.
struct ReportHarness: Encodable {
    /// The rule to pick in the Rule select.
    var rule: String
    /// The words to type into the search box (after picking the rule).
    var search: String
    /// The query of the second frame, such as `lang=zh&severity=warning`.
    var query: String
    /// The deep link of the third frame, opened under a filter (`excludingRule`) that hides its finding.
    var deepLink: String
    var excludingRule: String

    /// What the harness read, decoded from its JSON.
    struct Result: Decodable {
        struct Plain: Decodable {
            var total: Int
            var initial: Int
            var scriptMilliseconds: Double
            var formShown: Bool
            var afterRule: Int
            var ruleInURL: String
            var afterSearch: [String]
            var afterClear: Int
            var matrixLink: String
            var afterMatrix: [String: String]
            var afterMatrixShown: Int
            var firstFocusable: String
            var unlabelledControls: [String]
            var duplicateIDs: [String]
            /// How many `<script>` elements the report has: its own, and none that guide or adapter text smuggled in.
            var scripts: Int
            /// Whether a smuggled script ran (it sets `window.pwned`).
            var pwned: Bool
        }

        struct FromURL: Decodable {
            var shown: Int
            var controls: [String: String]
        }

        struct Deep: Decodable {
            var target: String
            var open: Bool
            var targeted: Bool
            var shown: Int
            var focusable: Bool
        }

        /// The frame with scripts off.
        struct WithoutScript: Decodable {
            var formHidden: Bool
            var findings: Int
            var hiddenFindings: Int
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
            <html><head><meta charset="utf-8"><title>report harness</title></head><body>
            <iframe id="plain" src="\(reportFile)"></iframe>
            <iframe id="fromURL" src="\(reportFile)?\(query)"></iframe>
            <iframe id="deep" src="\(reportFile)?rule=\(excludingRule)#\(deepLink)"></iframe>
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
            var e = document.getElementById("deep").contentDocument;
            var target = e.getElementById(settings.deepLink);
            result.deep = {
              target: e.body.getAttribute("data-target") || "",
              open: !!(target && target.open),
              targeted: !!(target && target.classList.contains("targeted")),
              shown: Number(e.body.getAttribute("data-visible-findings")),
              // Chromium lets a frame take the focus only on a user's gesture, so this checks the keyboard can reach it.
              focusable: !!(target && target.querySelector("summary").tabIndex >= 0)
            };

            var n = document.getElementById("withoutScript").contentDocument;
            result.withoutScript = {
              formHidden: n.getElementById("filters").hidden,
              findings: n.querySelectorAll("details.finding").length,
              hiddenFindings: n.querySelectorAll("details.finding[hidden]").length,
              scriptRan: n.body.hasAttribute("data-script-ms")
            };

            var d = document.getElementById("plain").contentDocument;
            var w = document.getElementById("plain").contentWindow;
            var shown = function (doc) { return Number(doc.body.getAttribute("data-visible-findings")); };
            var visible = function (doc) {
              return Array.prototype.filter.call(doc.querySelectorAll("details.finding"), function (f) { return !f.hidden; \
        }).map(function (f) { return f.id; });
            };
            var plain = {};
            plain.total = d.querySelectorAll("details.finding").length;
            plain.initial = shown(d);
            plain.scriptMilliseconds = Number(d.body.getAttribute("data-script-ms"));
            plain.formShown = !d.getElementById("filters").hidden;
            var rule = d.getElementById("filter-rule");
            rule.focus();
            rule.value = settings.rule;
            rule.dispatchEvent(new Event("change", { bubbles: true }));
            plain.afterRule = shown(d);
            plain.ruleInURL = new URLSearchParams(w.location.search).get("rule") || "";
            var search = d.getElementById("filter-q");
            search.value = settings.search;
            search.dispatchEvent(new Event("input", { bubbles: true }));
            plain.afterSearch = visible(d);
            d.getElementById("filter-clear").click();
            plain.afterClear = shown(d);
            var link = d.querySelector("#matrix td a.filter-link");
            plain.matrixLink = link.getAttribute("href");
            link.dispatchEvent(new w.MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
            plain.afterMatrix = {};
            ["page", "lang", "rule", "severity", "status"].forEach(function (name) { plain.afterMatrix[name] = d.getElementById("filter-" + \
        name).value; });
            plain.afterMatrixShown = shown(d);
            var focusable = Array.prototype.filter.call(
              d.querySelectorAll("a[href], button, input, select, summary, [tabindex]"),
              function (e) { return e.tabIndex >= 0 && !e.closest("[hidden]"); });
            plain.firstFocusable = focusable.length ? focusable[0].className : "";
            plain.unlabelledControls = Array.prototype.filter.call(d.querySelectorAll("select, input, button"), function (c) {
              return !(c.labels && c.labels.length) && !c.getAttribute("aria-label") && !c.textContent.trim();
            }).map(function (c) { return c.id || c.outerHTML.slice(0, 80); });
            var seen = {};
            plain.duplicateIDs = [];
            Array.prototype.forEach.call(d.querySelectorAll("[id]"), function (e) {
              if (seen[e.id]) plain.duplicateIDs.push(e.id);
              seen[e.id] = true;
            });
            plain.scripts = d.scripts.length;
            plain.pwned = typeof w.pwned !== "undefined";
            result.plain = plain;

            var u = document.getElementById("fromURL").contentDocument;
            result.fromURL = { shown: shown(u), controls: {} };
            ["page", "lang", "rule", "severity", "status", "q"].forEach(function (name) { result.fromURL.controls[name] = u.getElementById("filter-" \
        + name).value; });

          } catch (error) {
            result = { error: String(error && error.stack || error) };
          }
          // Base64, so that the JSON reaches the test untouched by the DOM's serialization.
          document.getElementById("result").textContent = btoa(unescape(encodeURIComponent(JSON.stringify(result))));
        });
        """

    /// The JSON the harness wrote into the dumped DOM.
    static func result(inDOM dom: String) throws -> Result {
        try result(Result.self, inDOM: dom)
    }

    /// The JSON a harness page wrote into `<pre id="result">` of the dumped DOM, as `type`.
    static func result<Value: Decodable>(_ type: Value.Type, inDOM dom: String) throws -> Value {
        guard let start = dom.range(of: "<pre id=\"result\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw HeadlessBrowser.Failure(description: "the harness wrote no result")
        }
        let data = Data(base64Encoded: String(dom[start.upperBound..<end.lowerBound])) ?? Data()
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw HeadlessBrowser.Failure(description: "the harness wrote \(String(decoding: data, as: UTF8.self).prefix(2000))")
        }
    }
}
