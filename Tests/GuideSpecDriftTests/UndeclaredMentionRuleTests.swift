import GuideSpecSource
import GuideSpecDrift
import GuideSpecKit
import Testing
import GuideSpecTestSupport

/// Constants a page mentions against every error table of the guide, which the error-code page must be among.
@Suite struct UndeclaredMentionRuleTests {
    static let platformPage = """
        ## Errors

        | Error | Code | Description |
        | --- | --- | --- |
        | AUTH_USER_CANCELED | 3001 | Canceled. |
        | AUTH_NOT_EXIST_MEMBER | 3003 | No such member. |
        | AUTH_INVALID_MEMBER | 3004 | Invalid member. |

        Retry on AUTH_EXTERNAL_LIBRARY_ERROR; stop on AUTH_BANNED_USER_ERROR.
        """

    static let errorCodePage = """
        | Category | Platform | Error | Code | Description |
        | --- | --- | --- | --- | --- |
        | Auth | Android | AUTH_EXTERNAL_LIBRARY_ERROR | 3009 | Library error. |
        """

    @Test func aConstantNoTableListsIsReportedAndOneTheErrorCodePageListsIsNot() throws {
        let platform = try DriftPages.parse(Self.platformPage, as: try GuideFile(path: "en/aos-authentication.md"))
        let errorCode = try DriftPages.parse(Self.errorCodePage, as: try GuideFile(path: "en/error-code.md"))
        let findings = DriftEngine.comparePages([platform, errorCode], guide: BundledProject.settings.driftGuide).filter {
            $0.rule == "drift.undeclared-mention"
        }
        #expect(findings.map(\.brief) == ["drift.undeclared-mention error:AUTH_BANNED_USER_ERROR @en9,en5"])
        #expect(findings.first?.message == "en text mentions AUTH_BANNED_USER_ERROR, which no error table of the guide lists")
        #expect(findings.first?.locations.last?.note == "en: the error table, which has no AUTH_BANNED_USER_ERROR")
    }

    @Test func withoutTheErrorCodePageTheRuleIsSilent() throws {
        let platform = try DriftPages.parse(Self.platformPage, as: try GuideFile(path: "en/aos-authentication.md"))
        #expect(
            DriftEngine.comparePages([platform], guide: BundledProject.settings.driftGuide).filter { $0.rule == "drift.undeclared-mention" }.isEmpty)
        #expect(DriftEngine.compareLanguages([platform]).filter { $0.rule == "drift.undeclared-mention" }.isEmpty)
    }

    /// The error-code page is the one the project file names (`roles.error-codes`): without that role no page is it, and
    /// under another name the same page is.
    @Test func theErrorCodePageIsTheOneTheProjectFileNames() throws {
        let platform = try DriftPages.parse(Self.platformPage, as: try GuideFile(path: "en/aos-authentication.md"))
        let errorCode = try DriftPages.parse(Self.errorCodePage, as: try GuideFile(path: "en/error-code.md"))
        #expect(DriftEngine.comparePages([platform, errorCode]).isEmpty)
        var renamed = errorCode
        renamed.spec.page = "errors"
        let guide = DriftGuide(platforms: BundledProject.settings.platforms, errorCodePage: "errors")
        #expect(
            DriftEngine.comparePages([platform, renamed], guide: guide).filter { $0.rule == "drift.undeclared-mention" }.map(\.brief) == [
                "drift.undeclared-mention error:AUTH_BANNED_USER_ERROR @en9,en5"
            ])
    }
}
