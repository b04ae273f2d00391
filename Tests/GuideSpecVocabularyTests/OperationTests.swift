import struct Foundation.Data
import class Foundation.JSONDecoder
import class Foundation.JSONEncoder
import GuideSpecVocabulary
import Testing

struct OperationTests {
    @Test func everyOperationBelongsToTheAreaItsNameStartsWith() throws {
        let prefixes: [Operation.Area: String] = [
            .errorCodes: "error.", .valueObjects: "vo.", .enums: "enum.", .apiSurface: "api.", .promotionURL: "url.",
            .purchaseBehaviour: "purchase.", .transactionObserver: "storekit.",
        ]
        for operation in Operation.documented {
            let area = try #require(operation.area, "\(operation)")
            #expect(operation.name.hasPrefix(prefixes[area] ?? "?"), "\(operation)")
        }
        #expect(Set(Operation.documented.compactMap(\.area)) == Set(Operation.Area.allCases), "every area has an operation")
        #expect(Set(Operation.documented.map(\.name)).count == Operation.documented.count, "no name twice")
    }

    /// A name read from a stranger's file is an operation of no area, spelt as it came, so that the reader can refuse it
    /// with what it found; it is never mistaken for one this build knows.
    @Test func anUnknownNameIsAnOperationOfNoArea() {
        #expect(Operation("error.guess").area == nil)
        #expect(Operation("api.selector").area == nil, "vocabulary v2 replaced api.selector with api.method")
        #expect(Operation("Error.Code-For-Name").area == nil, "names are compared exactly")
        #expect(Operation("error.code-for-name") == .errorCodeForName && Operation.errorCodeForName.area == .errorCodes)
        #expect(Operation("purchase.scenario").area == .purchaseBehaviour)
        #expect(Operation.enumMembers.area == .enums && Operation.apiMethod.area == .apiSurface)
        #expect("\(Operation("error.guess\"x"))" == "error.guess\"x")
    }

    /// Golden files, hellos and requests write an operation as its bare name, as they did when it was a string.
    @Test func codesAsItsNameAlone() throws {
        let encoder = JSONEncoder()
        #expect(String(decoding: try encoder.encode([Operation.promotionURLBuild, "no.such"]), as: UTF8.self) == #"["url.build","no.such"]"#)
        #expect(try JSONDecoder().decode([Operation].self, from: Data(#"["vo.field","x"]"#.utf8)) == [.valueObjectField, Operation("x")])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Operation].self, from: Data("[1]".utf8)) }
    }
}
