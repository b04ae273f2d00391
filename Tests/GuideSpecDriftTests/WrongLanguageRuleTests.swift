import GuideSpecSource
import GuideSpecDrift
import GuideSpecKit
import Testing

/// Stretches of prose in another language: one finding per stretch, whatever the headings between.
@Suite struct WrongLanguageRuleTests {
    static func findings(_ text: String, as path: String) throws -> [DriftFinding] {
        DriftEngine.compareLanguages([try DriftPages.parse(text, as: try GuideFile(path: path))]).filter { $0.rule == "drift.wrong-language" }
    }

    static let releaseNotes = """
        ## Release notes

        ### 2.1.0

        * Added the purchase retry feature to every store the guide describes here.
        * Fixed a crash when the network drops while the login window is open.

        ### 1.1.0

        * 결제 재시도 기능 추가

        ### 1.0.1

        * [SDK] 1.0.1 업데이트
        * 초기화 오류 수정

        ### 1.0.0

        * This is the first version of the software development kit for games.

        ### 0.9.0

        * 최초 배포
        """

    @Test func aStretchAcrossHeadingsIsOneFindingAndEnglishProseEndsIt() throws {
        let findings = try Self.findings(Self.releaseNotes, as: "en/release-notes.md")
        #expect(findings.map(\.brief) == [
            "drift.wrong-language language:Release notes > 0.9.0 / paragraph 최초 배포 @en23",
            "drift.wrong-language language:Release notes > 1.1.0 / paragraph 결제 재시도 기능 추가 @en10",
        ])
        let stretch = try #require(findings.last)
        #expect(stretch.message == "3 paragraphs or cells of the en page, lines 10–15, contains East Asian text; the first: 결제 재시도 기능 추가")
        #expect(stretch.locations.map(\.endLine) == [15])
    }

    @Test func englishLinkTitlesInAJapanesePageAreNoFinding() throws {
        let links = (1...10).map { "* [Provider \($0) for developers](https://example.com/\($0))" }.joined(separator: "\n")
        let page = "## 概要\n\nこのページはゲームの認証について説明します。\n\n## 3rd-Party Provider SDK Guide\n\n" + links + "\n"
        #expect(try Self.findings(page, as: "ja/started.md").isEmpty)
    }
}
