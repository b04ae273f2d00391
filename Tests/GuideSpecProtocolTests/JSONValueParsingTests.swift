import GuideSpecProtocol
import GuideSpecWire
import Foundation
import Testing

@Suite("JSONValue parsing")
struct JSONValueParsingTests {
    @Test(
        "Parsing gives the value Foundation's decoder gives",
        arguments: [
            #"{"a":[true,false,null,"x",1.5,-0,12345678901234567890,1E2,0.1,{"b":[]}],"c":"\u00e9\t\"\\\/中"}"#,
            #"{"text":"a\u0000b","surrogates":"\ud83d\ude00","deep":[[[[{"x":[1]}]]]]}"#,
            #"  {"kind":"result","id":"ios-purchase/error/TCGB_ERROR_PURCHASE_USER_CANCELED","output":{"code":4002}}  "#,
            "{}",
        ])
    func agreesWithFoundation(text: String) throws {
        let parsed = try #require(JSONValue(parsing: Data(text.utf8)))
        #expect(parsed == (try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))))
    }

    @Test("What is written canonically parses back to the same value")
    func roundTrip() throws {
        let value: JSONValue = ["b": [1, 2.5, -7, 1e300], "a": ["c": nil, "d": [true, false]], "é": "\u{0}\u{1F}\"\\/\n中"]
        #expect(JSONValue(parsing: try CanonicalJSON.encode(value)) == value)
    }

    @Test(
        "Text that is not strict JSON is refused",
        arguments: [
            #"{"a":[1,]}"#, #"{"a":1,}"#, #"{"a":01}"#, #"{"a":1.}"#, #"{"a":.5}"#, #"{"a":tru}"#, #"{"a":NaN}"#, #"{"a":1e400}"#,
            #"{"a":"\ud800"}"#, "{\"a\":\"\t\"}", #"{"a":1} x"#, #"{"a":1}{}"#, #"{'a':1}"#, #"{"a":1"#, "",
            // Jansson cannot hold a member name with NUL in it.
            #"{"a\u0000":1}"#,
        ])
    func refused(text: String) {
        #expect(JSONValue(parsing: Data(text.utf8)) == nil)
    }

    @Test("A member named twice keeps its last value")
    func duplicateMembers() {
        #expect(JSONValue(parsing: Data(#"{"a":1,"b":true,"a":2}"#.utf8)) == ["a": 2, "b": true])
    }
}
