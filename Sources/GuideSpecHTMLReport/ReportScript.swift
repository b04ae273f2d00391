/// The report's script: filters and search over the findings and over the history's timelines (state in the URL query,
/// so a filtered view can be linked), deep links that open their finding, case or timeline, expand and collapse, and
/// everything open for printing. It writes what it did on `<body>` (`data-visible-findings`, `data-visible-timelines`,
/// `data-target`, `data-script-ms`) so a browser test can read it.
enum ReportScript {
    static let source: StaticString = """
        (function () {
          "use strict";
          var started = performance.now();
          var doc = document;
          var list = function (selector) { return Array.prototype.slice.call(doc.querySelectorAll(selector)); };

          // One set of filters over one kind of card: its form, the cards (and the entries that follow the same
          // filters without being counted), the groups hidden when empty, the selects (URL key: data attribute; `lang`
          // holds several languages), the search box and what it searches.
          function filterSet(config) {
            var set = { config: config, form: doc.getElementById(config.form) };
            set.cards = list(config.cards);
            set.entries = config.entries ? list(config.entries) : [];
            set.all = set.cards.concat(set.entries);
            set.groups = list(config.groups);
            set.status = doc.getElementById(config.status);
            set.noMatch = doc.getElementById(config.noMatch);
            set.search = doc.getElementById("filter-" + config.search);
            set.controls = {};
            Object.keys(config.facets).forEach(function (name) { set.controls[name] = doc.getElementById("filter-" + name); });
            set.keys = Object.keys(config.facets).concat([config.search]);
            var haystacks = null;

            function haystack(index) {
              if (!haystacks) {
                haystacks = set.all.map(function (card) {
                  var parts = [];
                  card.querySelectorAll(config.searched).forEach(function (part) { parts.push(part.textContent); });
                  return parts.join(" ").toLowerCase();
                });
              }
              return haystacks[index];
            }

            set.state = function () {
              var current = {};
              Object.keys(config.facets).forEach(function (name) { current[name] = set.controls[name] ? set.controls[name].value : ""; });
              current.q = set.search ? set.search.value.trim() : "";
              return current;
            };

            function matches(card, index, current, words) {
              var facets = Object.keys(config.facets);
              for (var f = 0; f < facets.length; f++) {
                var wanted = current[facets[f]];
                if (!wanted) continue;
                var attribute = config.facets[facets[f]];
                var value = card.dataset[attribute] || "";
                if (attribute === "lang" ? value.split(" ").indexOf(wanted) < 0 : value !== wanted) return false;
              }
              for (var i = 0; i < words.length; i++) { if (haystack(index).indexOf(words[i]) < 0) return false; }
              return true;
            }

            set.apply = function (updateURL) {
              var current = set.state();
              var words = current.q.toLowerCase().split(/\\s+/).filter(Boolean);
              var filtered = words.length > 0 || Object.keys(config.facets).some(function (name) { return current[name]; });
              var shown = 0;
              set.all.forEach(function (card, index) {
                var visible = !filtered || matches(card, index, current, words);
                if (card.hidden !== !visible) card.hidden = !visible;
                if (visible && index < set.cards.length) shown++;
              });
              set.groups.forEach(function (group) { group.hidden = filtered && !group.querySelector(config.visible); });
              if (set.noMatch) set.noMatch.hidden = shown > 0 || set.cards.length === 0;
              if (set.status) set.status.textContent = "Showing " + shown + " of " + set.cards.length + " " + config.noun;
              doc.body.setAttribute(config.counter, String(shown));
              if (updateURL) {
                var query = new URLSearchParams(location.search);
                set.keys.forEach(function (name) {
                  var value = name === config.search ? current.q : current[name];
                  if (value) query.set(name, value); else query.delete(name);
                });
                var text = query.toString();
                try { history.replaceState(null, "", (text ? "?" + text : location.pathname) + location.hash); } catch (error) {}
              }
            };

            set.setControls = function (params) {
              Object.keys(config.facets).forEach(function (name) {
                var control = set.controls[name];
                var value = params.get(name) || "";
                if (!control) return;
                var known = Array.prototype.some.call(control.options, function (option) { return option.value === value; });
                control.value = known ? value : "";
              });
              if (set.search) set.search.value = params.get(config.search) || "";
            };

            set.clear = function () { set.setControls(new URLSearchParams()); };

            if (set.form) {
              set.form.hidden = false;
              set.form.addEventListener("submit", function (event) { event.preventDefault(); });
              set.form.addEventListener("change", function () { set.apply(true); });
              set.form.addEventListener("input", function (event) { if (event.target === set.search) set.apply(true); });
              doc.getElementById(config.clear).addEventListener("click", function () { set.clear(); set.apply(true); });
              doc.getElementById(config.expand).addEventListener("click", function () {
                set.cards.forEach(function (card) { if (!card.hidden) card.open = true; });
              });
              doc.getElementById(config.collapse).addEventListener("click", function () {
                set.cards.forEach(function (card) { card.open = false; });
              });
            }
            return set;
          }

          var findingSet = filterSet({
            form: "filters", cards: "details.finding", groups: "section.rule-group", visible: "details.finding:not([hidden])",
            facets: { page: "page", lang: "lang", rule: "rule", severity: "severity", status: "status" }, search: "q",
            searched: ":scope > summary, .location-head, .note, .baseline", status: "findings-shown", noMatch: "no-match", noun: "findings",
            counter: "data-visible-findings", clear: "filter-clear", expand: "expand-all", collapse: "collapse-all"
          });
          var historySet = filterSet({
            form: "history-filters", cards: "details.timeline", entries: "li.introduction", groups: "section.history-page",
            visible: "details.timeline:not([hidden]), li.introduction:not([hidden])",
            facets: { "history-page": "page", "history-lang": "lang" }, search: "history-q", searched: ":scope > summary, .events, .message, .meta, \
        .introduced",
            status: "history-shown", noMatch: "history-no-match", noun: "timelines", counter: "data-visible-timelines",
            clear: "history-clear", expand: "history-expand", collapse: "history-collapse"
          });
          var sets = [findingSet, historySet];

          function openTarget() {
            // A fragment that is not valid percent-encoding (#finding-%zz) names nothing: it is ignored.
            var id;
            try { id = decodeURIComponent(location.hash.slice(1)); } catch (error) { return; }
            var target = id ? doc.getElementById(id) : null;
            if (!target || !target.matches("details.finding, details.case, details.timeline, li.introduction")) return;
            sets.forEach(function (set) {
              if (target.hidden && set.all.indexOf(target) >= 0) { set.clear(); set.apply(true); }
            });
            Array.prototype.forEach.call(doc.querySelectorAll(".targeted"), function (other) { other.classList.remove("targeted"); });
            if (target.tagName === "DETAILS") target.open = true;
            target.classList.add("targeted");
            doc.body.setAttribute("data-target", id);
            var focus = target.tagName === "DETAILS" ? target.querySelector("summary") : target;
            if (focus) focus.focus({ preventScroll: true });
            keepClear();
            target.scrollIntoView({ block: "start" });
          }

          // Deep links and section links land below the sticky filters, not under them. Measuring the form lays out the
          // whole page, so it waits for the first frame unless a deep link must scroll now.
          var findingsForm = findingSet.form;
          function keepClear() {
            if (!findingsForm) return;
            var sticky = getComputedStyle(findingsForm).position === "sticky";
            doc.documentElement.style.scrollPaddingTop = sticky ? (findingsForm.offsetHeight + 16) + "px" : "";
          }
          window.addEventListener("resize", keepClear);

          doc.addEventListener("click", function (event) {
            var link = event.target.closest ? event.target.closest("a.filter-link") : null;
            if (!link || !findingsForm || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            findingSet.setControls(new URL(link.href).searchParams);
            findingSet.apply(true);
            var section = doc.getElementById("findings");
            section.scrollIntoView({ block: "start" });
            var first = findingSet.cards.filter(function (finding) { return !finding.hidden; })[0];
            (first ? first.querySelector("summary") : findingSet.controls.page).focus({ preventScroll: true });
          });

          var printed = list("details.finding, details.timeline");
          var openBeforePrint = null;
          window.addEventListener("beforeprint", function () {
            openBeforePrint = printed.map(function (card) { return card.open; });
            printed.forEach(function (card) { card.open = true; });
          });
          window.addEventListener("afterprint", function () {
            if (openBeforePrint) printed.forEach(function (card, index) { card.open = openBeforePrint[index]; });
            openBeforePrint = null;
          });
          window.addEventListener("hashchange", openTarget);

          var params = new URLSearchParams(location.search);
          sets.forEach(function (set) { set.setControls(params); set.apply(false); });
          openTarget();
          requestAnimationFrame(keepClear);
          doc.body.setAttribute("data-script-ms", (performance.now() - started).toFixed(1));
          doc.body.setAttribute("data-ready-ms", performance.now().toFixed(1));
        })();
        """
}
