import GuideSpecWire
import Testing

@Suite("JSONDifference")
struct JSONDifferenceTests {
    @Test("Members, elements and leaves that differ are named by path, absent members as nil")
    func paths() {
        let old: JSONValue = ["results": [["error": 4002], ["receipts": []]], "kept": true, "gone": 1]
        let new: JSONValue = ["results": [["error": 4003], ["receipts": []]], "kept": true, "added": "x"]
        #expect(
            JSONDifference.between(old, new) == [
                JSONDifference(path: "added", old: nil, new: "x"),
                JSONDifference(path: "gone", old: 1, new: nil),
                JSONDifference(path: "results[0].error", old: 4002, new: 4003),
            ])
    }

    @Test("Arrays of different lengths and values of different kinds differ as a whole")
    func wholes() {
        #expect(JSONDifference.between(["a": [1, 2]], ["a": [1]]) == [JSONDifference(path: "a", old: [1, 2], new: [1])])
        #expect(JSONDifference.between("4002", 4002) == [JSONDifference(path: "", old: "4002", new: 4002)])
        #expect(JSONDifference.between(["a": [1, 2]], ["a": [1, 2]]).isEmpty)
    }
}
