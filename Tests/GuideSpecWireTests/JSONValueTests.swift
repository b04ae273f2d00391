import GuideSpecWire
import Foundation
import Testing

@Suite("JSONValue")
struct JSONValueTests {
    @Test("Integral numbers are written without a fraction, others keep it")
    func numbers() throws {
        let value: JSONValue = ["code": 4002, "price": 1.5, "time": 1_700_000_000_000, "negative": -3]
        #expect(try CanonicalJSON.string(value) == #"{"code":4002,"negative":-3,"price":1.5,"time":1700000000000}"#)
    }

    @Test("Keys are sorted and slashes are not escaped, so the same value always gives the same bytes")
    func canonical() throws {
        let value: JSONValue = ["b": "x/y", "a": [true, nil, "中文"]]
        #expect(try CanonicalJSON.string(value) == #"{"a":[true,null,"中文"],"b":"x/y"}"#)
        #expect(value.description == #"{"a":[true,null,"中文"],"b":"x/y"}"#)
    }

    @Test(
        "Decoding keeps booleans apart from numbers",
        arguments: [
            ("true", JSONValue.bool(true)), ("1", .number(1)), ("0", .number(0)), ("false", .bool(false)),
            ("null", .null), ("\"1\"", .string("1")), ("1.25", .number(1.25)),
        ])
    func decoding(text: String, expected: JSONValue) throws {
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) == expected)
    }

    @Test("A nested document round-trips")
    func roundTrip() throws {
        let text = #"{"input":{"steps":[{"do":"purchase","payload":null,"user":"pays"}]},"n":[1,2.5,-7]}"#
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(try CanonicalJSON.string(value) == text)
    }

    @Test("integerValue accepts integral numbers only")
    func integerValue() {
        #expect(JSONValue.number(42).integerValue == 42)
        #expect(JSONValue.number(42.5).integerValue == nil)
        #expect(JSONValue.string("42").integerValue == nil)
        #expect(JSONValue.bool(true).integerValue == nil)
        #expect(JSONValue.number(1e300).integerValue == nil)
    }

    @Test("Members and elements are reachable through typed accessors")
    func accessors() {
        let value: JSONValue = ["a": ["x": "y"], "list": [1, 2]]
        #expect(value["a"]?["x"]?.stringValue == "y")
        #expect(value["list"]?.arrayValue?.count == 2)
        #expect(value["missing"] == nil)
        #expect(JSONValue.string("s")["a"] == nil)
    }
}
