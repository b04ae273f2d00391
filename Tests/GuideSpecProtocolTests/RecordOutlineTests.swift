import GuideSpecProtocol
import GuideSpecWire
import Foundation
import Testing

/// Reading a record line: UTF-8 first, then the outline (kind, id, depth), then Foundation for the known kinds.
@Suite struct RecordOutlineTests {
    @Test func theOutlineGivesKindIdAndDepthWithoutDecodingTheRest() {
        let outline = RecordOutline(line: Data(#" {"output":{"a":[1,{"b":"}"}]},"id":"x\"y","kind":"result"} "#.utf8))
        #expect(outline == RecordOutline(line: Data(#"{"kind":"result","id":"x\"y","output":{"a":[1,{"b":"}"}]}}"#.utf8)))
        #expect(outline?.kind == "result")
        #expect(outline?.id == "x\"y")
        #expect(outline?.depth == 4)
    }

    @Test(arguments: ["", "[1]", #"{"kind":"a""#, #"{"kind":"a"} x"#, #"{"kind" "a"}"#, #"{"kind":"a",}"#, #"{"k":[1,2}"#])
    func aLineThatIsNotOneObjectHasNoOutline(line: String) {
        #expect(RecordOutline(line: Data(line.utf8)) == nil)
    }

    @Test func recordsOfKnownKindsNest64LevelsAtMostAndUnknownKindsAnyDepth() throws {
        func result(depth: Int) -> Data {
            Data(
                (#"{"kind":"result","id":"a","output":"# + String(repeating: "[", count: depth - 1) + "1" + String(repeating: "]", count: depth - 1)
                    + "}").utf8)
        }
        #expect(
            try AdapterMessage.decode(line: result(depth: 64))
                == .result(
                    id: "a",
                    output: try JSONDecoder().decode(
                        JSONValue.self, from: Data((String(repeating: "[", count: 63) + "1" + String(repeating: "]", count: 63)).utf8))))
        #expect(throws: AdapterMessageError.tooDeep) { try AdapterMessage.decode(line: result(depth: 65)) }
        let deepUnknown = Data(
            (#"{"kind":"progress","x":"# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}").utf8)
        #expect(try AdapterMessage.decode(line: deepUnknown) == .unknown(kind: "progress"))
    }

    @Test func invalidUTF8IsOneVerdictWhereverItIs() {
        for line in [Data([0x7B, 0xFF, 0x7D]), Data(#"{"kind":"progress","x":""#.utf8) + [0xC3] + Data(#""}"#.utf8)] {
            #expect(throws: AdapterMessageError.self) { try AdapterMessage.decode(line: line) }
        }
        #expect(UTF8Validation.firstInvalidByte(in: Data("ab中".utf8)) == nil)
        #expect(UTF8Validation.firstInvalidByte(in: Data("ab".utf8) + [0xE4, 0xB8] + Data("c".utf8)) == 2)
        #expect(UTF8Validation.text(Data("a".utf8) + [0xFF, 0xFE] + Data("中".utf8)) == #"a\xFF\xFE中"#)
    }

    @Test func recordLinesAreTheBytesCanonicalJSONGives() throws {
        let messages: [AdapterMessage] = [
            .hello(AdapterHello(implementation: .init(name: "n", version: "1", language: "swift"), operations: ["a", "b"], pipeline: 8)),
            .hello(AdapterHello(implementation: .init(name: "n", version: "1", language: "swift"), operations: [])),
            .request(
                AdapterRequest(id: "i/1", operation: "vo.decode", input: ["payload": ["b": 1.5, "a": [true, nil, -0.0, 1e300, 0.1]], "type": "T"])),
            .result(id: "x", output: ["text": "\u{0}\u{1F}\"\\/\n\t\r\u{8}\u{C}\u{7F}\u{2028}中", "B": 1, "a": 2, "é": 3, "_": 4]),
            .skip(id: "x", reason: "later"), .error(id: "x", message: "no"), .bye, .unknown(kind: "progress"),
        ]
        for message in messages {
            var expected = try CanonicalJSON.encode(message)
            expected.append(0x0A)
            #expect(try message.line() == expected, "\(message)")
        }
        #expect(throws: NonFiniteNumber.self) { try AdapterMessage.result(id: "x", output: .number(.infinity)).line() }
        var batch = try AdapterMessage.bye.line().map { $0 }
        #expect(throws: NonFiniteNumber.self) { try AdapterMessage.result(id: "x", output: ["a": [1, .number(.nan)]]).write(to: &batch) }
        #expect(batch == Array(#"{"kind":"bye"}"#.utf8) + [0x0A])
    }
}
