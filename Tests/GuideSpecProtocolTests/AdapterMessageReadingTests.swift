import GuideSpecProtocol
import GuideSpecWire
import Foundation
import Testing

@Suite("Reading adapter records")
struct AdapterMessageReadingTests {
    static let identity = #""implementation":{"name":"a","version":"1","language":"x"}"#

    @Test(
        "Well-formed records of every known kind are read",
        arguments: [
            (
                #"{"kind":"hello","protocol":1.0,\#(identity),"operations":["a"],"pipeline":null,"later":{"x":1}}"#,
                AdapterMessage.hello(AdapterHello(implementation: .init(name: "a", version: "1", language: "x"), operations: ["a"]))
            ),
            (
                #"{"kind":"hello","protocol":1,\#(identity),"operations":[],"pipeline":8}"#,
                .hello(AdapterHello(implementation: .init(name: "a", version: "1", language: "x"), operations: [], pipeline: 8))
            ),
            (#"{"kind":"request","id":"a","operation":"x","input":null}"#, .request(AdapterRequest(id: "a", operation: "x", input: nil))),
            (#"{"kind":"result","id":"a","output":null}"#, .result(id: "a", output: nil)),
            (#"{"kind":"result","id":"a","id":"b","output":[1,{"c":"d"}]}"#, .result(id: "b", output: [1, ["c": "d"]])),
            (#"{"kind":"skip","id":"a","reason":"later"}"#, .skip(id: "a", reason: "later")),
            (#"{"kind":"error","id":"a","message":"no"}"#, .error(id: "a", message: "no")),
            (#"{"kind":"bye"}"#, .bye),
            (#"{"kind":"progress","note":[1,]}"#, .unknown(kind: "progress")),
        ])
    func wellFormed(line: String, expected: AdapterMessage) throws {
        #expect(try AdapterMessage.decode(line: Data(line.utf8)) == expected)
    }

    @Test(
        "A malformed record names the member that is missing or of the wrong type",
        arguments: [
            (#"{"kind":"hello","protocol":1.5,\#(identity),"operations":[]}"#, AdapterMessageError.malformed(#"wrong type at "protocol""#)),
            (#"{"kind":"hello","protocol":"1",\#(identity),"operations":[]}"#, .malformed(#"wrong type at "protocol""#)),
            (
                #"{"kind":"hello","protocol":1,"implementation":{"name":1,"version":"1","language":"x"},"operations":[]}"#,
                .malformed(#"wrong type at "implementation.name""#)
            ),
            (
                #"{"kind":"hello","protocol":1,"implementation":{"version":"1","language":"x"},"operations":[]}"#,
                .malformed(#"missing member "name""#)
            ),
            (#"{"kind":"hello","protocol":1,"implementation":null,"operations":[]}"#, .malformed(#"wrong type at "implementation""#)),
            (#"{"kind":"hello","protocol":1,\#(identity),"operations":["a",2]}"#, .malformed(#"wrong type at "operations[1]""#)),
            (#"{"kind":"hello","protocol":1,\#(identity)}"#, .malformed(#"missing member "operations""#)),
            (#"{"kind":"hello","protocol":1,\#(identity),"operations":[],"pipeline":4.5}"#, .malformed(#"wrong type at "pipeline""#)),
            (#"{"kind":"hello","protocol":1,\#(identity),"operations":[],"platform":7}"#, .malformed(#"wrong type at "platform""#)),
            (
                #"{"kind":"hello","protocol":1,\#(identity),"operations":[],"platform":"Android"}"#,
                .malformed(
                    #""platform": "Android" is not a platform id: expected lower-case letters and digits, words joined by single hyphens, "#
                        + "starting with a letter, at most 32 characters (such as ios, android, apple-tv)")
            ),
            (#"{"kind":"request","id":"a","operation":"x"}"#, .malformed(#"missing member "input""#)),
            (#"{"kind":"request","id":"a","operation":5,"input":{}}"#, .malformed(#"wrong type at "operation""#)),
            (#"{"kind":"result","id":"a"}"#, .malformed(#"result without "output""#)),
            (#"{"kind":"result","id":null,"output":1}"#, .malformed(#"wrong type at "id""#)),
            (#"{"kind":"skip","reason":"x"}"#, .malformed(#"missing member "id""#)),
            (#"{"kind":"error","id":"a","message":null}"#, .malformed(#"wrong type at "message""#)),
            (#"{"kind":"result","id":"a","output":[1,]}"#, .notJSON),
            (#"{"kind":"result","id":"a","output":1e400}"#, .notJSON),
            (#"{"kind":"result","id":"a","output":"\ud800"}"#, .notJSON),
            ("[1,2]", .notJSON),
        ])
    func malformed(line: String, error: AdapterMessageError) {
        #expect(throws: error) { try AdapterMessage.decode(line: Data(line.utf8)) }
    }
}
