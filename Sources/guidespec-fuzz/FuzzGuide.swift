import GuideSpecDrift
import GuideSpecExtractors
import GuideSpecGoldenCases
import GuideSpecVocabulary

/// The settings the fuzz targets give every stage: a guide with a platform page (`ios-*`, Objective-C, taking the last of
/// a row's error names), name prefixes and an error-code page, so that every path that depends on a project file is fuzzed too.
enum FuzzGuide {
    static let platforms = PlatformTable(entries: [
        PlatformTable.Entry(platform: "ios", label: "iOS", pages: [CaseGlob("ios-*")], code: .objectiveC, takesLastErrorName: true),
        PlatformTable.Entry(platform: "android", label: "Android", pages: [CaseGlob("aos-*")], code: .java),
    ])
    static let extraction = ExtractionOptions(platforms: platforms, namePrefixes: ["TCGB", "Gamebase"])
    static let drift = DriftGuide(platforms: platforms, errorCodePage: "error-code")
    static let goldenCases = GoldenCaseOptions(languages: LanguageOrder(deciding: ["zh", "en"]), platforms: platforms)
}
