// swift-tools-version: 6.0
import PackageDescription

/// Settings every Swift target shares: strict concurrency comes with Swift 6 mode.
let strictness: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "GuideSpec",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "guidespec", targets: ["guidespec"]),
        .library(name: "GuideSpecKit", targets: ["GuideSpecKit"]),
        .executable(name: "guidespec-reference-adapter", targets: ["guidespec-reference-adapter"]),
        .executable(name: "guidespec-swift-observer-adapter", targets: ["guidespec-swift-observer-adapter"]),
        .library(name: "GuideSpecConformance", targets: ["Conformance", "ConformanceWire"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(
            name: "CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(
            name: "CJansson", pkgConfig: "jansson",
            providers: [.apt(["libjansson-dev"])]),
        .target(name: "DocumentModel", swiftSettings: strictness),
        .target(name: "MarkdownFrontEnd", dependencies: ["DocumentModel", "CCmarkGFM"], swiftSettings: strictness),
        .target(name: "HTMLFrontEnd", dependencies: ["DocumentModel", "CLibXML2"], swiftSettings: strictness),
        .target(name: "TextFrontEnd", dependencies: ["DocumentModel"], swiftSettings: strictness),
        .target(name: "SpecModel", swiftSettings: strictness),
        .target(name: "Extractors", dependencies: ["DocumentModel", "SpecModel"], swiftSettings: strictness),
        .target(name: "ConformanceWire", dependencies: ["CJansson"], swiftSettings: strictness),
        .target(name: "Conformance", dependencies: ["ConformanceWire"], swiftSettings: strictness),
        .target(name: "ReferenceAdapter", dependencies: ["Conformance", "ConformanceWire"], swiftSettings: strictness),
        .target(name: "GoldenCases", dependencies: ["SpecModel", "ConformanceWire"], swiftSettings: strictness),
        .target(name: "CProcessControl"),
        .target(name: "Harness", dependencies: ["ConformanceWire", "Conformance", "CProcessControl"], swiftSettings: strictness),
        .executableTarget(name: "guidespec-reference-adapter", dependencies: ["Conformance", "ReferenceAdapter"], swiftSettings: strictness),
        .target(name: "SwiftStoreObserver", dependencies: ["Conformance", "ConformanceWire"], swiftSettings: strictness),
        .executableTarget(
            name: "guidespec-swift-observer-adapter", dependencies: ["Conformance", "SwiftStoreObserver"], swiftSettings: strictness),
        .target(name: "Codegen", dependencies: ["ConformanceWire"], swiftSettings: strictness),
        .target(name: "Drift", dependencies: ["DocumentModel", "SpecModel"], swiftSettings: strictness),
        .target(name: "CDriftRulesDocument"),
        .target(
            name: "HTMLReport", dependencies: ["DocumentModel", "MarkdownFrontEnd", "Drift", "ConformanceWire", "CDriftRulesDocument"],
            swiftSettings: strictness),
        .target(
            name: "GuideSpecKit",
            dependencies: [
                "DocumentModel", "MarkdownFrontEnd", "HTMLFrontEnd", "TextFrontEnd", "SpecModel", "Extractors", "Drift", "ConformanceWire", "GoldenCases",
                "Codegen", "Conformance", "Harness", "ReferenceAdapter", "HTMLReport",
            ],
            swiftSettings: strictness),
        .target(
            name: "History", dependencies: ["DocumentModel", "SpecModel", "Extractors", "Drift", "GuideSpecKit"], swiftSettings: strictness),
        .executableTarget(
            name: "guidespec",
            dependencies: ["GuideSpecKit", "DocumentModel", "Drift", "History", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictness),
        .target(name: "TestSupport", dependencies: ["DocumentModel"], swiftSettings: strictness),
        // The fuzz targets (`make fuzz` builds them with libFuzzer into .build-fuzz); a plain build makes the seed and replay tool.
        .executableTarget(
            name: "guidespec-fuzz",
            dependencies: ["DocumentModel", "MarkdownFrontEnd", "HTMLFrontEnd", "TextFrontEnd", "SpecModel", "Extractors", "Drift", "GoldenCases", "TestSupport"],
            swiftSettings: strictness),
        .testTarget(
            name: "ConformanceTests", dependencies: ["Conformance", "ConformanceWire", "ReferenceAdapter", "SwiftStoreObserver", "TestSupport"],
            swiftSettings: strictness),
        .testTarget(name: "GoldenCasesTests", dependencies: ["GoldenCases", "GuideSpecKit", "TestSupport"], swiftSettings: strictness),
        .testTarget(name: "CodegenTests", dependencies: ["Codegen", "ConformanceWire", "GuideSpecKit", "TestSupport"], swiftSettings: strictness),
        .testTarget(
            name: "GeneratedConformanceTests",
            dependencies: ["Conformance", "ConformanceWire", "ReferenceAdapter", "GoldenCases", "SpecModel", "TestSupport"],
            swiftSettings: strictness),
        .testTarget(
            name: "HarnessTests", dependencies: ["Harness", "Conformance", "ConformanceWire", "GuideSpecKit", "ReferenceAdapter", "TestSupport"],
            exclude: ["Fixtures"], swiftSettings: strictness),
        .testTarget(name: "ConformanceWireTests", dependencies: ["ConformanceWire"], swiftSettings: strictness),
        .testTarget(name: "DocumentModelTests", dependencies: ["DocumentModel"], swiftSettings: strictness),
        .testTarget(name: "MarkdownFrontEndTests", dependencies: ["MarkdownFrontEnd", "TestSupport"], swiftSettings: strictness),
        .testTarget(name: "HTMLFrontEndTests", dependencies: ["HTMLFrontEnd", "MarkdownFrontEnd", "TestSupport"], swiftSettings: strictness),
        .testTarget(name: "TextFrontEndTests", dependencies: ["TextFrontEnd", "MarkdownFrontEnd", "TestSupport"], swiftSettings: strictness),
        .testTarget(name: "ExtractorsTests", dependencies: ["Extractors", "MarkdownFrontEnd", "TestSupport"], swiftSettings: strictness),
        .testTarget(
            name: "GuideSpecKitTests", dependencies: ["GuideSpecKit", "MarkdownFrontEnd", "HTMLFrontEnd", "TextFrontEnd", "Extractors", "TestSupport"],
            exclude: ["Fixtures"], swiftSettings: strictness),
        .testTarget(
            name: "DriftTests", dependencies: ["Drift", "MarkdownFrontEnd", "TextFrontEnd", "HTMLFrontEnd", "Extractors", "TestSupport", "GuideSpecKit"],
            exclude: ["Fixtures"], swiftSettings: strictness),
        .testTarget(
            name: "DriftReportTests", dependencies: ["Drift", "GuideSpecKit", "TestSupport"],
            exclude: ["Fixtures"], swiftSettings: strictness),
        .testTarget(name: "HistoryTests", dependencies: ["History", "Drift", "GuideSpecKit", "TestSupport"], swiftSettings: strictness),
        .testTarget(
            name: "HTMLReportTests", dependencies: ["HTMLReport", "Drift", "GuideSpecKit", "History", "TestSupport"], exclude: ["Fixtures"],
            swiftSettings: strictness),
        .testTarget(
            name: "GuideSpecCLITests", dependencies: ["guidespec", "TestSupport"],
            swiftSettings: strictness),
    ]
)
