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
        .library(name: "GuideSpecConformance", targets: ["GuideSpecConformance", "GuideSpecWire"]),
        .library(name: "GuideSpecProtocol", targets: ["GuideSpecProtocol"]),
        .executable(name: "guidespec-generate-tests", targets: ["guidespec-generate-tests"]),
        .plugin(name: "GenerateGuideTests", targets: ["GenerateGuideTests"]),
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
        .target(name: "GuideSpecWire", swiftSettings: strictness),
        .target(name: "GuideSpecConformance", dependencies: ["GuideSpecWire"], swiftSettings: strictness),
        // The adapter protocol's reading (with Jansson) and the adapter-side server: apart from the two modules above, so that
        // a package checking its SDK in-process links no C library.
        .target(name: "GuideSpecProtocol", dependencies: ["GuideSpecWire", "GuideSpecConformance", "CJansson"], swiftSettings: strictness),
        .target(name: "ReferenceAdapter", dependencies: ["GuideSpecConformance", "GuideSpecWire", "GuideSpecCatalogue"], swiftSettings: strictness),
        .target(name: "GuideSpecCatalogue", swiftSettings: strictness),
        .target(name: "GoldenCases", dependencies: ["SpecModel", "GuideSpecWire", "GuideSpecCatalogue"], swiftSettings: strictness),
        .target(name: "CProcessControl"),
        .target(name: "Harness", dependencies: ["GuideSpecWire", "GuideSpecConformance", "GuideSpecProtocol", "CProcessControl"], swiftSettings: strictness),
        .executableTarget(name: "guidespec-reference-adapter", dependencies: ["GuideSpecProtocol", "ReferenceAdapter"], swiftSettings: strictness),
        .target(name: "SwiftStoreObserver", dependencies: ["GuideSpecConformance", "GuideSpecWire"], swiftSettings: strictness),
        .executableTarget(
            name: "guidespec-swift-observer-adapter", dependencies: ["GuideSpecProtocol", "SwiftStoreObserver"], swiftSettings: strictness),
        .target(name: "Codegen", dependencies: ["GuideSpecWire", "GuideSpecCatalogue"], swiftSettings: strictness),
        .executableTarget(
            name: "guidespec-generate-tests",
            dependencies: ["Codegen", "GuideSpecWire", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictness),
        .plugin(
            name: "GenerateGuideTests",
            capability: .command(
                intent: .custom(verb: "generate-guide-tests", description: "Write GuideSpec's conformance suites into a test target."),
                permissions: [.writeToPackageDirectory(reason: "The generated suites are written into the test target's Generated folder.")]),
            dependencies: ["guidespec-generate-tests"]),
        .target(name: "Drift", dependencies: ["DocumentModel", "SpecModel"], swiftSettings: strictness),
        .target(name: "CDriftRulesDocument"),
        .target(
            name: "HTMLReport", dependencies: ["DocumentModel", "MarkdownFrontEnd", "Drift", "GuideSpecWire", "CDriftRulesDocument"],
            swiftSettings: strictness),
        .target(
            name: "GuideSpecKit",
            dependencies: [
                "DocumentModel", "MarkdownFrontEnd", "HTMLFrontEnd", "TextFrontEnd", "SpecModel", "Extractors", "Drift", "GuideSpecWire", "GoldenCases",
                "Codegen", "GuideSpecConformance", "Harness", "ReferenceAdapter", "HTMLReport",
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
            dependencies: [
                "DocumentModel", "MarkdownFrontEnd", "HTMLFrontEnd", "TextFrontEnd", "SpecModel", "Extractors", "Drift", "GoldenCases", "GuideSpecWire", "TestSupport",
            ],
            swiftSettings: strictness),
        .testTarget(
            name: "GuideSpecConformanceTests",
            dependencies: ["GuideSpecConformance", "GuideSpecWire", "GuideSpecCatalogue", "ReferenceAdapter", "SwiftStoreObserver", "TestSupport"],
            swiftSettings: strictness),
        .testTarget(
            name: "GoldenCasesTests",
            dependencies: [
                "GoldenCases", "GuideSpecKit", "Extractors", "MarkdownFrontEnd", "GuideSpecCatalogue", "GuideSpecConformance", "GuideSpecWire", "ReferenceAdapter",
                "SpecModel", "TestSupport",
            ],
            swiftSettings: strictness),
        .testTarget(name: "CodegenTests", dependencies: ["Codegen", "GuideSpecWire", "GuideSpecKit", "TestSupport"], swiftSettings: strictness),
        .testTarget(
            name: "GeneratedConformanceTests",
            dependencies: ["GuideSpecConformance", "GuideSpecWire", "ReferenceAdapter", "GoldenCases", "SpecModel", "TestSupport"],
            swiftSettings: strictness),
        .testTarget(
            name: "HarnessTests",
            dependencies: ["Harness", "GuideSpecConformance", "GuideSpecProtocol", "GuideSpecWire", "GuideSpecKit", "ReferenceAdapter", "TestSupport"],
            exclude: ["Fixtures"], swiftSettings: strictness),
        .testTarget(name: "GuideSpecWireTests", dependencies: ["GuideSpecWire"], swiftSettings: strictness),
        .testTarget(name: "GuideSpecProtocolTests", dependencies: ["GuideSpecProtocol", "GuideSpecWire"], swiftSettings: strictness),
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
