import GuideSpecKit
import Testing

/// When `golden record` refuses to run.
@Suite struct GoldenRecordingTests {
    @Test func refusesOnlyWhenCIIsSetAndNonEmpty() {
        #expect(GoldenRecording.refusal(environment: [:]) == nil)
        #expect(GoldenRecording.refusal(environment: ["CI": ""]) == nil)
        #expect(
            GoldenRecording.refusal(environment: ["CI": "1"])
                == "golden record refuses to run on CI (CI=1): record on a developer machine, review the diff and commit golden/")
    }
}
