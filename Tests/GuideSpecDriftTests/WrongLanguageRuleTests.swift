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
        #expect(
            findings.map(\.brief) == [
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

    /// A Korean error page whose `resultMessage` column lists the English strings the API returns.
    static let resultMessages = """
        ## 오류 코드

        모든 API 요청에 대해 200 OK로 응답합니다. 자세한 결과는 응답 본문의 헤더로 알 수 있습니다.

        | isSuccessful | resultCode | resultMessage |
        | --- | --- | --- |
        | false | 40001 | Client Error. The parameter of the request is invalid, check it and send it again. |
        | false | 40002 | Client Error. The format of the parameter is not the one the field takes. |
        | false | 40003 | Client Error. The parameter is empty or null where the field needs a value. |
        | false | 40004 | Client Error. The certificate is invalid or does not belong to this application. |
        | false | 50001 | Internal Error. Please report this to the support team with the time of the request. |
        """

    @Test func cellsUnderAnIdentifierHeaderAreValuesNotProse() throws {
        #expect(try Self.findings(Self.resultMessages, as: "ko/error-code.md").isEmpty)
        let prose = Self.resultMessages.replacingOccurrences(of: "| resultMessage |", with: "| Message |")
        #expect(try Self.findings(prose, as: "ko/error-code.md").map(\.brief) == ["drift.wrong-language language:page @ko3"])
    }

    @Test func anEnglishPageQuotingChineseLabelsIsEnglish() throws {
        let steps = """
            ## Register the application

            * After login, connect to the push service dashboard of the provider.
            * Click 接入推送应用(register application) in the upper right corner.
            * Enter 应用名称(application name).
            * Choose 所属分类(category).
            """
        #expect(try Self.findings(steps, as: "en/setup.md").isEmpty)
        #expect(try Self.findings("English | [简体中文](./README.zh-CN.md)\n\n" + steps, as: "en/setup.md").isEmpty)
        // A sentence with no space that glosses a word inside it is Chinese prose all the same.
        let untranslated = steps + "\n* 选择平台(platform)并注册包名。\n"
        #expect(
            try Self.findings(untranslated, as: "en/setup.md").map(\.brief) == [
                "drift.wrong-language language:Register the application / paragraph 选择平台(platform)并注册包名。 @en7"
            ])
    }

    @Test func aPageNamedWithALanguageTagIsJudgedAsThatLanguage() throws {
        let english = (1...6).map { _ in "This guide explains how to register the application and send the first message to a device." }.joined(
            separator: "\n\n")
        let page = "## Guide\n\n" + english + "\n"
        #expect(try Self.findings(page, as: "ko/guide_en.md").isEmpty)
        #expect(try Self.findings(page, as: "ko/guide.md").map(\.brief) == ["drift.wrong-language language:page @ko3"])
    }
}
