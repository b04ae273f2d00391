import GuideSpecWire
import Foundation
import GuideSpecGoldenCases
import GuideSpecKit
import Testing
import GuideSpecTestSupport

/// What verify reports when a spec changes.
@Suite struct GoldenDiffTests {
    @Test func changedCodeIsReportedByIdAndPath() throws {
        var specs = try Bundled.specs()
        let index = try #require(specs[0].errors.firstIndex { $0.code == 4002 })
        specs[0].errors[index].code = 4012
        let comparisons = try GoldenComparison.compare(
            specs: specs, goldenFolder: Paths.packageRoot.appendingPathComponent("golden").path, options: BundledProject.settings.goldenCaseOptions)
        let diff = try #require(comparisons.first?.diff)
        #expect(diff.added == ["ios-purchase/ios/error-codes/4012"])
        #expect(diff.removed.isEmpty)
        let lines = diff.lines
        #expect(lines.contains("ios-purchase/ios/error-codes/TCGB_ERROR_PURCHASE_USER_CANCELED: expected.code: 4002 → 4012"))
        #expect(lines.contains("ios-purchase/ios/error-codes/TCGB_ERROR_PURCHASE_USER_CANCELED: languages: [\"en\",\"zh\"] → [\"zh\"]"))
        #expect(
            lines.contains(#"ios-purchase/ios/error-codes/TCGB_ERROR_PURCHASE_USER_CANCELED: disputedBy: [] → [{"language":"en","says":"4002"}]"#))
        #expect(lines.contains("ios-purchase/ios/purchase-behaviour/user-cancels: expected.results[0].error: 4002 → 4012"))
        #expect(lines.contains("ios-purchase/ios/error-codes/4012: added"))
    }

    @Test func addedRemovedAndLengthChangesAreReported() {
        let one = GoldenCase(
            id: "p/a", platform: "ios", operation: "api.method", input: [:], expected: ["provided": true], languages: ["zh"], sources: [])
        var changed = one
        changed.languages = ["en", "zh"]
        let other = GoldenCase(
            id: "p/b", platform: "ios", operation: "api.method", input: [:], expected: ["provided": false], languages: [], sources: [])
        let diff = GoldenDiff(recorded: [one, other], built: [changed])
        #expect(diff.lines == ["p/b: removed", "p/a: languages: [\"zh\"] → [\"en\",\"zh\"]"])
    }

    @Test func longValuesAreCutWithTheCountOfWhatWasLeftOut() {
        let long = String(repeating: "x", count: 10_000)
        let one = GoldenCase(
            id: "p/a", platform: "ios", operation: "api.method", input: [:], expected: ["text": .string(long)], languages: [], sources: [])
        var changed = one
        changed.expected = ["text": "short"]
        let diff = GoldenDiff(recorded: [one], built: [changed])
        #expect(diff.lines == ["p/a: expected.text: \"\(String(repeating: "x", count: 199))… (9802 more characters) → \"short\""])
    }
}
