import GuideSpecDrift
import GuideSpecSource
import Testing

/// API items read from tables, headings and code compared across languages: one item whatever shape each language writes
/// it in, its values compared as what they mean.
@Suite struct APIItemDriftTests {
    static func findings(_ pages: [(path: String, text: String)]) throws -> [DriftFinding] {
        DriftEngine.compareLanguages(try pages.map { try DriftPages.parse($0.text, as: try GuideFile(path: $0.path)) })
    }

    /// A method written in a table row in one language and in a code block in another is one item: the return type that
    /// differs is reported with both locations, and no language lacks the method.
    @Test func aMethodInATableRowAndInCodeIsOneItemWhoseTypesAreCompared() throws {
        let findings = try Self.findings([
            (
                "en/aos-settings.md",
                """
                ## Settings

                ```java
                public static boolean setDebugMode(boolean isDebuggable);
                public static void setLogLevel(int level);
                ```
                """
            ),
            (
                "ko/aos-settings.md",
                """
                ## 설정

                | Syntax | public static void setDebugMode(boolean isDebuggable) |
                | --- | --- |
                | Parameters | isDebuggable |

                | 메서드 | 설명 |
                | --- | --- |
                | public static void setLogLevel(long level) | 로그 수준 |
                """
            ),
        ])
        #expect(
            findings.map(\.brief) == [
                "drift.value-mismatch method:setDebugMode/1:return type @en4,ko3",
                "drift.value-mismatch method:setLogLevel/1:parameter types @en5,ko9",
            ])
        #expect(
            findings.map(\.message) == [
                "method setDebugMode(boolean): return type differs: boolean in en; void in ko",
                "method setLogLevel(int): parameter types differs: int in en; long in ko",
            ])
        #expect(
            findings[0].locations.map(\.note) == [
                "en: static boolean setDebugMode(boolean), return type boolean", "ko: static void setDebugMode(boolean), return type void",
            ])
    }

    static let english = """
        ### Button

        |Property|Description|Type|DefaultValue|Version|
        |---|---|---|---|---|
        |size|Size|'mini' \\| 'small' \\| 'large' |`'small'`|-|
        |shape|Shape|string |`-`|2.8.0|
        |status|Status|'warning' \\| 'danger'|`-`|2.8.0|
        |loading|Loading|boolean |`false`|-|
        |href|Link|string **(Required)**|`-`|-|
        |icon|Icon|ReactNode |`-`|2.10.0|
        """

    /// Spellings that mean the same are no finding: quoting, the spellings of no value, a union's order and spacing, a version's
    /// trailing `.0`; a different default, version or requiredness is, shown as each language writes it.
    @Test func propsAreComparedAsWhatTheirValuesMean() throws {
        let chinese = """
            ### Button

            |参数名|描述|类型|默认值|版本|
            |---|---|---|---|---|
            |size|尺寸|'small' \\| 'mini' \\|'large' |small|-|
            |shape|形状|string |`''`|2.8|
            |status|状态|'warning' \\| 'danger'|undefined|v2.8.0|
            |loading|加载|boolean |`true`|-|
            |href|链接|string|`-`|-|
            |icon|图标|ReactNode |`-`|2.11.0|
            """
        let findings = try Self.findings([("en/button.md", Self.english), ("zh/button.md", chinese)])
        #expect(
            findings.map(\.brief) == [
                "drift.value-mismatch field:Button.href:required @en9,zh9",
                "drift.value-mismatch field:Button.icon:since @en10,zh10",
                "drift.value-mismatch field:Button.loading:value @en8,zh8",
            ])
        #expect(
            findings.map(\.message) == [
                "field Button.href: required differs: required in en; optional in zh",
                "field Button.icon: since differs: 2.10.0 in en; 2.11.0 in zh",
                "field Button.loading: value differs: false in en; true in zh",
            ])
    }
}
