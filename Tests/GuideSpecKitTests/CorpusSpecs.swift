import GuideSpecPacks
import GuideSpecSource
import GuideSpecKit
import GuideSpecSpecModel
import GuideSpecTestSupport

/// The spec of every corpus page, extracted once for the suites that check how specs are written.
enum CorpusSpecs {
    /// Each page (`lang/page.md`) with its spec; empty when the corpus is not there.
    static let all: [(page: String, spec: PageSpec?)] = Paths.corpusPages().map { page in
        (
            page,
            (try? GuideFile(path: page)).flatMap {
                GuideSource.read(
                    $0, at: Paths.corpus.appendingPathComponent(page).path, options: .withPacks(BundledProject.settings.extractionOptions)
                ).spec
            }
        )
    }
}
