import GuideSpecVocabulary
import Testing

struct OperationTests {
    @Test func everyOperationBelongsToTheAreaItsNameStartsWith() {
        let prefixes: [Operation.Area: String] = [
            .errorCodes: "error.", .valueObjects: "vo.", .enums: "enum.", .apiSurface: "api.", .promotionURL: "url.",
            .purchaseBehaviour: "purchase.", .transactionObserver: "storekit.",
        ]
        for operation in Operation.allCases {
            #expect(operation.rawValue.hasPrefix(prefixes[operation.area] ?? "?"), "\(operation)")
        }
        #expect(Set(Operation.allCases.map(\.area)) == Set(Operation.Area.allCases), "every area has an operation")
    }
}
