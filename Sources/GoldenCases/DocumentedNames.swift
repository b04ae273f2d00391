import SpecModel

/// What every spec of a build documents, so that negative controls name nothing any page of any platform knows.
struct DocumentedNames {
    /// An error constant no spec documents.
    let unknownErrorName: String
    /// An error code no spec documents, ranges included.
    let unknownErrorCode: Int

    /// The names and codes left free by `specs`.
    init(_ specs: [PageSpec]) {
        let errors = specs.flatMap(\.errors)
        let names = Set(errors.flatMap { [$0.name].compactMap { $0 } + ($0.platformNames ?? [:]).values })
        var name = "UNDOCUMENTED_ERROR_NAME"
        while names.contains(name) { name += "_X" }
        unknownErrorName = name
        var code = 98765
        while errors.contains(where: { min($0.code, $0.codeRangeEnd ?? $0.code)...max($0.code, $0.codeRangeEnd ?? $0.code) ~= code }) {
            code += 1
        }
        unknownErrorCode = code
    }
}
