import GuideSpecKit
import Testing

/// When `golden record` refuses to run.
@Suite struct GoldenRecordingTests {
    @Test func refusesOnlyWhenCIIsSetAndNonEmpty() {
        #expect(GoldenRecording.refusal(environment: [:], goldenFolder: "golden") == nil)
        #expect(GoldenRecording.refusal(environment: ["CI": ""], goldenFolder: "golden") == nil)
        #expect(
            GoldenRecording.refusal(environment: ["CI": "1"], goldenFolder: "golden")
                == "golden record refuses to run on CI (CI=1): record on a developer machine, review the diff and commit golden/")
    }

    @Test func theRefusalNamesTheFolderTheCasesGoTo() {
        #expect(
            GoldenRecording.refusal(environment: ["CI": "true"], goldenFolder: "docs/cases")
                == "golden record refuses to run on CI (CI=true): record on a developer machine, review the diff and commit docs/cases/")
        #expect(
            GoldenRecording.refusal(environment: ["CI": "true"], goldenFolder: "../cases/")
                == "golden record refuses to run on CI (CI=true): record on a developer machine, review the diff and commit ../cases/")
    }
}
