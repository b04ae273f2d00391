public import GuideSpecProject

/// Where a guide's checked-in artefacts are: the project file's `paths`, in its folder, else the repository's own layout.
/// Every command that reads or writes one of them defaults to it, so that a hint such as "run guidespec extract" is right
/// in any guide repository.
extension GuideProject {
    /// The spec files' folder (`paths.specs`, else `spec`).
    public var specsFolder: String { root + (paths.specs ?? TestGeneration.defaultSpecs) }

    /// The golden files' folder (`paths.golden`, else `golden`).
    public var goldenFolder: String { root + (paths.golden ?? "golden") }

    /// The drift baseline `check` holds a guide to when its project file names none.
    public static let defaultBaseline = "drift/baseline.json"

    /// The drift baseline `check` holds the guide to (`paths.baseline`, else `drift/baseline.json`).
    public var baselineFile: String { root + (paths.baseline ?? Self.defaultBaseline) }

    /// The baseline `drift` reads when given none: only one the project file names (`guidespec init` names one), as drift
    /// without a baseline reports every finding.
    public var namedBaselineFile: String? { paths.baseline.map { root + $0 } }

    /// The generated suites' folder (`paths.generated-tests`); nil when the project file names none, as a guide's
    /// repository has no place for Swift suites unless it says so.
    public var generatedTestsFolder: String? { paths.generatedTests.map { root + $0 } }
}
