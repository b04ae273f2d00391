import GuideSpecExtractors
import GuideSpecMarkdownFrontEnd
import GuideSpecSpecModel
import GuideSpecTestSupport

/// The bundled guide's extraction settings (its guidespec.yml): Gamebase's platforms by page prefix, its name prefixes.
let bundledOptions = ExtractionOptions(platforms: BundledProject.settings.platforms, namePrefixes: BundledProject.settings.namePrefixes)

/// The spec of an inline Markdown fixture, read as `fixture.md` of page `page` of the bundled guide (whose prefix gives
/// the platform).
func extract(_ markdown: String, language: String = "en", page: String = "fixture") -> PageSpec {
    PageExtractor.extract(MarkdownFrontEnd.read(markdown, file: "fixture.md"), page: page, language: language, options: bundledOptions)
}

/// A spec's diagnostics as `line rule: message` strings, for exact comparison.
func diagnosticLines(_ spec: PageSpec) -> [String] {
    spec.diagnostics.map { "\($0.line) \($0.rule): \($0.message)" }
}
