import GuideSpecKit
import GuideSpecSpecModel
import Testing
import GuideSpecTestSupport

/// The spec of a guide file in the package (such as `guides/zh/ios-purchase.md`), labelled with that path.
func bundledSpec(_ path: String) throws -> PageSpec {
    let result = Extraction.extract(try GuideFile(path: path), from: Paths.packageRoot.appendingPathComponent(path), options: BundledProject.settings.extractionOptions)
    return try #require(result.spec, "\(path) could not be read: \(result.diagnostics)")
}
