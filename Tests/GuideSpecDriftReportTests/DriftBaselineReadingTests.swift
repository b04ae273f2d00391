import GuideSpecDrift
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

    @Test func invalidUTF8NamesTheLine() throws {
        let bytes = Array("{\n  \"entries\": [],\n  \"version\": 1, \"x\": \"".utf8) + [0xE9] + Array("\"\n}\n".utf8)
        let error = #expect(throws: DriftBaselineError.self) { try DriftBaseline.decode(from: Data(bytes), file: "drift/baseline.json") }
        #expect(error?.description == "drift/baseline.json:3: error: not UTF-8 text: a baseline is JSON in UTF-8")
    }

    @Test func moreEntriesThanTheLimitAreRefused() {
        let entry = #"{"fingerprint": "f", "page": "p", "reason": "r", "rule": "drift.x", "subject": "s"}"#
        let text = #"{"version": 1, "entries": ["# + Array(repeating: entry, count: DriftBaseline.maximumEntries + 1).joined(separator: ",") + "]}"
        #expect(
            Self.error(text)?.description
                == "drift/baseline.json: error: 100001 entries, over the limit of 100000: accept fewer findings, or fix them")
    }

    @Test func unknownFieldsAreNamedForTheUpdateToSay() {
        let text =
            #"""
            {"owner": "docs", "version": 1, "entries": [{"fingerprint": "f", "note": "n", "page": "p", "reason": "r", "rule": "x", \#
            "subject": "s"}]}
            """#
        #expect(DriftBaseline.unknownFields(in: Data(text.utf8)) == ["entries[0].note", "owner"])
        #expect(DriftBaseline.unknownFields(in: Data(#"{"version": 1, "entries": []}"#.utf8)) == [])
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
        #expect(
            Self.error(text)?.description
                == #"""
                drift/baseline.json:4: error: entries[1] (drift.x error:2) has no "reason": expected a non-empty string saying why the finding \#
                is accepted
                """#
        )
        #expect(Self.error(text.replacingOccurrences(of: "\"subject\": \"error:2\"", with: "\"subject\": \"error:2\", \"reason\": \"\""))?.line == 4)
    }

    @Test func wrongShapesSayWhatWasExpected() {
        #expect(Self.error("[]")?.description == "drift/baseline.json: error: the top level is not an object: \(Self.shape)")
        #expect(Self.error(#"{"version": 1, "entries": {}}"#)?.description == "drift/baseline.json: error: entries is not an array: \(Self.shape)")
        #expect(Self.error(#"{"entries": []}"#)?.description == #"drift/baseline.json: error: no "version": "# + Self.shape)
        #expect(
            Self.error(#"{"version": 2, "entries": []}"#)?.description
                == "drift/baseline.json: error: baseline has version 2; this GuideSpec reads version 1")
        #expect(Self.error(#"{"version": 1}"#)?.description == #"drift/baseline.json: error: no "entries": "# + Self.shape)
        #expect(
            Self.error(#"{"version": 1, "entries": [{"reason": 3}]}"#)?.description
                == "drift/baseline.json: error: entries[0].reason is not a string: \(Self.shape)")
    }

    @Test func aRepeatedFingerprintIsRefused() {
        let entry = #"{"fingerprint": "a1", "page": "p", "reason": "ok", "rule": "drift.x", "subject": "error:1"}"#
        #expect(
            Self.error(#"{"version": 1, "entries": [\#(entry), \#(entry)]}"#)?.description
                == "drift/baseline.json:1: error: entries[1] repeats fingerprint a1 of entries[0]: expected each finding once")
    }
}
