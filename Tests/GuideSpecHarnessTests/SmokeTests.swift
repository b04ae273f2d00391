import Foundation
import GuideSpecAreas
import GuideSpecHarness
import Testing

/// `guidespec smoke` on the fixture adapter, good and broken: each fault fails the check it happened in.
@Suite struct SmokeTests {
    @Test func aGoodAdapterPassesEveryCheck() {
        let checks = SmokeTest.run(arguments: FixtureAdapter.arguments("good", golden: nil), timeout: 5, samples: GuideAreas.smokeSamples)
        #expect(
            checks.map(\.name) == [
                "handshake", "operations", "request error.code-for-name", "request error.name-for-code", "request vo.field-names",
                "request vo.field", "request vo.decode", "request url.build", "request url.parse", "request purchase.scenario",
                "ignores unknown record kinds", "exit after bye",
            ])
        #expect(checks.filter { !$0.passed }.isEmpty)
        #expect(checks[0].detail == "protocol 1, fixture 1.0 (python)")
        #expect(checks[1].detail == "8 known; unknown, ignored: x.future-operation")
        #expect(checks.last?.detail == "exited with status 0")
    }

    @Test(arguments: [
        ("crash", "request error.name-for-code", "adapter exited with status 3 while the case was in flight"),
        ("hang", "request error.name-for-code", "timeout: no reply within 4 s"),
        ("sleep-after-hello", "request error.code-for-name", "timeout: no reply within 4 s"),
        ("nonjson", "request error.name-for-code", "protocol fault: not a JSON record: Traceback (most recent call last): oops"),
        (
            "wrongid", "request error.name-for-code",
            "protocol fault: reply for \"smoke/error.name-for-code-other\" while \"smoke/error.name-for-code\" was in flight"
        ),
        (
            "double-reply", "request error.name-for-code",
            #"protocol fault: answered twice; the second reply: {"kind": "result", "id": "smoke/error.name-for-code", "output": {}}"#
        ),
        ("rejects-unknown-kinds", "ignores unknown record kinds", "adapter exited with status 6 while the case was in flight"),
        ("bad-exit", "exit after bye", "exited with status 2"),
        (
            "exit-early", "handshake",
            "handshake failed: adapter exited with status 4 before sending hello; its stderr ends: fixture: giving up before hello"
        ),
        ("no-hello", "handshake", "handshake failed: no hello within 4 s"),
        ("protocol99", "handshake", "handshake failed: adapter speaks protocol 99; this harness speaks protocol 1"),
    ])
    func aBrokenAdapterFailsTheCheckItBreaks(mode: String, check: String, detail: String) {
        let (checks, seconds) = FixtureAdapter.timed {
            SmokeTest.run(arguments: FixtureAdapter.arguments(mode, golden: nil), timeout: 4, samples: GuideAreas.smokeSamples)
        }
        #expect(seconds < 4 * 2 + 5)
        let failed = checks.filter { !$0.passed && !$0.detail.hasPrefix("not checked") }
        #expect(failed.map(\.name) == [check])
        #expect(failed.first?.detail == detail)
    }
}
