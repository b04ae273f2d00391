import GuideSpecPacks
import GuideSpecSource
import GuideSpecKit
import GuideSpecSpecModel
import Testing
import GuideSpecTestSupport

/// The spec of a guide file in the package (such as `guides/zh/ios-purchase.md`), labelled with that path.
func bundledSpec(_ path: String) throws -> PageSpec {
    let result = GuideSource.read(
        try GuideFile(path: path), at: Paths.packageRoot.appendingPathComponent(path).path,
        options: .withPacks(BundledProject.settings.extractionOptions))
    return try #require(result.spec, "\(path) could not be read: \(result.diagnostics)")
}
