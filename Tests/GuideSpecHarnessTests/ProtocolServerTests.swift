import GuideSpecAreas
import GuideSpecConformance
import GuideSpecProtocol
import GuideSpecWire
import Foundation
import GuideSpecReferenceAdapter
import Testing

/// The adapter side of the protocol, served in-process over pipes.
@Suite struct ProtocolServerTests {
    /// The records the server writes for `lines` of input.
    func serve(_ lines: [String]) throws -> [AdapterMessage] {
        let input = Pipe()
        let output = Pipe()
        try input.fileHandleForWriting.write(contentsOf: Data(lines.map { $0 + "\n" }.joined().utf8))
        try input.fileHandleForWriting.close()
        try ProtocolServer(ReferenceImplementation(), areas: GuideAreas.all).run(
            input: input.fileHandleForReading, output: output.fileHandleForWriting)
        try output.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        return try data.split(separator: 0x0A).map { try AdapterMessage.decode(line: Data($0)) }
    }

    @Test func helloThenOneReplyPerRequestUntilBye() throws {
        let records = try serve([
            #"{"kind":"future-kind","x":1}"#,
            #"{"kind":"request","id":"r1","operation":"error.code-for-name","input":{"name":"TCGB_ERROR_PURCHASE_USER_CANCELED"}}"#,
            "",
            "not json at all",
            #"{"kind":"request","id":"r2","operation":"vo.field","input":{}}"#,
            #"{"kind":"request","id":"r3","operation":"no.such-operation","input":{}}"#,
            #"{"kind":"bye"}"#,
            #"{"kind":"request","id":"after-bye","operation":"error.code-for-name","input":{"name":"X"}}"#,
        ])
        guard case .hello(let hello) = records.first else {
            Issue.record("first record is not hello")
            return
        }
        #expect(hello.protocol == 1)
        // The reference answers the purchase guide's areas, not the transaction observer: hello lists only what it answers.
        #expect(hello.operations == Operation.documented.filter { $0 != .storeKitObserver })
        #expect(
            Array(records.dropFirst()) == [
                .result(id: "r1", output: ["code": 4002]),
                .error(id: "r2", message: "vo.field: input needs member \"type\""),
                .error(id: "r3", message: "unknown operation no.such-operation"),
            ])
    }

    @Test func endOfInputEndsTheServerLikeBye() throws {
        #expect(try serve([]).count == 1)
    }

    @Test func recordsRoundTripThroughTheirLines() throws {
        let messages: [AdapterMessage] = [
            .request(AdapterRequest(id: "a", operation: "url.build", input: ["bundleId": "b"])),
            .result(id: "a", output: ["url": "itms-services://?x"]), .skip(id: "a", reason: "later"), .error(id: "a", message: "no"), .bye,
            .result(id: "n", output: nil),
        ]
        for message in messages {
            var line = try message.line()
            #expect(line.last == 0x0A)
            line.removeLast()
            #expect(try AdapterMessage.decode(line: line) == message)
        }
    }

    @Test func unknownKindsDecodeAsUnknownAndMalformedRecordsSayWhy() throws {
        #expect(try AdapterMessage.decode(line: Data(#"{"kind":"progress","note":1}"#.utf8)) == .unknown(kind: "progress"))
        #expect(throws: AdapterMessageError.malformed("result without \"output\"")) {
            try AdapterMessage.decode(line: Data(#"{"kind":"result","id":"a"}"#.utf8))
        }
        #expect(throws: AdapterMessageError.malformed("missing member \"id\"")) {
            try AdapterMessage.decode(line: Data(#"{"kind":"skip","reason":"x"}"#.utf8))
        }
        #expect(throws: AdapterMessageError.notJSON) { try AdapterMessage.decode(line: Data("[1,2]".utf8)) }
    }
}
