import Foundation
import GuideSpecKit
import GuideSpecWire
import Testing

/// Which cases a run sends: the platform and pages the adapter's hello names, narrowed by `--platform` and `--pages`.
@Suite struct ConformSelectionTests {
    /// The fixture cases, plus two of another page and one of each other platform.
    static let cases =
        FixtureAdapter.cases + [
            FixtureAdapter.golden("u/ios/error-codes/a", "error.code-for-name", ["name": "A"], ["code": 1]),
            FixtureAdapter.golden("u/ios/error-codes/b", "error.code-for-name", ["name": "B"], ["code": 2]),
            FixtureAdapter.golden("t/android/error-codes/A", "error.code-for-name", ["name": "A"], ["code": 1]),
            FixtureAdapter.golden("t/unity/error-codes/A", "error.code-for-name", ["name": "A"], ["code": 1]),
        ]

    /// The last line of the text report: the counts and what was left out.
    static func summary(_ outcome: ConformOutcome) -> String {
        String(outcome.textReport.split(separator: "\n").last ?? "")
    }

    func conform(_ mode: String, platform: Platform? = nil, pages: [String] = []) throws -> ConformOutcome {
        let folder = try FixtureAdapter.goldenFolder(Self.cases)
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = ConformOptions(
            adapter: FixtureAdapter.arguments(mode, golden: folder), golden: folder, timeout: 5, platform: platform, pages: pages)
        return try Conform.run(options)
    }

    @Test func onlyTheAdaptersPlatformIsSentAndTheRestIsCounted() throws {
        let outcome = try conform("good")
        #expect(outcome.records.map(\.result.id).filter { !$0.hasPrefix("t/ios/") && !$0.hasPrefix("u/ios/") }.isEmpty)
        #expect(outcome.records.count == 7)
        #expect(Self.summary(outcome).hasSuffix("; not run: 1 of android, 1 of unity (other platforms); every case skipped in api-surface"))
        #expect(outcome.run.notes.isEmpty)
    }

    @Test func anAdapterWithoutPlatformIsTakenAsIOSWithANote() throws {
        let outcome = try conform("v1-hello")
        #expect(outcome.records.count == 7)
        #expect(
            outcome.run.notes == [
                "the adapter's hello names no platform: its cases are taken to be ios (vocabulary v1); say \"platform\" in hello"
            ])
    }

    @Test func anAndroidAdapterGetsTheAndroidCasesOnly() throws {
        let outcome = try conform("platform-android")
        #expect(outcome.records.map(\.result.id) == ["t/android/error-codes/A"])
        #expect((outcome.rendered(as: .text) ?? "").hasPrefix("adapter: fixture 1.0 (python, android)\n"))
    }

    @Test func pagesOfTheHelloAndOfTheOptionsBothNarrow() throws {
        let byHello = try conform("pages-u")
        #expect(byHello.records.map(\.result.id) == ["u/ios/error-codes/a", "u/ios/error-codes/b"])
        #expect(Self.summary(byHello).hasSuffix("; not run: 1 of android, 1 of unity (other platforms); 5 on pages not selected"))
        let byOption = try conform("good", pages: ["u"])
        #expect(byOption.records.map(\.result.id) == byHello.records.map(\.result.id))
        #expect(throws: ConformInputError.self) { try conform("pages-u", pages: ["t"]) }
    }

    @Test func anOptionNeverWidensBeyondTheAdaptersPlatform() {
        #expect(
            throws: ConformInputError(
                "fixture implements ios; --platform android selects none of its cases: a run never widens beyond the adapter's platform")
        ) {
            try conform("good", platform: "android")
        }
        #expect(throws: ConformInputError("fixture implements unreal: no golden case for platform unreal (1 for android, 7 for ios, 1 for unity)")) {
            try conform("platform-unreal")
        }
    }
}
