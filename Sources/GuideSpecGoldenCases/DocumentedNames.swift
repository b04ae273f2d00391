import GuideSpecSpecModel

/// What every spec of a build documents, so that negative controls name nothing any page of any platform knows.
struct DocumentedNames {
    /// An error constant no spec documents.
    let unknownErrorName: String
    /// An error code no spec documents, ranges included, within ±`ErrorEntry.largestCode` (a case carries it as a JSON number,
    /// exact only that far); nil when the ranges leave none.
    let unknownErrorCode: Int?

    /// The names and codes left free by `specs`.
    init(_ specs: [PageSpec]) {
        let errors = specs.flatMap(\.errors)
        let names = Set(errors.flatMap { [$0.name].compactMap { $0 } + ($0.platformNames ?? [:]).values })
        var name = "UNDOCUMENTED_ERROR_NAME"
        while names.contains(name) { name += "_X" }
        unknownErrorName = name
        unknownErrorCode = Self.freeCode(errors)
    }

    /// The first free code from 98765 up, else the first free one below it, else nil. One sweep over the ranges sorted by an
    /// end, so the time never depends on the codes' values.
    static func freeCode(_ errors: [ErrorEntry]) -> Int? {
        // An error a table names without a code takes none.
        let ranges = errors.compactMap { error in
            error.code.map { code in min(code, error.codeRangeEnd ?? code)...max(code, error.codeRangeEnd ?? code) }
        }
        let start = 98765
        var candidate = start
        // Sorted by lower end: once a range starts above the candidate, every later one does too.
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.contains(candidate) {
            guard range.upperBound < ErrorEntry.largestCode else { return freeCode(below: start, ranges) }
            candidate = range.upperBound + 1
        }
        return candidate
    }

    /// The largest code under `start` that no range covers, down to −`ErrorEntry.largestCode`, or nil.
    private static func freeCode(below start: Int, _ ranges: [ClosedRange<Int>]) -> Int? {
        var candidate = start - 1
        for range in ranges.sorted(by: { $0.upperBound > $1.upperBound }) where range.contains(candidate) {
            guard range.lowerBound > -ErrorEntry.largestCode else { return nil }
            candidate = range.lowerBound - 1
        }
        return candidate
    }
}
