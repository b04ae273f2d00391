import GuideSpecExtractors
import GuideSpecMarkdownFrontEnd
import GuideSpecSpecModel

/// The spec of an inline Markdown fixture, read as `fixture.md` of page `page` (whose prefix gives the platform).
func extract(_ markdown: String, language: String = "en", page: String = "fixture") -> PageSpec {
    PageExtractor.extract(MarkdownFrontEnd.read(markdown, file: "fixture.md"), page: page, language: language)
}

/// A spec's diagnostics as `line rule: message` strings, for exact comparison.
func diagnosticLines(_ spec: PageSpec) -> [String] {
    spec.diagnostics.map { "\($0.line) \($0.rule): \($0.message)" }
}
