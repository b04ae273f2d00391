public import GuideSpecIO
import GuideSpecKit
public import GuideSpecGoldenCases
import GuideSpecWire

/// The reference adapter's catalogue snapshot: the iOS catalogue of this repository's `spec/`, which the reference adapter
/// answers the catalogue areas from, taken again on purpose when the guide changes (as an SDK release lags its guide).
public enum ReferenceCatalogue {
    /// The snapshot's file, relative to the repository's top.
    public static let output = "Sources/GuideSpecReferenceAdapter/BundledCatalogue.swift"
    /// The constant on `PlatformCatalogue` the reference adapter reads.
    public static let constant = "bundledIOS"

    /// Plans the snapshot from the specs in `spec/`, read as `options` says, as `guidespec catalogue` writes it.
    public static func plan(options: GoldenCaseOptions) throws -> WritePlan {
        try CatalogueSnapshotRun.plan(
            specs: TestGeneration.defaultSpecs, platform: AdapterHello.defaultPlatform, constant: constant, output: output, options: options)
    }
}
