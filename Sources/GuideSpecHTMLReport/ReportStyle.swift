/// The report's style sheet: one column that reflows on a narrow screen, visible focus, and a print layout with
/// every finding open and no controls.
enum ReportStyle {
    static let source: StaticString = """
        :root {
          --bg: #f5f6f8; --panel: #ffffff; --ink: #1c2230; --muted: #5a6375; --faint: #8b93a3; --line: #dde1e8;
          --head: #18202e; --head-ink: #e9edf5; --accent: #2b59c3; --focus: #2b59c3; --hit: #fff2b3; --hit-edge: #d9a400;
          --error: #b42318; --error-bg: #fdeceb; --warning: #935400; --warning-bg: #fff3dc; --note: #1d5bb8; --note-bg: #e6effc;
          --ok: #1d7343; --ok-bg: #e4f3ea; --accepted: #5a6375; --accepted-bg: #eceef2; --lang: #6a3ea1; --lang-bg: #f0e8fb;
          --mono: ui-monospace, "SFMono-Regular", "DejaVu Sans Mono", Menlo, Consolas, monospace;
          color-scheme: light;
        }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        html { scroll-padding-top: 5.5rem; }
        body { margin: 0; background: var(--bg); color: var(--ink); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", \
        "Noto Sans CJK SC", "WenQuanYi Micro Hei", sans-serif; }
        code, pre { font-family: var(--mono); font-size: 0.9em; }
        a { color: var(--accent); }
        :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 3px; }
        .wrap { max-width: 1280px; margin: 0 auto; padding: 0 24px; }
        .skip-link { position: absolute; left: -9999px; top: 8px; z-index: 10; background: #fff; color: var(--ink); padding: 8px 14px; \
        border-radius: 6px; box-shadow: 0 2px 10px rgba(0,0,0,.25); }
        .skip-link:focus { left: 12px; }
        .page-header { background: var(--head); color: var(--head-ink); padding: 22px 0 0; }
        .page-header .brand { margin: 0; font-size: 12px; letter-spacing: .14em; text-transform: uppercase; color: #9fb3da; font-weight: 600; }
        .page-header h1 { margin: 2px 0 8px; font-size: 26px; line-height: 1.2; }
        .page-header .lede { margin: 0 0 4px; color: #c9d1e0; max-width: 72rem; }
        .page-header nav ul { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 14px 0 0; padding: 0; }
        .page-header nav a { display: inline-block; color: var(--head-ink); text-decoration: none; padding: 8px 12px; border-radius: 6px 6px 0 0; }
        .page-header nav a:hover { background: rgba(255,255,255,.08); }
        main { padding-bottom: 32px; }
        main:focus { outline: none; }
        .report-section { margin-top: 28px; }
        .report-section > h2 { font-size: 21px; margin: 0 0 12px; }
        h3 { font-size: 16px; margin: 0 0 10px; }
        h4 { font-size: 14px; margin: 12px 0 6px; }
        .hint { color: var(--muted); font-size: 13.5px; margin: 0 0 10px; }
        .empty { color: var(--muted); font-style: italic; }
        .panel { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 16px 18px; margin: 14px 0; }
        .scroll { overflow-x: auto; }
        .verdict { display: inline-block; margin: 0 0 12px; padding: 6px 12px; border-radius: 6px; border: 1px solid transparent; }
        .verdict.fail { background: var(--error-bg); color: var(--error); border-color: #f4c7c3; }
        .verdict.pass { background: var(--ok-bg); color: var(--ok); border-color: #bfe3cc; }
        .verdict.errored { background: var(--warning-bg); color: var(--warning); border-color: #f1d59c; }
        .verdict.partial { background: var(--accepted-bg); color: var(--accepted); }
        .tiles { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 10px; margin: 0 0 6px; }
        .tile { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 10px 14px; }
        .tile dt { font-size: 12.5px; color: var(--muted); }
        .tile dd { margin: 0; font-size: 26px; font-weight: 650; font-variant-numeric: tabular-nums; }
        .tile-new dd { color: var(--error); }
        .tile-accepted dd { color: var(--accepted); }
        .notice { background: #fffaf0; border: 1px solid #f1d59c; border-left: 4px solid var(--warning); border-radius: 8px; padding: 12px 16px; \
        margin: 12px 0; }
        .notice h3 { font-size: 14.5px; color: var(--warning); }
        .notice ul { margin: 0; padding-left: 20px; }
        table { border-collapse: collapse; }
        th, td { text-align: left; vertical-align: top; padding: 6px 10px; border-bottom: 1px solid var(--line); }
        thead th { font-size: 12.5px; color: var(--muted); font-weight: 600; border-bottom: 2px solid var(--line); white-space: nowrap; }
        .num { text-align: right; font-variant-numeric: tabular-nums; }
        td.zero { color: #b7bdc9; }
        tr.total th, tr.total td { font-weight: 650; border-top: 2px solid var(--line); }
        table.counts { width: 100%; }
        td.share, th.share { width: 40%; vertical-align: middle; }
        .bar { display: flex; height: 10px; border-radius: 5px; background: #f0f2f5; overflow: hidden; }
        .bar-new { background: #e0867f; }
        .bar-accepted { background: #b9c0cc; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
        .matrix-scroll { max-height: 70vh; overflow: auto; border: 1px solid var(--line); border-radius: 8px; }
        table.matrix { width: 100%; }
        table.matrix thead th { position: sticky; top: 0; background: var(--panel); z-index: 1; text-align: center; }
        table.matrix thead th:first-child { text-align: left; }
        table.matrix th[scope=row] { font-weight: 500; white-space: nowrap; }
        table.matrix th[scope=row] a { color: var(--ink); text-decoration: none; }
        table.matrix th[scope=row] a:hover { text-decoration: underline; }
        table.matrix td, table.matrix th { padding: 3px 8px; }
        td.cell { text-align: center; min-width: 5.2rem; }
        .cell a, .cell > span, .swatch { display: inline-flex; align-items: center; justify-content: center; gap: 4px; min-width: 3.6rem; \
        height: 24px; padding: 0 8px; border-radius: 12px; font-size: 13px; font-weight: 600; text-decoration: none; font-variant-numeric: \
        tabular-nums; }
        .cell.sev-error a, .swatch.sev-error { background: var(--error-bg); color: var(--error); box-shadow: inset 0 0 0 1px #f4c7c3; }
        .cell.sev-warning a, .swatch.sev-warning { background: var(--warning-bg); color: var(--warning); box-shadow: inset 0 0 0 1px #f1d59c; }
        .cell.sev-note a, .swatch.sev-note { background: var(--note-bg); color: var(--note); box-shadow: inset 0 0 0 1px #bcd2f5; }
        .cell.all-accepted a, .swatch.all-accepted { background: var(--accepted-bg); color: var(--accepted); }
        .cell.missing > span, .swatch.missing { color: var(--muted); font-weight: 500; background: repeating-linear-gradient(135deg, #eef0f4 0 6px, \
        #e2e5eb 6px 12px); }
        .cell.unreadable > span { color: var(--error); font-weight: 500; border: 1px dashed var(--error); }
        .cell.clean > span, .swatch.clean { color: var(--ok); font-weight: 500; }
        .cell.unknown > span { color: #b7bdc9; }
        .wl, .swatch.with-wl { font-size: 10.5px; font-weight: 700; letter-spacing: .02em; color: #fff; background: var(--lang); border-radius: 8px; \
        padding: 1px 5px; line-height: 1.3; }
        .swatch.with-wl { height: auto; min-width: 0; padding: 1px 6px; }
        .legend { display: flex; flex-wrap: wrap; gap: 6px 18px; list-style: none; margin: 0 0 12px; padding: 0; font-size: 13px; \
        color: var(--muted); }
        .legend .swatch { min-width: 2.4rem; height: 20px; font-size: 12px; }
        .filters { position: sticky; top: 0; z-index: 5; background: rgba(245,246,248,.97); border-bottom: 1px solid var(--line); \
        padding: 8px 0 6px; margin: 0 0 10px; }
        .filters .fields { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: flex-end; }
        .field { display: flex; flex-direction: column; gap: 1px; min-width: 0; }
        .field label { font-size: 12px; font-weight: 600; color: var(--muted); }
        .filters select, .filters input, .filters button { font: inherit; font-size: 13.5px; padding: 5px 8px; border: 1px solid #c3c9d4; \
        border-radius: 7px; background: #fff; color: var(--ink); min-height: 34px; }
        .field select { max-width: 10.5rem; }
        #filter-rule { max-width: 15rem; }
        .field.search { flex: 1 1 12rem; }
        .field.search input { width: 100%; }
        .filters button { cursor: pointer; background: #f0f2f6; }
        .filters button:hover { background: #e5e8ee; }
        .filter-line { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-top: 6px; }
        .filter-line button { min-height: 28px; padding: 2px 10px; font-size: 12.5px; }
        .filter-status { margin: 0 auto 0 0; font-size: 13px; color: var(--muted); }
        .rule-group { margin: 18px 0 8px; }
        .rule-group > h3 { display: flex; align-items: baseline; gap: 10px; font-size: 15px; margin: 0 0 8px; }
        .rule-group > h3 .count { font-size: 13px; font-weight: 500; color: var(--muted); }
        details.finding { background: var(--panel); border: 1px solid var(--line); border-left: 4px solid var(--faint); border-radius: 8px; \
        margin: 6px 0; }
        details.finding.sev-error { border-left-color: var(--error); }
        details.finding.sev-warning { border-left-color: #d08a00; }
        details.finding.sev-note { border-left-color: var(--note); }
        details.finding.targeted { box-shadow: 0 0 0 3px rgba(43,89,195,.35); }
        details.finding > summary { display: grid; grid-template-columns: 1ch auto 1fr auto; gap: 12px; align-items: start; padding: 9px 14px; \
        cursor: pointer; list-style: none; }
        details.finding > summary::-webkit-details-marker { display: none; }
        details.finding > summary::before { content: "▸"; grid-row: 1; color: var(--faint); transition: transform .12s; }
        details.finding[open] > summary::before { transform: rotate(90deg); }
        .badges { display: flex; gap: 4px; }
        .badge { display: inline-block; font-size: 11.5px; font-weight: 700; text-transform: uppercase; letter-spacing: .04em; padding: 2px 7px; \
        border-radius: 5px; white-space: nowrap; }
        .badge.sev-error { background: var(--error-bg); color: var(--error); }
        .badge.sev-warning { background: var(--warning-bg); color: var(--warning); }
        .badge.sev-note { background: var(--note-bg); color: var(--note); }
        .badge.change { background: #eef0f4; color: var(--ink); }
        .badge.status-new { background: var(--error); color: #fff; }
        .badge.status-accepted { background: var(--accepted-bg); color: var(--accepted); }
        .headline { min-width: 0; }
        .message { display: block; font-weight: 550; overflow-wrap: anywhere; }
        .meta { display: block; font-size: 12.5px; color: var(--muted); overflow-wrap: anywhere; }
        .meta code { font-size: 12px; }
        .finding-body { padding: 2px 16px 14px; border-top: 1px solid var(--line); }
        .baseline { margin: 10px 0; padding: 7px 11px; border-radius: 6px; font-size: 13.5px; }
        .baseline.new { background: var(--error-bg); color: #7c1a12; }
        .baseline.accepted { background: var(--accepted-bg); color: #3b4252; }
        .locations { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 360px), 1fr)); gap: 12px; }
        .locations.count-4 { grid-template-columns: repeat(auto-fit, minmax(min(100%, 480px), 1fr)); }
        .location { border: 1px solid var(--line); border-radius: 8px; overflow: hidden; background: #fcfcfd; min-width: 0; }
        .location-head { display: flex; gap: 8px; align-items: center; background: #eef1f5; padding: 6px 10px; font-size: 12.5px; }
        .location-head .path { overflow-wrap: anywhere; }
        .lang { display: inline-block; min-width: 2.2em; text-align: center; font-weight: 700; font-size: 11.5px; background: var(--head); \
        color: #fff; border-radius: 4px; padding: 1px 6px; }
        .note { margin: 0; padding: 6px 10px; font-size: 13px; color: #394152; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
        .code { overflow-x: auto; font-family: var(--mono); font-size: 12.5px; line-height: 1.55; padding: 4px 0; }
        .ln { display: flex; }
        .ln .no { flex: 0 0 4.2em; text-align: right; padding-right: 8px; color: var(--faint); user-select: none; border-right: 1px solid \
        var(--line); }
        .ln code { white-space: pre-wrap; overflow-wrap: anywhere; min-width: 0; padding: 0 10px; font-size: inherit; }
        .ln.hit { background: var(--hit); }
        .ln.hit .no { color: var(--ink); font-weight: 700; box-shadow: inset 3px 0 0 var(--hit-edge); }
        .ln mark { background: transparent; color: inherit; }
        .cut { color: var(--faint); font-style: italic; }
        .excerpt-note { margin: 0; padding: 4px 10px; font-size: 12.5px; color: var(--muted); }
        .unreadable { margin: 0; padding: 8px 10px; font-size: 13px; color: var(--error); }
        .rule-doc { margin: 12px 0 4px; font-size: 13.5px; }
        .rule-doc > summary { cursor: pointer; color: var(--accent); }
        .rule-doc dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 14px; margin: 8px 0; }
        .rule-doc dt { font-weight: 600; color: var(--muted); }
        .rule-doc dd { margin: 0; }
        .rule-doc.missing { color: var(--muted); }
        .permalink { margin: 8px 0 0; font-size: 12.5px; color: var(--muted); }
        .runs { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 330px), 1fr)); gap: 12px; }
        .run-card { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 14px 16px; }
        .column-no { color: var(--faint); font-weight: 600; }
        .facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; font-size: 13px; }
        .facts dt { color: var(--muted); }
        .facts dd { margin: 0; overflow-wrap: anywhere; }
        table.compat th[scope=col] { white-space: normal; min-width: 9rem; }
        table.compat tr.group th { background: #f0f2f6; font-family: var(--mono); font-size: 13px; }
        .compat-cell { white-space: nowrap; }
        .compat-cell .ratio { font-weight: 650; font-variant-numeric: tabular-nums; margin-right: 6px; }
        .compat-cell.pass .ratio { color: var(--ok); }
        .compat-cell.fail .ratio { color: var(--error); }
        .compat-cell.errored .ratio { color: var(--warning); }
        .compat-cell.partial .ratio { color: var(--accepted); }
        .compat-cell.none { color: var(--faint); }
        .mini, .chip { display: inline-block; font-size: 11.5px; border-radius: 9px; padding: 0 7px; margin-right: 3px; \
        background: var(--accepted-bg); color: var(--accepted); }
        .mini.failed, .chip.failed { background: var(--error-bg); color: var(--error); }
        .mini.errored, .chip.errored { background: var(--warning-bg); color: var(--warning); }
        .chip.passed { background: var(--ok-bg); color: var(--ok); }
        details.case { border: 1px solid var(--line); border-radius: 8px; margin: 6px 0; background: #fff; }
        details.case > summary { cursor: pointer; padding: 8px 12px; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; \
        list-style: none; }
        details.case > summary::-webkit-details-marker { display: none; }
        details.case > summary::before { content: "▸"; color: var(--faint); transition: transform .12s; }
        details.case[open] > summary::before { transform: rotate(90deg); }
        details.case.targeted { box-shadow: 0 0 0 3px rgba(43,89,195,.35); }
        .case-id { overflow-wrap: anywhere; }
        .case-body { padding: 0 14px 12px; border-top: 1px solid var(--line); }
        table.diff td.expected code { color: var(--ok); }
        table.diff td.actual code { color: var(--error); }
        table.diff code { white-space: pre-wrap; overflow-wrap: anywhere; }
        pre { background: #f4f6f9; border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; overflow-x: auto; margin: 4px 0; }
        .fault { color: var(--warning); }
        table.rules td, table.rules th { font-size: 13.5px; }
        table.rules tr:target { background: var(--hit); }
        .rules-doc > summary { cursor: pointer; color: var(--accent); margin-bottom: 8px; }
        .history-page { margin: 18px 0 8px; }
        .history-page > h3 { display: flex; align-items: baseline; gap: 10px; font-size: 15px; margin: 0 0 6px; }
        .history-page > h3 .count { font-size: 13px; font-weight: 500; color: var(--muted); }
        .history-files { list-style: none; margin: 0 0 6px; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 13px; \
        color: var(--muted); }
        .history-files .path, .introduced .path { overflow-wrap: anywhere; }
        .introductions { list-style: none; margin: 0; padding: 0; }
        li.introduction { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; margin: 6px 0; padding: 8px 14px; }
        li.introduction .message { display: inline; }
        li.introduction .introduced, li.introduction .entry-links { display: block; font-size: 13px; }
        li.introduction.targeted, details.timeline.targeted { box-shadow: 0 0 0 3px rgba(43,89,195,.35); }
        .introduced { color: #394152; }
        .introduced.none { color: var(--muted); }
        .introduced time, .ev time { font-variant-numeric: tabular-nums; }
        .since { color: var(--ink); font-weight: 600; }
        details.timeline { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; margin: 4px 0; }
        details.timeline > summary { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; padding: 7px 14px; cursor: pointer; \
        list-style: none; }
        details.timeline > summary::-webkit-details-marker { display: none; }
        details.timeline > summary::before { content: "▸"; color: var(--faint); transition: transform .12s; }
        details.timeline[open] > summary::before { transform: rotate(90deg); }
        details.timeline > summary .headline { flex: 1 1 16rem; }
        details.timeline > summary .span { font-size: 12.5px; color: var(--muted); }
        .timeline-body { padding: 4px 16px 10px; border-top: 1px solid var(--line); }
        ol.events { list-style: none; margin: 6px 0 0; padding: 0 0 0 14px; border-left: 2px solid var(--line); }
        .ev { position: relative; padding: 3px 0; font-size: 13px; overflow-wrap: anywhere; }
        .ev::before { content: ""; position: absolute; left: -20px; top: 9px; width: 10px; height: 10px; border-radius: 50%; \
        background: var(--faint); }
        .ev.appeared::before { background: var(--ok); }
        .ev.changed::before { background: var(--warning); }
        .ev.disappeared::before { background: var(--error); }
        .ev.omitted { color: var(--faint); font-style: italic; }
        .ev.omitted::before { background: transparent; border: 1px dashed var(--faint); }
        .ev > strong { font-weight: 650; margin-right: 2px; }
        .ev del { color: var(--error); text-decoration: line-through; }
        .ev ins { color: var(--ok); text-decoration: none; }
        .ev del, .ev ins { font-family: var(--mono); font-size: 0.9em; }
        .ev .when { margin-left: 4px; }
        .ev .at { display: block; color: var(--muted); font-size: 12.5px; }
        .when code, .introduced code { background: #eef1f5; border-radius: 4px; padding: 0 4px; }
        .author { color: var(--muted); }
        .page-footer { color: var(--faint); font-size: 12.5px; padding-top: 10px; padding-bottom: 28px; border-top: 1px solid var(--line); }
        @media (max-width: 720px) {
          .wrap { padding: 0 12px; }
          .page-header h1 { font-size: 21px; }
          .filters { position: static; }
          .field { flex: 1 1 45%; }
          .field select { max-width: none; width: 100%; }
          details.finding > summary { grid-template-columns: 1ch 1fr; }
          details.finding > summary .badges { grid-column: 2; }
          details.finding > summary .headline { grid-column: 1 / -1; }
          details.finding > summary > .badge { grid-column: 2; justify-self: start; }
          .tiles { grid-template-columns: repeat(2, 1fr); }
          td.share, th.share { display: none; }
        }
        @media print {
          body { background: #fff; font-size: 11pt; }
          .skip-link, .filters, .page-header nav, .permalink, .rule-doc { display: none !important; }
          .page-header { background: none; color: #000; padding: 0; }
          .page-header .brand, .page-header .lede { color: #333; }
          .panel, .tile, details.finding, .run-card, details.case, details.timeline, li.introduction { break-inside: avoid; box-shadow: none; }
          .matrix-scroll { max-height: none; overflow: visible; }
          .code, .scroll, pre { overflow: visible; }
          details.finding > summary::before, details.case > summary::before, details.timeline > summary::before { content: none; display: none; }
          .entry-links { display: none !important; }
          details.finding > summary { grid-template-columns: auto 1fr auto; }
          h2, h3, h4 { break-after: avoid; }
          a { color: inherit; text-decoration: none; }
        }
        """
}
