import GuideSpecSource
import GuideSpecDrift
import GuideSpecKit
import Testing

/// Generic tables compared across languages: only identifiers, literals and numbers count, never translated prose.
@Suite struct TableMismatchRuleTests {
    static let english = """
        ## Options

        | API | Mandatory(M) / Optional(O) | Description |
        | --- | --- | --- |
        | allStores | O | Returns the items of every store. |
        | timeout | O | Seconds before giving up. |
        | retryCount | O | How often to retry. Default is 3. |

        ## Result

        | Key | Type | Description |
        | --- | --- | --- |
        | beginDate | Long | When it starts |
        | endDate | Long | When it ends |
        """

    static let korean = """
        ## 옵션

        | API | Mandatory(M) / Optional(O) | Description |
        | --- | --- | --- |
        | bAllStores | O | 모든 스토어의 아이템을 반환합니다. |
        | timeout | M | 포기하기 전의 초. |
        | retryCount | O | 재시도 횟수. 기본값은 5입니다. |
        | verbose | O | 로그를 더 남깁니다. |

        ## 결과

        | 키 | 타입 | 설명 |
        | --- | --- | --- |
        | beginDate | long | 시작 시간 |
        | endDate | String | 종료 시간 |
        """

    static func findings(_ english: String, _ other: String, language: String = "ko") throws -> [DriftFinding] {
        DriftEngine.compareLanguages([
            try DriftPages.parse(english, as: try GuideFile(path: "en/options.md")),
            try DriftPages.parse(other, as: try GuideFile(path: "\(language)/options.md")),
        ]).filter { $0.rule == "drift.table-mismatch" }
    }

    @Test func respelledRowsMissingRowsAndCodeCellsAreReportedWithBothLocations() throws {
        #expect(
            try Self.findings(Self.english, Self.korean).map(\.brief) == [
                // Result: the headers are translated, so the two tables pair by their rank in the page.
                "drift.table-mismatch table:API | Mandatory(M) / Optional(O) | Description#1:row:verbose @ko8,en3",
                "drift.table-mismatch table:API | Mandatory(M) / Optional(O) | Description#1:spelling:allStores/bAllStores @en5,ko5",
                "drift.table-mismatch table:API | Mandatory(M) / Optional(O) | Description#1:timeout:Mandatory(M) / Optional(O) @en6,ko6",
                // Long and long are one type written in two cases; Long and String are not.
                "drift.table-mismatch table:Key | Type | Description#1:endDate:Type @en14,ko15",
            ])
        let spelling = try #require(try Self.findings(Self.english, Self.korean).first { $0.subject.contains("spelling") })
        #expect(
            spelling.message == "table:API | Mandatory(M) / Optional(O) | Description#1: the same row is spelled allStores in en; bAllStores in ko")
        #expect(spelling.locations.map(\.note) == ["en: row allStores", "ko: row bAllStores"])
        let cell = try #require(try Self.findings(Self.english, Self.korean).first { $0.subject.hasSuffix(":Type") })
        // Compared without case, shown as each language writes it.
        #expect(cell.message == "table:Key | Type | Description#1: Type of row endDate differs: Long in en; String in ko")
    }

    /// Rows keyed in kebab case align; default, version and requiredness cells are compared as what they mean: the
    /// spellings of no value, an empty cell, quotes, `v` and trailing `.0`s, `✅` for yes make no finding.
    @Test func cellsAreComparedAsWhatTheirColumnHolds() throws {
        let english = """
            ## Attributes

            | Attribute | Description | Default | Since | Required |
            | --- | --- | --- | --- | --- |
            | full-page | Whether to cover the page | `true` | 2.1.0 | yes |
            | stop-propagation | Stop the event | - | v2.0 | ✅ |
            | theme | Theme | 'light' | - | no |
            | size | Size | `''` | 2.3 | no |
            """
        let chinese = """
            ## 属性

            | 属性 | 描述 | 默认值 | 版本 | 必填 |
            | --- | --- | --- | --- | --- |
            | full-page | 是否全屏 | `false` | 2.1.0 | 是 |
            | stop-propagation | 阻止事件 | | 2.0.0 | 是 |
            | theme | 主题 | "light" | | 否 |
            | size | 尺寸 | null | 2.4 | 否 |
            """
        let findings = try Self.findings(english, chinese, language: "zh")
        #expect(
            findings.map(\.brief) == [
                "drift.table-mismatch table:Attribute | Description | Default | Since | Required#1:full-page:Default @en5,zh5",
                "drift.table-mismatch table:Attribute | Description | Default | Since | Required#1:size:Since @en8,zh8",
            ])
        #expect(
            findings.map(\.message) == [
                "table:Attribute | Description | Default | Since | Required#1: Default of row full-page differs: true in en; false in zh",
                "table:Attribute | Description | Default | Since | Required#1: Since of row size differs: 2.3 in en; 2.4 in zh",
            ])
    }

    /// Rows at the same place in every language are one row respelled only when they read alike: a callback list whose
    /// ko version renamed and reordered its callbacks reports rows missing, not respellings of unrelated names.
    @Test func onlyAlikeRowsAtOnePlaceAreOneRowRespelled() throws {
        let english = """
            | Callback name | Description |
            | --- | --- |
            | onPreLogin | Before login |
            | onPostLogin | After login |
            | bADAgreementNight | Night ads |
            """
        let korean = """
            | Callback name | Description |
            | --- | --- |
            | onCreate | 생성 |
            | onBeforeLogin | 로그인 전 |
            | ADAgreemadAgreementNightentNight | 야간 광고 |
            """
        #expect(
            try Self.findings(english, korean).map(\.brief) == [
                "drift.table-mismatch table:Callback name | Description#1:row:ADAgreemadAgreementNightentNight @ko5,en1",
                "drift.table-mismatch table:Callback name | Description#1:row:bADAgreementNight @en5,ko1",
                "drift.table-mismatch table:Callback name | Description#1:row:onBeforeLogin @ko4,en1",
                "drift.table-mismatch table:Callback name | Description#1:row:onCreate @ko3,en1",
                "drift.table-mismatch table:Callback name | Description#1:row:onPostLogin @en4,ko1",
                "drift.table-mismatch table:Callback name | Description#1:row:onPreLogin @en3,ko1",
            ])
        let respelled = korean.replacingOccurrences(of: "onCreate", with: "OnPreLogin").replacingOccurrences(of: "onBeforeLogin", with: "onPostLogln")
        #expect(
            try Self.findings(english, respelled).map(\.brief) == [
                "drift.table-mismatch table:Callback name | Description#1:spelling:ADAgreemadAgreementNightentNight/bADAgreementNight @en5,ko5",
                "drift.table-mismatch table:Callback name | Description#1:spelling:OnPreLogin/onPreLogin @en3,ko3",
                "drift.table-mismatch table:Callback name | Description#1:spelling:onPostLogin/onPostLogln @en4,ko4",
            ])
    }

    /// A cell joining requiredness and type is compared as both, whatever the words: `Required, String` is `필수, string`.
    @Test func aUsageCellIsComparedAsRequirednessAndType() throws {
        let english = """
            | Field | Usage | Description |
            | --- | --- | --- |
            | token | Required, String | Token |
            | uid | Optional, String | User |
            """
        let korean = """
            | Field | Usage | Description |
            | --- | --- | --- |
            | token | 필수, string | 토큰 |
            | uid | Required, String | 사용자 |
            """
        #expect(
            try Self.findings(english, korean).map(\.message) == [
                "table:Field | Usage | Description#1: Usage of row uid differs: Optional, String in en; Required, String in ko"
            ])
    }

    @Test func aTranslatedTableIsNoFinding() throws {
        let translated = Self.english.replacingOccurrences(of: "Returns the items of every store.", with: "모든 스토어의 아이템을 반환합니다.")
            .replacingOccurrences(of: "| Key | Type | Description |", with: "| 키 | 타입 | 설명 |")
            .replacingOccurrences(of: "When it starts", with: "시작 시간")
        #expect(try Self.findings(Self.english, translated).isEmpty)
    }

    @Test func aRowWhoseFirstCellIsTranslatedNeverCountsAsMissing() throws {
        let english = "| Name | Value |\n| --- | --- |\n| userId | String |\n| Default | none |\n"
        let korean = "| Name | Value |\n| --- | --- |\n| 기본값 | 없음 |\n"
        #expect(try Self.findings(english, korean).isEmpty)
    }

    @Test func aColumnMoreInOneLanguageIsOneFinding() throws {
        let english = "| Name | Type | Description |\n| --- | --- | --- |\n| userId | String | The user |\n"
        let korean = "| Name | Description |\n| --- | --- |\n| userId | 사용자 |\n"
        #expect(try Self.findings(english, korean).map(\.brief) == ["drift.table-mismatch table:Name | Type | Description#1:columns @en1,ko1"])
    }

    @Test func aRowWrittenTwiceAndAHeaderWrittenTwiceStillGiveOneSubjectPerCell() throws {
        let english = "| Name | Value | Value |\n| --- | --- | --- |\n| price | 1 | 2 |\n| price | 1 | 2 |\n"
        let korean = "| Name | Value | Value |\n| --- | --- | --- |\n| price | 1 | 3 |\n| price | 1 | 3 |\n"
        #expect(try Self.findings(english, korean).map(\.subject) == ["table:Name | Value | Value#1:price:Value (column 3)"])
    }
}
