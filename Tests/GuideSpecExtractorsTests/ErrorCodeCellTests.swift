import GuideSpecDocumentModel
import Testing

@testable import GuideSpecExtractors

/// Code cells in any script: separators and spaces of other scripts before a code, and prose that starts with no integer.
@Suite struct ErrorCodeCellTests {
    @Test func codesAfterSeparatorsOfAnyScript() {
        #expect(ErrorCodeCell.read(["、 4002"]) == .codes([.init(first: 4002)]))
        #expect(ErrorCodeCell.read(["\u{3000}-3 / 7"]) == .codes([.init(first: -3), .init(first: 7)]))
        #expect(ErrorCodeCell.read(["4001、4002"]) == .codes([.init(first: 4001), .init(first: 4002)]))
    }

    @Test func proseAndMarkedDigitsAreNoCodes() {
        #expect(ErrorCodeCell.read(["결제 실패"]) == nil)
        #expect(ErrorCodeCell.read(["、 ５"]) == nil)  // a full-width digit
        #expect(ErrorCodeCell.read(["、 5\u{301}"]) == nil)  // a digit with a mark joined to it
        #expect(ErrorCodeCell.read(["、\u{301} 5"]) == nil)  // a separator with a mark joined to it is no separator
    }
}
