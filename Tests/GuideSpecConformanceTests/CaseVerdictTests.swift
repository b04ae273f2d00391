import GuideSpecConformance
import GuideSpecPurchaseConformance
import GuideSpecWire
import Testing

/// A verdict lists every differing leaf by its path, and nothing when the outputs are equal.
@Suite struct CaseVerdictTests {
    @Test func equalOutputsPassWhateverTheNumberSpelling() {
        #expect(CaseVerdict(expected: ["code": 1], actual: ["code": 1.0]).passed)
    }

    @Test func differencesNameTheirPaths() {
        let verdict = CaseVerdict(
            expected: ["results": [["error": 4002], ["pending": true]]],
            actual: ["results": [["error": 4003], ["receipts": []]]])
        #expect(
            verdict.differences == [
                "results[0].error: expected 4002, got 4003",
                "results[1].pending: expected true, got nothing",
                "results[1].receipts: expected nothing, got []",
            ])
    }

    @Test func arraysOfDifferentLengthDifferAsAWhole() {
        let verdict = CaseVerdict(expected: ["receipts": [1, 2]], actual: ["receipts": [1]])
        #expect(verdict.differences == ["receipts: expected [1,2], got [1]"])
    }

    @Test func differentTopLevelShapesDiffer() {
        #expect(CaseVerdict(expected: ["url": "x"], actual: "x").differences == ["output: expected {\"url\":\"x\"}, got \"x\""])
    }

    @Test func anAdaptersHugeReplyIsCutInTheDifference() {
        let verdict = CaseVerdict(expected: ["url": "x"], actual: ["url": .string(String(repeating: "y", count: 5_000))])
        #expect(verdict.differences == ["url: expected \"x\", got \"\(String(repeating: "y", count: 199))… (4802 more characters)"])
    }
}
