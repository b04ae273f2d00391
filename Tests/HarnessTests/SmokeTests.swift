import Foundation
import Harness
import Testing

/// `guidespec smoke` on the fixture adapter, good and broken.
@Suite struct SmokeTests {
    @Test func aGoodAdapterPassesEveryCheck() {
        let checks = SmokeTest.run(arguments: FixtureAdapter.arguments("good", golden: nil), timeout: 2)
        #expect(checks.map(\.name) == [
            "handshake", "operations", "ignores unknown record kinds", "request error.code-for-name", "request error.name-for-code",
            "request vo.field-names", "request vo.field", "request vo.decode", "request url.build", "request url.parse",
            "request purchase.scenario", "exit after bye",
        ])
        #expect(checks.filter { !$0.passed }.isEmpty)
        #expect(checks[0].detail == "protocol 1, fixture 1.0 (python)")
        #expect(checks[1].detail == "8 known; unknown, ignored: x.future-operation")
        #expect(checks.last?.detail == "exited with status 0")
    }

    @Test(arguments: [
        ("crash", "request error.code-for-name", "adapter exited with status 3 while the case was in flight"),
        ("hang", "request error.code-for-name", "timeout: no reply within 1 s"),
        ("nonjson", "request error.code-for-name", "protocol fault: not a JSON record: Traceback (most recent call last): oops"),
        ("wrongid", "request error.code-for-name", "protocol fault: reply for \"smoke/error.code-for-name-other\" while \"smoke/error.code-for-name\" was in flight"),
        ("bad-exit", "exit after bye", "exited with status 2"),
        ("exit-early", "handshake", "handshake failed: adapter exited with status 4 before sending hello; its stderr ends: fixture: giving up before hello"),
        ("no-hello", "handshake", "handshake failed: no hello within 1 s"),
        ("protocol99", "handshake", "handshake failed: adapter speaks protocol 99; this harness speaks protocol 1"),
    ])
    func aBrokenAdapterFailsTheCheckItBreaks(mode: String, check: String, detail: String) {
        let (checks, seconds) = FixtureAdapter.timed { SmokeTest.run(arguments: FixtureAdapter.arguments(mode, golden: nil), timeout: 1) }
        #expect(seconds < 1 * 2 + 5)
        let first = checks.first { !$0.passed }
        #expect(first?.name == check)
        #expect(first?.detail == detail)
    }
}
