import GuideSpecWire
import Foundation
import GuideSpecGoldenCases
import GuideSpecPacks
import GuideSpecSpecModel
import Testing
import GuideSpecTestSupport

/// The checked-in specs of the bundled guides and the golden cases they give.
enum Bundled {
    static let zhFile = "guides/zh/ios-purchase.md"
    static let enFile = "guides/en/ios-purchase.txt"

    /// `spec/ios-purchase.{zh,en}.json`.
    static func specs() throws -> [PageSpec] {
        try ["zh", "en"].map { language in
            try PageSpec.decode(
                from: Data(contentsOf: Paths.packageRoot.appendingPathComponent("spec/ios-purchase.\(language).json")),
                packItems: GuidePacks.specItems)
        }
    }

    /// Every case the bundled specs give, keyed by id.
    static func cases() throws -> [String: GoldenCase] {
        Dictionary(
            uniqueKeysWithValues: GoldenCaseBuilder.cases(
                from: try specs(), options: BundledProject.settings.goldenCaseOptions, packs: GuidePacks.caseBuilders
            ).map { ($0.id, $0) })
    }

    /// The case `ios-purchase/ios/<area>/<subject>`.
    static func golden(_ name: String) throws -> GoldenCase {
        try #require(try cases()["ios-purchase/ios/\(name)"], "no case ios-purchase/ios/\(name)")
    }

    /// A source in the zh guide.
    static func zh(_ item: String, _ line: Int) -> GoldenSource { GoldenSource(item: item, language: "zh", file: zhFile, line: line) }
    /// A source in the en guide.
    static func en(_ item: String, _ line: Int) -> GoldenSource { GoldenSource(item: item, language: "en", file: enFile, line: line) }
}
