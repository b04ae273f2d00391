import Foundation
import Testing

@testable import GuideSpecHTMLReport

/// Deep-link IDs and the difference lines of failed cases.
@Suite struct FragmentIDTests {
    @Test(arguments: [
        ("finding", "9ac0fed010fd3e5f", "finding-9ac0fed010fd3e5f"),
        ("rule", "drift.missing-in-language", "rule-drift.missing-in-language"),
        ("case", "ios-purchase/vo-field/TCGBPurchasableReceipt.paymentSeq", "case-ios-purchase_2fvo-field_2fTCGBPurchasableReceipt.paymentSeq"),
        ("finding", "\"><x y_", "finding-_22_3e_3cx_20y_5f"),
        ("case", "界", "case-_e7_95_8c"),
    ])
    func idsKeepSafeCharactersAndSpellOutTheRest(prefix: String, value: String, id: String) {
        #expect(FragmentID.make(prefix, value) == id)
    }

    @Test func differentValuesNeverShareAnID() {
        #expect(FragmentID.make("case", "a/b") != FragmentID.make("case", "a_2fb"))
    }

    @Test func aRepeatedFingerprintsLaterFindingsGetTheFirstFreeSuffix() throws {
        let findings = ["f", "f", "f-2", "f"].map { fingerprint in
            #"""
            {"rule": "r", "severity": "note", "message": "m", "page": "p", "subject": "s", "fingerprint": "\#(fingerprint)", \#
            "baselined": false, "locations": []}
            """#
        }
        let json =
            #"{"version": 1, "staleBaselineEntries": [], "findings": ["# + findings.joined(separator: ", ")
            + #"], "summary": {"baselined": 0, "findings": 4, "new": 4, "staleBaselineEntries": 0, "verdict": "fail"}}"#
        let facts = DriftFacts(try ReportInput.decodeDrift(Data(json.utf8), file: "d.json"))
        #expect(facts.items.map(\.anchor) == ["finding-f", "finding-f-2", "finding-f-2-2", "finding-f-3"])
    }

    @Test(arguments: [
        ("code: expected 4001, got nothing", "code", "4001", "nothing"),
        (#"rejected: expected nothing, got {"reason":"unknown-name"}"#, "rejected", "nothing", #"{"reason":"unknown-name"}"#),
        (#"note: expected "a, got b", got "c""#, "note", #""a, got b""#, #""c""#),
        (#"results[1].error: expected 4002, got 4003"#, "results[1].error", "4002", "4003"),
    ])
    func differencesSplitIntoPathExpectedAndActual(line: String, path: String, expected: String, actual: String) throws {
        let difference = try #require(DifferenceLine(line))
        #expect([difference.path, difference.expected, difference.actual] == [path, expected, actual])
    }

    @Test(arguments: ["the adapter replied twice", "code: expected forty, got 4"])
    func otherLinesAreNotSplit(line: String) {
        #expect(DifferenceLine(line) == nil)
    }
}
