import GuideSpecSource
import GuideSpecDrift
import GuideSpecKit
import Testing

/// Items some languages of a page have and others lack.
@Suite struct MissingInLanguageRuleTests {
    static func findings(_ en: String, _ ko: String) throws -> [String] {
        DriftEngine.compareLanguages([
            try DriftPages.parse(en, as: try GuideFile(path: "en/scenario.md")),
            try DriftPages.parse(ko, as: try GuideFile(path: "ko/scenario.md")),
        ]).filter { $0.rule == "drift.missing-in-language" }.map(\.brief)
    }

    static func page(_ blocks: String...) -> String {
        "## Scenario\n\n" + blocks.map { "```java\n\($0)\n```\n" }.joined(separator: "\n")
    }

    @Test func aTypeDeclaredEmptyFirstIsTheTypeItsLaterDeclarationFills() throws {
        let en = Self.page(
            "public static class TestActor extends ScenarioActor<TestActor> {\n}",
            "public class TestActor extends ScenarioActor<TestActor> {\n    private boolean success;\n}")
        let ko = Self.page("public class TestActor extends ScenarioActor<TestActor> {\n    private boolean success;\n}")
        #expect(try Self.findings(en, ko) == [])
    }

    @Test func aTypeDeclaredWithoutFieldsIsNotMissing() throws {
        let en = Self.page("public class AuthHandler implements Handler {\n    private static final Logger logger = getLogger(AuthHandler.class);\n}")
        let ko = Self.page("public class AuthHandler {\n    public void execute(Node node) {\n    }\n}")
        #expect(try Self.findings(en, ko) == [])
        let other = Self.page("public class OtherHandler {\n    public void execute(Node node) {\n    }\n}")
        let missing = try Self.findings(en, other)
        #expect(missing == ["drift.missing-in-language class:AuthHandler @en4,ko1"])
    }
}
