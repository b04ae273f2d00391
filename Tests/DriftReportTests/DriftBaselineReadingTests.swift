import Drift
import Foundation
import Testing

/// A baseline file that cannot be used is bad input with its file, line where known, and what was expected.
@Suite struct DriftBaselineReadingTests {
    static let shape = #"expected {"version": 1, "entries": [{"fingerprint", "rule", "page", "subject", "reason"}, …]} (see docs/drift-format.md)"#

    static func error(_ text: String) -> DriftBaselineError? {
        do {
            _ = try DriftBaseline.decode(from: Data(text.utf8), file: "drift/baseline.json")
            return nil
        } catch {
            return error
        }
    }

    @Test func invalidJSONNamesTheLine() {
        #expect(Self.error("{\n  \"version\": 1\n  \"entries\": []\n}")?.description == "drift/baseline.json:3: error: not valid JSON: \(Self.shape)")
        #expect(Self.error("")?.description == "drift/baseline.json:1: error: not valid JSON: \(Self.shape)")
    }

    @Test func anEntryWithoutAReasonNamesTheEntryAndItsLine() {
        let text = """
            {
              "entries": [
                {"fingerprint": "a1", "page": "p", "reason": "ok", "rule": "drift.x", "subject": "error:1"},
                {
                  "fingerprint": "b2", "page": "p", "rule": "drift.x", "subject": "error:2"
                }
              ],
              "version": 1
            }
            """
        #expect(Self.error(text)?.description
            == #"drift/baseline.json:4: error: entries[1] (drift.x error:2) has no "reason": expected a non-empty string saying why the finding is accepted"#)
        #expect(Self.error(text.replacingOccurrences(of: "\"subject\": \"error:2\"", with: "\"subject\": \"error:2\", \"reason\": \"\""))?.line == 4)
    }

    @Test func wrongShapesSayWhatWasExpected() {
        #expect(Self.error("[]")?.description == "drift/baseline.json: error: the top level is not an object: \(Self.shape)")
        #expect(Self.error(#"{"version": 1, "entries": {}}"#)?.description == "drift/baseline.json: error: entries is not an array: \(Self.shape)")
        #expect(Self.error(#"{"entries": []}"#)?.description == #"drift/baseline.json: error: no "version": "# + Self.shape)
        #expect(Self.error(#"{"version": 2, "entries": []}"#)?.description == "drift/baseline.json: error: baseline has version 2; this GuideSpec reads version 1")
        #expect(Self.error(#"{"version": 1}"#)?.description == #"drift/baseline.json: error: no "entries": "# + Self.shape)
        #expect(Self.error(#"{"version": 1, "entries": [{"reason": 3}]}"#)?.description
            == "drift/baseline.json: error: entries[0].reason is not a string: \(Self.shape)")
    }

    @Test func aRepeatedFingerprintIsRefused() {
        let entry = #"{"fingerprint": "a1", "page": "p", "reason": "ok", "rule": "drift.x", "subject": "error:1"}"#
        #expect(Self.error(#"{"version": 1, "entries": [\#(entry), \#(entry)]}"#)?.description
            == "drift/baseline.json:1: error: entries[1] repeats fingerprint a1 of entries[0]: expected each finding once")
    }
}
