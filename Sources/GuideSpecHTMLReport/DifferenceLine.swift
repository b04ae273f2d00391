import Foundation

/// One difference of a failed case, `path: expected X, got Y` (docs/conform.md), split for a side-by-side table.
struct DifferenceLine: Sendable {
    var path: String
    var expected: String
    var actual: String

    /// Splits `line`; nil when it is not in that form. X and Y are canonical JSON or `nothing`, so the split is at the
    /// first `, got ` whose left side is one of those (a JSON string may itself hold `, got `).
    init?(_ line: String) {
        guard let marker = line.range(of: ": expected ") else { return nil }
        let rest = line[marker.upperBound...]
        var searchStart = rest.startIndex
        while let got = rest.range(of: ", got ", range: searchStart..<rest.endIndex) {
            let expected = String(rest[..<got.lowerBound])
            if Self.isValue(expected) {
                path = String(line[..<marker.lowerBound])
                self.expected = expected
                actual = String(rest[got.upperBound...])
                return
            }
            searchStart = got.upperBound
        }
        return nil
    }

    /// Whether `text` is `nothing` or one JSON value.
    private static func isValue(_ text: String) -> Bool {
        text == "nothing" || (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) != nil
    }
}
