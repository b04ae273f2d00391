import GuideSpecSource
import GuideSpecDrift
import GuideSpecKit
import Testing

/// Quoted tokens one language's text of an item lacks.
@Suite struct LiteralValueRuleTests {
    static func page(_ closable: String, _ title: String) -> String {
        """
        ## API

        ### Tabs.TabPane

        |Property|Description|Type|Default|
        |---|---|---|---|
        |closable|\(closable)|boolean |`-`|
        |title|\(title)|string |`-`|
        """
    }

    /// en writes a condition as code and zh says it in words: no finding; en quotes a value zh leaves out: one.
    @Test func aTokenAssignedInAConditionIsNotALiteral() throws {
        let findings = DriftEngine.compareLanguages([
            try DriftPages.parse(
                Self.page("Whether the tab can be closed when `editable=\"true\"`", "The title, \"primary\" when none is given"),
                as: try GuideFile(path: "en/tabs.md")),
            try DriftPages.parse(Self.page("动态增减标签页时是否允许关闭当前标签页", "标签页的标题"), as: try GuideFile(path: "zh/tabs.md")),
        ]).filter { $0.rule == "drift.literal-mismatch" }
        #expect(findings.map(\.brief) == ["drift.literal-mismatch field:Tabs.TabPane.title:literal:primary @en8,zh8"])
    }
}
