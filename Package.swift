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
        .library(
            name: "GuideSpecConformance",
            targets: [
                "GuideSpecConformance", "GuideSpecWire", "GuideSpecVocabulary", "GuideSpecPurchaseConformance",
                "GuideSpecStoreKitObserverConformance", "GuideSpecAreas",
                "GuideSpecTesting",
            ]),
        .library(name: "GuideSpecProtocol", targets: ["GuideSpecProtocol"]),
        .executable(name: "guidespec-generate-tests", targets: ["guidespec-generate-tests"]),
        .plugin(name: "GuideSpecTestsPlugin", targets: ["GuideSpecTestsPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .systemLibrary(
            name: "GuideSpecCCmarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(
            name: "GuideSpecCLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(
            name: "GuideSpecCJansson", pkgConfig: "jansson",
            providers: [.apt(["libjansson-dev"])]),
        // Text from outside shown to a person: the one rule every report writer applies (no dependency).
        .target(name: "GuideSpecDisplayText", swiftSettings: strictness),
        // The I/O layer under every stage: bounded reads, the write plan, folder locks, standard streams, the one process
        // spawner, exit codes and the failure mapping. It links no C library but the system's (and its own process-control
        // shim), so that the plugin's tool and in-process checks can use it.
        .target(name: "GuideSpecCProcessControl"),
        .target(name: "GuideSpecCParseArena"),
        .target(
            name: "GuideSpecIO", dependencies: ["GuideSpecVocabulary", "GuideSpecCProcessControl", "GuideSpecDisplayText"],
            swiftSettings: strictness),
        // The words every stage shares (platform, operation and area, field type, severity, source and report format, language
        // tags, a name quoted in a message): no dependency.
        .target(name: "GuideSpecVocabulary", swiftSettings: strictness),
        .target(
            name: "GuideSpecDocumentModel", dependencies: ["GuideSpecIO", "GuideSpecDisplayText", "GuideSpecVocabulary"], swiftSettings: strictness),
        .target(
            name: "GuideSpecMarkdownFrontEnd",
            dependencies: ["GuideSpecDocumentModel", "GuideSpecHTMLFrontEnd", "GuideSpecCCmarkGFM", "GuideSpecCParseArena"],
            swiftSettings: strictness),
        .target(name: "GuideSpecHTMLFrontEnd", dependencies: ["GuideSpecDocumentModel", "GuideSpecCLibXML2"], swiftSettings: strictness),
        .target(name: "GuideSpecTextFrontEnd", dependencies: ["GuideSpecDocumentModel"], swiftSettings: strictness),
        .target(name: "GuideSpecSpecModel", dependencies: ["GuideSpecVocabulary"], swiftSettings: strictness),
        .target(name: "GuideSpecExtractors", dependencies: ["GuideSpecDocumentModel", "GuideSpecSpecModel"], swiftSettings: strictness),
        // The guide's project file (guidespec.yml) and its reader: what each stage is told about the guide.
        .target(
            name: "GuideSpecProject", dependencies: ["GuideSpecVocabulary", "GuideSpecIO", .product(name: "Yams", package: "Yams")],
            swiftSettings: strictness),
        // The one read path: a guide file in (named as GuideSpec accepts it), its document, spec and diagnostics out.
        .target(
            name: "GuideSpecSource",
            dependencies: [
                "GuideSpecIO", "GuideSpecVocabulary", "GuideSpecDocumentModel", "GuideSpecMarkdownFrontEnd", "GuideSpecHTMLFrontEnd",
                "GuideSpecTextFrontEnd",
                "GuideSpecSpecModel", "GuideSpecExtractors",
            ],
            swiftSettings: strictness),
        .target(name: "GuideSpecWire", dependencies: ["GuideSpecIO", "GuideSpecVocabulary"], swiftSettings: strictness),
        .target(name: "GuideSpecConformance", dependencies: ["GuideSpecWire"], swiftSettings: strictness),
        // The packs, adapter side: each pack's area protocols and how their operations are run.
        .target(name: "GuideSpecPurchaseConformance", dependencies: ["GuideSpecConformance", "GuideSpecWire"], swiftSettings: strictness),
        .target(name: "GuideSpecStoreKitObserverConformance", dependencies: ["GuideSpecConformance", "GuideSpecWire"], swiftSettings: strictness),
        // Every area an implementation may answer, generic and the packs': what dispatchers and protocol servers are given.
        .target(
            name: "GuideSpecAreas",
            dependencies: ["GuideSpecConformance", "GuideSpecWire", "GuideSpecPurchaseConformance", "GuideSpecStoreKitObserverConformance"],
            swiftSettings: strictness),
        // What generated suites import: the case runner, the verdict as an issue, known issues.
        .target(name: "GuideSpecTesting", dependencies: ["GuideSpecConformance", "GuideSpecWire", "GuideSpecAreas"], swiftSettings: strictness),
        // The adapter protocol's reading (with Jansson) and the adapter-side server: apart from the two modules above, so that
        // a package checking its SDK in-process links no C library.
        .target(name: "GuideSpecProtocol", dependencies: ["GuideSpecWire", "GuideSpecConformance", "GuideSpecCJansson"], swiftSettings: strictness),
        .target(
            name: "GuideSpecReferenceAdapter",
            dependencies: ["GuideSpecConformance", "GuideSpecPurchaseConformance", "GuideSpecWire", "GuideSpecCatalogue"],
            swiftSettings: strictness),
        .target(name: "GuideSpecCatalogue", dependencies: ["GuideSpecVocabulary"], swiftSettings: strictness),
        .target(
            name: "GuideSpecGoldenCases", dependencies: ["GuideSpecSpecModel", "GuideSpecWire", "GuideSpecCatalogue"], swiftSettings: strictness),
        // The StoreKit transaction-observer pack, pipeline side: its spec items, extractor, contract check and golden cases.
        .target(
            name: "GuideSpecStoreKitObserverPack",
            dependencies: ["GuideSpecDocumentModel", "GuideSpecSpecModel", "GuideSpecExtractors", "GuideSpecGoldenCases", "GuideSpecWire"],
            swiftSettings: strictness),
        // The purchase pack, pipeline side: its golden cases (purchase stories, the promotion URL) and the store codes it adds to catalogues.
        .target(
            name: "GuideSpecPurchasePack", dependencies: ["GuideSpecSpecModel", "GuideSpecGoldenCases", "GuideSpecCatalogue", "GuideSpecWire"],
            swiftSettings: strictness),
        // The packs the commands hand to each stage.
        .target(
            name: "GuideSpecPacks",
            dependencies: [
                "GuideSpecSpecModel", "GuideSpecExtractors", "GuideSpecSource", "GuideSpecGoldenCases", "GuideSpecPurchasePack",
                "GuideSpecStoreKitObserverPack",
            ],
            swiftSettings: strictness),
        .target(
            name: "GuideSpecHarness", dependencies: ["GuideSpecIO", "GuideSpecWire", "GuideSpecConformance", "GuideSpecProtocol"],
            swiftSettings: strictness),
        .executableTarget(
            name: "guidespec-reference-adapter", dependencies: ["GuideSpecProtocol", "GuideSpecReferenceAdapter", "GuideSpecAreas"],
            swiftSettings: strictness),
        .target(
            name: "GuideSpecSwiftStoreObserver", dependencies: ["GuideSpecConformance", "GuideSpecStoreKitObserverConformance", "GuideSpecWire"],
            swiftSettings: strictness),
        .executableTarget(
            name: "guidespec-swift-observer-adapter", dependencies: ["GuideSpecProtocol", "GuideSpecSwiftStoreObserver", "GuideSpecAreas"],
            swiftSettings: strictness),
        .target(name: "GuideSpecCodegen", dependencies: ["GuideSpecWire", "GuideSpecCatalogue"], swiftSettings: strictness),
        .executableTarget(
            name: "guidespec-generate-tests",
            dependencies: ["GuideSpecCodegen", "GuideSpecWire", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictness),
        .plugin(
            name: "GuideSpecTestsPlugin",
            capability: .command(
                intent: .custom(verb: "generate-guide-tests", description: "Write GuideSpec's conformance suites into a test target."),
                permissions: [.writeToPackageDirectory(reason: "The generated suites are written into the test target's Generated folder.")]),
            dependencies: ["guidespec-generate-tests"]),
        .target(
            name: "GuideSpecDrift",
            dependencies: ["GuideSpecIO", "GuideSpecDisplayText", "GuideSpecVocabulary", "GuideSpecDocumentModel", "GuideSpecSpecModel"],
            swiftSettings: strictness),
        .target(
            name: "GuideSpecHTMLReport", dependencies: ["GuideSpecDisplayText", "GuideSpecDocumentModel", "GuideSpecDrift", "GuideSpecWire"],
            swiftSettings: strictness),
        .target(
            name: "GuideSpecKit",
            dependencies: [
                "GuideSpecIO", "GuideSpecSource", "GuideSpecDocumentModel", "GuideSpecMarkdownFrontEnd", "GuideSpecHTMLFrontEnd",
                "GuideSpecTextFrontEnd", "GuideSpecSpecModel", "GuideSpecExtractors", "GuideSpecProject", "GuideSpecDrift", "GuideSpecWire",
                "GuideSpecGoldenCases", "GuideSpecCodegen", "GuideSpecConformance", "GuideSpecHarness", "GuideSpecHTMLReport", "GuideSpecPacks",
                "GuideSpecDisplayText", "GuideSpecAreas",
            ],
            swiftSettings: strictness),
        // This repository's own tools, never a user's: the benchmarks (which measure against the reference adapter) and the
        // reference adapter's catalogue snapshot; `guidespec-dev` runs them.
        .target(
            name: "GuideSpecDevTools",
            dependencies: [
                "GuideSpecIO", "GuideSpecSource", "GuideSpecDocumentModel", "GuideSpecMarkdownFrontEnd", "GuideSpecExtractors", "GuideSpecProject",
                "GuideSpecDrift", "GuideSpecWire",
                "GuideSpecConformance", "GuideSpecHarness", "GuideSpecReferenceAdapter", "GuideSpecAreas", "GuideSpecGoldenCases", "GuideSpecPacks",
                "GuideSpecKit",
            ],
            swiftSettings: strictness),
        .target(
            name: "GuideSpecHistory",
            dependencies: [
                "GuideSpecIO", "GuideSpecDisplayText", "GuideSpecDocumentModel", "GuideSpecSpecModel", "GuideSpecExtractors", "GuideSpecProject",
                "GuideSpecSource", "GuideSpecDrift",
            ],
            swiftSettings: strictness),
        // What GuideSpec's executables share on the command line: the run that maps every failure to its exit code.
        .target(
            name: "GuideSpecCommandLine", dependencies: ["GuideSpecIO", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictness),
        .executableTarget(
            name: "guidespec",
            dependencies: [
                "GuideSpecCommandLine", "GuideSpecIO", "GuideSpecSource", "GuideSpecKit", "GuideSpecVocabulary", "GuideSpecProject", "GuideSpecWire",
                "GuideSpecDocumentModel", "GuideSpecDrift", "GuideSpecHistory",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictness),
        .executableTarget(
            name: "guidespec-dev",
            dependencies: [
                "GuideSpecCommandLine", "GuideSpecIO", "GuideSpecKit", "GuideSpecDevTools", "GuideSpecProject", "GuideSpecHistory", "GuideSpecWire",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictness),
        .target(name: "GuideSpecTestSupport", dependencies: ["GuideSpecDocumentModel", "GuideSpecProject"], swiftSettings: strictness),
        // The fuzz targets (`make fuzz` builds them with libFuzzer into .build-fuzz); a plain build makes the seed and replay tool.
        .executableTarget(
            name: "guidespec-fuzz",
            dependencies: [
                "GuideSpecDocumentModel", "GuideSpecMarkdownFrontEnd", "GuideSpecHTMLFrontEnd", "GuideSpecTextFrontEnd", "GuideSpecSpecModel",
                "GuideSpecExtractors", "GuideSpecDrift", "GuideSpecGoldenCases", "GuideSpecWire", "GuideSpecTestSupport",
                "GuideSpecPacks", "GuideSpecHTMLReport", "GuideSpecProject", "GuideSpecCodegen", "GuideSpecSource",
            ],
            swiftSettings: strictness),
        .testTarget(
            name: "GuideSpecConformanceTests",
            dependencies: [
                "GuideSpecConformance", "GuideSpecWire", "GuideSpecCatalogue", "GuideSpecReferenceAdapter", "GuideSpecSwiftStoreObserver",
                "GuideSpecTestSupport",
                "GuideSpecAreas", "GuideSpecPurchaseConformance", "GuideSpecStoreKitObserverConformance",
            ],
            swiftSettings: strictness),
        .testTarget(
            name: "GuideSpecGoldenCasesTests",
            dependencies: [
                "GuideSpecSource", "GuideSpecGoldenCases", "GuideSpecKit", "GuideSpecExtractors", "GuideSpecMarkdownFrontEnd", "GuideSpecCatalogue",
                "GuideSpecConformance", "GuideSpecWire", "GuideSpecReferenceAdapter",
                "GuideSpecSpecModel", "GuideSpecTestSupport", "GuideSpecPacks", "GuideSpecAreas",
            ],
            swiftSettings: strictness),
        .testTarget(
            name: "GuideSpecCodegenTests", dependencies: ["GuideSpecCodegen", "GuideSpecWire", "GuideSpecKit", "GuideSpecTestSupport"],
            swiftSettings: strictness),
        .testTarget(
            name: "GuideSpecGeneratedConformanceTests",
            dependencies: [
                "GuideSpecConformance", "GuideSpecWire", "GuideSpecReferenceAdapter", "GuideSpecGoldenCases", "GuideSpecSpecModel",
                "GuideSpecTestSupport", "GuideSpecPacks",
                "GuideSpecAreas", "GuideSpecPurchaseConformance", "GuideSpecTesting",
            ],
            swiftSettings: strictness),
        .testTarget(
            name: "GuideSpecHarnessTests",
            dependencies: [
                "GuideSpecHarness", "GuideSpecConformance", "GuideSpecProtocol", "GuideSpecWire", "GuideSpecKit", "GuideSpecReferenceAdapter",
                "GuideSpecTestSupport",
                "GuideSpecAreas",
            ],
            exclude: ["Fixtures"], swiftSettings: strictness),
        .testTarget(
            name: "GuideSpecSourceTests", dependencies: ["GuideSpecSource", "GuideSpecDocumentModel", "GuideSpecTestSupport"],
            swiftSettings: strictness),
        .testTarget(name: "GuideSpecIOTests", dependencies: ["GuideSpecIO", "GuideSpecTestSupport"], swiftSettings: strictness),
        .testTarget(name: "GuideSpecWireTests", dependencies: ["GuideSpecWire"], swiftSettings: strictness),
        .testTarget(
            name: "GuideSpecStoreKitObserverPackTests",
            dependencies: ["GuideSpecStoreKitObserverPack", "GuideSpecExtractors", "GuideSpecMarkdownFrontEnd", "GuideSpecSpecModel"],
            swiftSettings: strictness),
        .testTarget(name: "GuideSpecVocabularyTests", dependencies: ["GuideSpecVocabulary"], swiftSettings: strictness),
        .testTarget(name: "GuideSpecProjectTests", dependencies: ["GuideSpecProject", "GuideSpecTestSupport"], swiftSettings: strictness),
        .testTarget(name: "GuideSpecProtocolTests", dependencies: ["GuideSpecProtocol", "GuideSpecWire"], swiftSettings: strictness),
        .testTarget(name: "GuideSpecDisplayTextTests", dependencies: ["GuideSpecDisplayText"], swiftSettings: strictness),
        .testTarget(name: "GuideSpecDocumentModelTests", dependencies: ["GuideSpecDocumentModel"], swiftSettings: strictness),
        .testTarget(
            name: "GuideSpecMarkdownFrontEndTests", dependencies: ["GuideSpecMarkdownFrontEnd", "GuideSpecCParseArena", "GuideSpecTestSupport"],
            swiftSettings: strictness),
        .testTarget(
            name: "GuideSpecHTMLFrontEndTests", dependencies: ["GuideSpecHTMLFrontEnd", "GuideSpecMarkdownFrontEnd", "GuideSpecTestSupport"],
            swiftSettings: strictness),
        .testTarget(
            name: "GuideSpecTextFrontEndTests", dependencies: ["GuideSpecTextFrontEnd", "GuideSpecMarkdownFrontEnd", "GuideSpecTestSupport"],
            swiftSettings: strictness),
        .testTarget(
            name: "GuideSpecExtractorsTests", dependencies: ["GuideSpecExtractors", "GuideSpecMarkdownFrontEnd", "GuideSpecTestSupport"],
            swiftSettings: strictness),
        .testTarget(
            name: "GuideSpecKitTests",
            dependencies: [
                "GuideSpecIO", "GuideSpecSource", "GuideSpecKit", "GuideSpecMarkdownFrontEnd", "GuideSpecHTMLFrontEnd", "GuideSpecTextFrontEnd",
                "GuideSpecExtractors", "GuideSpecTestSupport",
                "GuideSpecPacks", "GuideSpecSpecModel", "GuideSpecStoreKitObserverPack",
            ],
            exclude: ["Fixtures"], swiftSettings: strictness),
        .testTarget(
            name: "GuideSpecDriftTests",
            dependencies: [
                "GuideSpecSource", "GuideSpecDrift", "GuideSpecMarkdownFrontEnd", "GuideSpecTextFrontEnd", "GuideSpecHTMLFrontEnd",
                "GuideSpecExtractors", "GuideSpecTestSupport", "GuideSpecKit",
                "GuideSpecProject",
            ],
            exclude: ["Fixtures"], swiftSettings: strictness),
        .testTarget(
            name: "GuideSpecDriftReportTests",
            dependencies: ["GuideSpecVocabulary", "GuideSpecSource", "GuideSpecDrift", "GuideSpecKit", "GuideSpecTestSupport"],
            exclude: ["Fixtures"], swiftSettings: strictness),
        .testTarget(
            name: "GuideSpecHistoryTests",
            dependencies: ["GuideSpecHistory", "GuideSpecDrift", "GuideSpecKit", "GuideSpecSource", "GuideSpecTestSupport"], swiftSettings: strictness
        ),
        .testTarget(
            name: "GuideSpecHTMLReportTests",
            dependencies: ["GuideSpecSource", "GuideSpecHTMLReport", "GuideSpecDrift", "GuideSpecKit", "GuideSpecHistory", "GuideSpecTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strictness),
        .testTarget(
            name: "GuideSpecCLITests", dependencies: ["guidespec", "guidespec-dev", "GuideSpecIO", "GuideSpecTestSupport"],
            swiftSettings: strictness),
    ]
)
