/// The report's script: filters and search over the findings (state in the URL query, so a filtered view can be
/// linked), deep links that open their finding, expand and collapse, and every finding open for printing. It writes
/// what it did on `<body>` (`data-visible-findings`, `data-target`, `data-script-ms`) so a browser test can read it.
enum ReportScript {
    static let source: StaticString = """
        (function () {
          "use strict";
          var started = performance.now();
          var doc = document;
          var form = doc.getElementById("filters");
          var findings = Array.prototype.slice.call(doc.querySelectorAll("details.finding"));
          var groups = Array.prototype.slice.call(doc.querySelectorAll("section.rule-group"));
          var status = doc.getElementById("findings-shown");
          var noMatch = doc.getElementById("no-match");
          var facets = ["page", "lang", "rule", "severity", "status"];
          var controls = {};
          facets.forEach(function (name) { controls[name] = doc.getElementById("filter-" + name); });
          var search = doc.getElementById("filter-q");
          var haystacks = null;

          function haystack(index) {
            if (!haystacks) {
              haystacks = findings.map(function (finding) {
                var parts = [finding.querySelector("summary").textContent];
                finding.querySelectorAll(".location-head, .note, .baseline").forEach(function (part) { parts.push(part.textContent); });
                return parts.join(" ").toLowerCase();
              });
            }
            return haystacks[index];
          }

          function state() {
            var current = {};
            facets.forEach(function (name) { current[name] = controls[name] ? controls[name].value : ""; });
            current.q = search ? search.value.trim() : "";
            return current;
          }

          function matches(finding, index, current, words) {
            if (current.page && finding.dataset.page !== current.page) return false;
            if (current.rule && finding.dataset.rule !== current.rule) return false;
            if (current.severity && finding.dataset.severity !== current.severity) return false;
            if (current.status && finding.dataset.status !== current.status) return false;
            if (current.lang && finding.dataset.lang.split(" ").indexOf(current.lang) < 0) return false;
            for (var i = 0; i < words.length; i++) { if (haystack(index).indexOf(words[i]) < 0) return false; }
            return true;
          }

          function apply(updateURL) {
            var current = state();
            var words = current.q.toLowerCase().split(/\\s+/).filter(Boolean);
            var shown = 0;
            findings.forEach(function (finding, index) {
              var visible = matches(finding, index, current, words);
              finding.hidden = !visible;
              if (visible) shown++;
            });
            groups.forEach(function (group) { group.hidden = !group.querySelector("details.finding:not([hidden])"); });
            if (noMatch) noMatch.hidden = shown > 0 || findings.length === 0;
            if (status) status.textContent = "Showing " + shown + " of " + findings.length + " findings";
            doc.body.setAttribute("data-visible-findings", String(shown));
            if (updateURL) {
              var query = new URLSearchParams();
              facets.concat(["q"]).forEach(function (name) { if (current[name]) query.set(name, current[name]); });
              var text = query.toString();
              try { history.replaceState(null, "", (text ? "?" + text : location.pathname) + location.hash); } catch (error) {}
            }
          }

          function setControls(params) {
            facets.forEach(function (name) {
              var control = controls[name];
              var value = params.get(name) || "";
              if (!control) return;
              var known = Array.prototype.some.call(control.options, function (option) { return option.value === value; });
              control.value = known ? value : "";
            });
            if (search) search.value = params.get("q") || "";
          }

          function clearControls() { setControls(new URLSearchParams()); }

          function openTarget() {
            var id = decodeURIComponent(location.hash.slice(1));
            var target = id ? doc.getElementById(id) : null;
            if (!target || !target.matches("details.finding, details.case")) return;
            if (target.hidden) { clearControls(); apply(true); }
            Array.prototype.forEach.call(doc.querySelectorAll(".targeted"), function (other) { other.classList.remove("targeted"); });
            target.open = true;
            target.classList.add("targeted");
            doc.body.setAttribute("data-target", id);
            var summary = target.querySelector("summary");
            if (summary) summary.focus({ preventScroll: true });
            target.scrollIntoView({ block: "start" });
          }

          if (form) {
            form.hidden = false;
            // Deep links and section links land below the sticky filters, not under them.
            var keepClear = function () {
              var sticky = getComputedStyle(form).position === "sticky";
              doc.documentElement.style.scrollPaddingTop = sticky ? (form.offsetHeight + 16) + "px" : "";
            };
            keepClear();
            window.addEventListener("resize", keepClear);
            form.addEventListener("submit", function (event) { event.preventDefault(); });
            form.addEventListener("change", function () { apply(true); });
            form.addEventListener("input", function (event) { if (event.target === search) apply(true); });
            doc.getElementById("filter-clear").addEventListener("click", function () { clearControls(); apply(true); });
            doc.getElementById("expand-all").addEventListener("click", function () {
              findings.forEach(function (finding) { if (!finding.hidden) finding.open = true; });
            });
            doc.getElementById("collapse-all").addEventListener("click", function () {
              findings.forEach(function (finding) { finding.open = false; });
            });
          }

          doc.addEventListener("click", function (event) {
            var link = event.target.closest ? event.target.closest("a.filter-link") : null;
            if (!link || !form || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            setControls(new URL(link.href).searchParams);
            apply(true);
            var section = doc.getElementById("findings");
            section.scrollIntoView({ block: "start" });
            var first = findings.filter(function (finding) { return !finding.hidden; })[0];
            (first ? first.querySelector("summary") : controls.page).focus({ preventScroll: true });
          });

          var openBeforePrint = null;
          window.addEventListener("beforeprint", function () {
            openBeforePrint = findings.map(function (finding) { return finding.open; });
            findings.forEach(function (finding) { finding.open = true; });
          });
          window.addEventListener("afterprint", function () {
            if (openBeforePrint) findings.forEach(function (finding, index) { finding.open = openBeforePrint[index]; });
            openBeforePrint = null;
          });
          window.addEventListener("hashchange", openTarget);

          setControls(new URLSearchParams(location.search));
          apply(false);
          openTarget();
          doc.body.setAttribute("data-script-ms", (performance.now() - started).toFixed(1));
          doc.body.setAttribute("data-ready-ms", performance.now().toFixed(1));
        })();
        """
}
