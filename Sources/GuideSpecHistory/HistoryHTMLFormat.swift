import GuideSpecMarkdownFrontEnd

/// The report as one self-contained HTML page: the Markdown report's tables rendered by cmark-gfm, a little inline
/// style, nothing fetched and no script. An interim page: the HTML report of `guidespec report` is to show history
/// in its own way, from the JSON report.
enum HistoryHTMLFormat {
    /// The page, ending in a newline. Every text from the repository (subjects, paths, messages) reaches cmark-gfm
    /// backslash-escaped by the Markdown report, so it comes out as text, never as markup.
    static func render(_ report: HistoryReport) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>GuideSpec history of \(report.tip.shortID)</title>
        <style>
        body { font: 14px/1.45 system-ui, sans-serif; margin: 1.5em; color: #1b1f24; }
        table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
        th, td { border: 1px solid #d0d7de; padding: 0.25em 0.5em; text-align: left; vertical-align: top; }
        th { background: #f6f8fa; }
        code { font-family: ui-monospace, monospace; }
        </style>
        </head>
        <body>
        \(MarkdownFrontEnd.renderHTML(HistoryMarkdownFormat.render(report)))</body>
        </html>

        """
    }
}
