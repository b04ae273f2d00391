import ConformanceWire
import SpecModel

/// `error.code-for-name` and `error.name-for-code` cases: both directions for every named single-code error, and two negative controls.
enum ErrorCases {
    static func drafts(_ page: PageLanguages) -> [CaseDraft] {
        let byName = page.aligned({ named($0.errors) }, by: \.name)
        let byCode = page.aligned({ named($0.errors) }, by: \.code)
        var drafts: [CaseDraft] = []
        for name in byName.keys {
            let claim = codeClaim(name, byName.byKey[name, default: []])
            guard let code = Int(claim.expected) else { continue }
            drafts.append(
                CaseDraft(
                    name: "error-code/\(name)", operation: .errorCodeForName, input: ["name": .string(name)],
                    expected: ["code": .number(Double(code))], claims: [claim]))
        }
        for code in byCode.keys {
            let rows = byCode.byKey[code, default: []]
            let claim = Claim(
                label: "\(code)",
                statements: rows.map { Statement(language: $0.language, item: "error:\($0.item.name ?? "")", location: $0.item.location, value: $0.item.name ?? "") })
            drafts.append(
                CaseDraft(
                    name: "error-name/\(code)", operation: .errorNameForCode, input: ["code": .number(Double(code))],
                    expected: ["name": .string(claim.expected)], claims: [claim]))
        }
        let table = Claim(
            label: "errors",
            statements: page.specs.compactMap { spec in
                spec.errors.first.map { Statement(language: spec.language, item: "errors", location: $0.location) }
            })
        guard !table.statements.isEmpty else { return drafts }
        let documented = page.specs.flatMap(\.errors)
        drafts.append(
            CaseDraft(
                name: "error-code/unknown-name", operation: .errorCodeForName, input: ["name": .string(unknownName(documented))],
                expected: CaseDraft.rejected("unknown-name"), claims: [table]))
        // No code is free only when the ranges cover every code a JSON number holds exactly: then there is no such case.
        guard let code = unknownCode(documented) else { return drafts }
        drafts.append(
            CaseDraft(
                name: "error-name/unknown-code", operation: .errorNameForCode, input: ["code": .number(Double(code))],
                expected: CaseDraft.rejected("unknown-code"), claims: [table]))
        return drafts
    }

    /// The claim that error `name` has a code: each language's row, its code as the value.
    static func codeClaim(_ name: String, _ rows: [(language: String, item: ErrorEntry)]) -> Claim {
        Claim(
            label: name,
            statements: rows.map { Statement(language: $0.language, item: "error:\(name)", location: $0.item.location, value: "\($0.item.code)") })
    }

    /// The errors cases can be built from: those with a name and a single code.
    static func named(_ errors: [ErrorEntry]) -> [ErrorEntry] {
        errors.filter { $0.name != nil && $0.codeRangeEnd == nil }
    }

    /// A constant no language documents.
    static func unknownName(_ errors: [ErrorEntry]) -> String {
        let names = Set(errors.compactMap(\.name))
        var candidate = "TCGB_ERROR_PURCHASE_NO_SUCH_THING"
        while names.contains(candidate) { candidate += "_X" }
        return candidate
    }

    /// A code no language documents, ranges included, within ±`ErrorEntry.largestCode` (the case carries it as a JSON
    /// number, exact only that far): the first free code from 98765 up, else the first free one below it, else nil.
    /// One sweep over the ranges sorted by an end, so the time never depends on the codes' values.
    static func unknownCode(_ errors: [ErrorEntry]) -> Int? {
        let ranges = errors.map { min($0.code, $0.codeRangeEnd ?? $0.code)...max($0.code, $0.codeRangeEnd ?? $0.code) }
        let start = 98765
        var candidate = start
        // Sorted by lower end: once a range starts above the candidate, every later one does too.
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.contains(candidate) {
            guard range.upperBound < ErrorEntry.largestCode else { return firstFree(below: start, ranges) }
            candidate = range.upperBound + 1
        }
        return candidate
    }

    /// The largest code under `start` that no range covers, down to −`ErrorEntry.largestCode`, or nil.
    private static func firstFree(below start: Int, _ ranges: [ClosedRange<Int>]) -> Int? {
        var candidate = start - 1
        for range in ranges.sorted(by: { $0.upperBound > $1.upperBound }) where range.contains(candidate) {
            guard range.lowerBound > -ErrorEntry.largestCode else { return nil }
            candidate = range.lowerBound - 1
        }
        return candidate
    }
}
