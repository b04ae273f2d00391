import GuideSpecDrift
import GuideSpecKit
import GuideSpecSource
import Testing

/// Items declared twice on one page.
@Suite struct DuplicateRuleTests {
    static func findings(_ page: String) throws -> [DriftFinding] {
        DriftEngine.compareLanguages([try DriftPages.parse(page, as: try GuideFile(path: "ko/user.md"))]).filter { $0.rule == "drift.duplicate" }
    }

    /// The common errors listed again in the result table of each API under one heading are no duplicates; an error
    /// twice in one table is.
    @Test func anErrorIsADuplicateOnlyTwiceInOneTable() throws {
        let findings = try Self.findings(
            """
            #### 유저 매치메이킹

            | 이름 | 값 | 설명 |
            | --- | --- | --- |
            | TIMEOUT | -1 | 타임 아웃 |
            | MATCH_USER_START_SUCCESS | 0 | 성공 |

            | 이름 | 값 | 설명 |
            | --- | --- | --- |
            | TIMEOUT | -1 | 타임 아웃 |
            | MATCH_USER_CANCEL_SUCCESS | 0 | 성공 |
            | MATCH_USER_CANCEL_SUCCESS | 0 | 성공 |
            """)
        #expect(findings.map(\.brief) == ["drift.duplicate error:MATCH_USER_CANCEL_SUCCESS in 유저 매치메이킹 @ko11,ko12"])
    }

    /// A code with no constant on several rows, each with its own description, is one code for several conditions; the
    /// same row twice is a duplicate.
    @Test func aCodeForSeveralConditionsIsNoDuplicate() throws {
        let findings = try Self.findings(
            """
            ## Error Code

            | code | message | description |
            | --- | --- | --- |
            | 1101 | the value of $sex should be in [0,2] | sex |
            | 1101 | the value of $phone is NOT a phone number | phone |
            | 1102 | too long | length |
            | 1102 | too long | length |
            """)
        #expect(findings.map(\.brief) == ["drift.duplicate error:1102 in Error Code @ko7,ko8"])
    }
}
