package import GuideSpecExtractors
package import GuideSpecSource

extension SourceOptions {
    /// How the commands read a guide with `extraction`: the extractors of every pack of this build run after the generic
    /// ones, and at most `InputLimits.diagnosticsPerRule` diagnostics of each rule are kept.
    package static func withPacks(_ extraction: ExtractionOptions) -> SourceOptions {
        SourceOptions(extraction: extraction, packExtractors: GuidePacks.extractors)
    }
}
