import Foundation
import Testing
import TestSupport

/// The README's "Checking a Swift SDK with the generated suites", followed literally in a package of its own that depends
/// on this checkout by path: the plugin writes the suites without building libxml2 or cmark-gfm, `--check` agrees and then
/// shows a diff, one case can be selected, the xUnit report lists every case, and failures cite guide files that open from
/// the consumer's package.
///
/// The consumer lives in a folder named after this checkout, kept between runs so that its build is incremental (the first
/// run builds swift-argument-parser and the code generator, a few minutes on two cores).
@Suite(.serialized) struct ConsumerPackageTests {
    /// `<tmp>/guidespec-consumer-<checkout>`: `GuideSpec` (a link to this checkout) and `MySDK` beside it.
    static let root = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-consumer-" + stableHash(Paths.packageRoot.path))
    static let package = root.appendingPathComponent("MySDK")
    static let generated = package.appendingPathComponent("Tests/MySDKConformanceTests/Generated")
    static let plugin = ["package", "--allow-writing-to-package-directory", "generate-guide-tests", "--target", "MySDKConformanceTests"]

    @Test func theReadmeStepsWorkInANewPackage() throws {
        try Self.writeConsumer()
        let generate = try Self.swift(Self.plugin)
        #expect(generate.status == 0, "\(generate.output)")
        let header = try String(contentsOf: Self.generated.appendingPathComponent("IosPurchaseIosErrorCodesTests.swift"), encoding: .utf8)
            .split(separator: "\n").prefix(2)
        #expect(header.last == "// Regenerate with: swift package --allow-writing-to-package-directory generate-guide-tests --target MySDKConformanceTests")
        #expect(try Self.swift(Self.plugin + ["--check"]).status == 0, "the files just written are up to date")

        let build = try Self.swift(["build", "--build-tests"])
        #expect(build.status == 0, "\(build.output)")
        for module in ["CCmarkGFM", "CLibXML2", "CJansson", "MarkdownFrontEnd", "HTMLFrontEnd", "GuideSpecProtocol", "GuideSpecKit"] {
            #expect(Self.objectFiles(of: module).isEmpty, "\(module) was compiled for the consumer")
        }

        let one = try Self.swift(["test", "--skip-build", "--filter", "ios-purchase/ios/error-codes/4002"])
        #expect(one.status == 0, "\(one.output)")
        #expect(one.output.contains("Test run with 1 test in 1 suite passed"))

        let report = Self.root.appendingPathComponent("report.xml")
        let all = try Self.swift(["test", "--skip-build", "--xunit-output", report.path])
        #expect(all.status != 0, "the example SDK lacks most errors: its run fails")
        let cases = try FileManager.default.contentsOfDirectory(atPath: Self.generated.path).filter { $0.hasPrefix("IosPurchaseIos") }
            .map { try String(contentsOf: Self.generated.appendingPathComponent($0), encoding: .utf8).components(separatedBy: "\n    func `").count - 1 }
            .reduce(0, +)
        let xml = try String(contentsOf: Self.root.appendingPathComponent("report-swift-testing.xml"), encoding: .utf8)
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == cases + 1, "one test case per golden case, and the known-issues check")
        let citation = try #require(all.output.split(separator: "\n").first { $0.contains("  guide zh ") && $0.contains("TCGB_ERROR_PURCHASE_INACTIVE_PRODUCT_ID") })
        let path = String(try #require(citation.split(separator: " ").dropFirst(2).first).split(separator: ":")[0])
        #expect(FileManager.default.fileExists(atPath: URL(fileURLWithPath: path, relativeTo: Self.package).path), "\(path) opens from the package")
        let listed = all.output.split(separator: "\n").first { $0.contains("Test \"ios-purchase/ios/error-codes/TCGB_ERROR_PURCHASE_LIMIT_EXCEEDED\" passed") }
        #expect(listed?.hasSuffix("with 1 known issue.") == true, "the README's known issue fails as listed: \(listed ?? "not run")")

        let suite = Self.generated.appendingPathComponent("IosPurchaseIosErrorCodesTests.swift")
        let text = try String(contentsOf: suite, encoding: .utf8)
        try Data(text.replacingOccurrences(of: #"expected: ["code": 4002]"#, with: #"expected: ["code": 4012]"#).utf8).write(to: suite)
        let stale = try Self.swift(Self.plugin + ["--check"])
        #expect(stale.status != 0)
        #expect(stale.output.contains(#"-            expected: ["code": 4012],"#) && stale.output.contains(#"+            expected: ["code": 4002],"#))
        #expect(try Self.swift(Self.plugin).status == 0)
        #expect(try String(contentsOf: suite, encoding: .utf8) == text, "generating again restores the file")
    }

    /// The README's Package.swift (depending by path) and hand-written test file, and an SDK with two error constants.
    static func writeConsumer() throws {
        let readme = try String(contentsOf: Paths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Checking a Swift SDK with the generated suites").dropFirst().first)
        let blocks = section.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        try #require(blocks.count >= 2)
        let manifest = blocks[0].replacingOccurrences(
            of: "        .package(url: \"https://github.com/<owner>/GuideSpec.git\", branch: \"main\"),\n        // or a checkout beside your package: .package(path: \"../GuideSpec\"),\n",
            with: "        .package(path: \"../GuideSpec\"),\n")
        #expect(manifest.contains(".package(path: \"../GuideSpec\")"), "the README's manifest names both dependency forms")
        let sdk = """
            /// The purchase error constants of MySDK and their codes.
            public enum PurchaseErrors {
                public static let codes: [String: Int] = ["TCGB_ERROR_PURCHASE_NOT_INITIALIZED": 4001, "TCGB_ERROR_PURCHASE_USER_CANCELED": 4002]
            }

            """
        try write(manifest, to: "MySDK/Package.swift")
        try write(sdk, to: "MySDK/Sources/MySDK/PurchaseErrors.swift")
        try write(blocks[1], to: "MySDK/Tests/MySDKConformanceTests/AdapterUnderTest.swift")
        let link = root.appendingPathComponent("GuideSpec")
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != Paths.packageRoot.path {
            try? FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: Paths.packageRoot.path)
        }
    }

    /// A name for `text` that is the same in every run (FNV-1a, base 36), unlike `hashValue`.
    static func stableHash(_ text: String) -> String {
        String(text.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }, radix: 36)
    }

    /// Writes `text` under `root` when it differs from what is there, so that the consumer's build stays incremental.
    static func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        guard (try? String(contentsOf: url, encoding: .utf8)) != text else { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The object files built for `module` in the consumer.
    static func objectFiles(of module: String) -> [String] {
        let folder = package.appendingPathComponent(".build/debug/\(module).build")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".o") }
    }

    /// Runs `swift ARGUMENTS` in the consumer package; its standard output and error, together, go through a file.
    static func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let log = root.appendingPathComponent("swift.log")
        try Data().write(to: log)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = package
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }
}
