import Foundation
import Testing
import GuideSpecTestSupport

/// The README's "Checking a Swift SDK with the generated suites", followed literally in packages of their own: one that
/// depends on this checkout by path, one by URL (a `file://` git repository holding this checkout's files). The plugin
/// writes the suites without building libxml2 or cmark-gfm, `--check` agrees and then shows a diff, one case can be
/// selected, the xUnit report lists every case, failures cite guide files that open from the consumer's package, the two
/// dependencies give the same generated files, and a whole guide's largest platform builds.
///
/// The consumers live in a folder named after this checkout, kept between runs so that their builds are incremental (the
/// first run builds swift-argument-parser and the code generator, a few minutes on two cores for each).
@Suite(.serialized) struct ConsumerPackageTests {
    /// `<tmp>/guidespec-consumer-<checkout>`: `GuideSpec` (a link to this checkout), `MySDK` beside it, `MySDK-url` and
    /// `url/GuideSpec` (the repository it depends on), `guide` (a copy of the public guide with its golden cases).
    static let root = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-consumer-" + stableHash(Paths.packageRoot.path))
    static let package = root.appendingPathComponent("MySDK")
    static let generated = package.appendingPathComponent("Tests/MySDKConformanceTests/Generated")
    static let plugin = ["package", "--allow-writing-to-package-directory", "generate-guide-tests", "--target", "MySDKConformanceTests"]
    /// The README's two dependency lines, which each consumer replaces with its own.
    static let readmeDependencies =
        """
                .package(url: \"https://github.com/<owner>/GuideSpec.git\", branch: \"main\"),\n        // or a checkout beside your package: \
        .package(path: \"../GuideSpec\"),\n
        """

    @Test func theReadmeStepsWorkInANewPackage() throws {
        try Self.writePathConsumer()
        let generate = try Self.swift(Self.plugin)
        #expect(generate.status == 0, "\(generate.output)")
        let header = try String(contentsOf: Self.generated.appendingPathComponent("IosPurchaseIosErrorCodesTests.swift"), encoding: .utf8)
            .split(separator: "\n").prefix(2)
        #expect(
            header.last
                == "// Regenerate with: swift package --allow-writing-to-package-directory generate-guide-tests --target MySDKConformanceTests")
        #expect(try Self.swift(Self.plugin + ["--check"]).status == 0, "the files just written are up to date")
        let before = try FileManager.default.contentsOfDirectory(atPath: Self.generated.path).sorted()
        let none = try Self.swift(Self.plugin + ["--platform", "unity"])
        #expect(none.status != 0, "GuideSpec's own golden files hold no Unity case")
        #expect(
            none.output.contains("guidespec-generate-tests: --platform unity: no golden case is written for it; the cases are for ios"),
            "\(none.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: Self.generated.path).sorted() == before, "nothing removed or written")

        let build = try Self.swift(["build", "--build-tests"])
        #expect(build.status == 0, "\(build.output)")
        #expect(Self.linkedModules(Self.cModules, in: Self.package).isEmpty, "compiled for the consumer")

        let one = try Self.swift(["test", "--skip-build", "--filter", "ios-purchase/ios/error-codes/4002"])
        #expect(one.status == 0, "\(one.output)")
        #expect(one.output.contains("Test run with 1 test in 1 suite passed"))

        let report = Self.root.appendingPathComponent("report.xml")
        let all = try Self.swift(["test", "--skip-build", "--xunit-output", report.path])
        #expect(all.status != 0, "the example SDK lacks most errors: its run fails")
        let cases = try FileManager.default.contentsOfDirectory(atPath: Self.generated.path).filter { $0.hasPrefix("IosPurchaseIos") }
            .map {
                try String(contentsOf: Self.generated.appendingPathComponent($0), encoding: .utf8).components(separatedBy: "\n    func `").count - 1
            }
            .reduce(0, +)
        let xml = try String(contentsOf: Self.root.appendingPathComponent("report-swift-testing.xml"), encoding: .utf8)
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == cases + 1, "one test case per golden case, and the known-issues check")
        let citation = try #require(
            all.output.split(separator: "\n").first { $0.contains("  guide zh ") && $0.contains("TCGB_ERROR_PURCHASE_INACTIVE_PRODUCT_ID") })
        let path = String(try #require(citation.split(separator: " ").dropFirst(2).first).split(separator: ":")[0])
        #expect(FileManager.default.fileExists(atPath: Self.package.appendingPathComponent(path).path), "\(path) opens from the package")
        for known in ["TCGB_ERROR_PURCHASE_LIMIT_EXCEEDED", "4007"] {
            let listed = all.output.split(separator: "\n").first { $0.contains("Test \"ios-purchase/ios/error-codes/\(known)\" passed") }
            #expect(listed?.hasSuffix("with 1 known issue.") == true, "the README's known issue fails as listed: \(listed ?? "\(known) not run")")
        }

        let suite = Self.generated.appendingPathComponent("IosPurchaseIosErrorCodesTests.swift")
        let text = try String(contentsOf: suite, encoding: .utf8)
        try Data(text.replacingOccurrences(of: #"expected: ["code": 4002]"#, with: #"expected: ["code": 4012]"#).utf8).write(to: suite)
        let stale = try Self.swift(Self.plugin + ["--check"])
        #expect(stale.status != 0)
        #expect(stale.output.contains(#"-        expected: ["code": 4012],"#) && stale.output.contains(#"+        expected: ["code": 4002],"#))
        #expect(try Self.swift(Self.plugin).status == 0)
        #expect(try String(contentsOf: suite, encoding: .utf8) == text, "generating again restores the file")
    }

    /// The same steps with a URL dependency: SwiftPM clones GuideSpec into `.build/checkouts/GuideSpec`, the plugin runs
    /// from there, still without libxml2 or cmark-gfm, and failures cite the guide files of that checkout.
    @Test func theReadmeStepsWorkWithAURLDependency() throws {
        let repository = try Self.repositoryOfThisCheckout()
        let consumer = Self.root.appendingPathComponent("MySDK-url")
        try Self.writeConsumer(in: consumer, dependency: ".package(url: \"\(repository.absoluteString)\", branch: \"main\")")
        let update = try Self.swift(["package", "update", "guidespec"], in: consumer)
        #expect(update.status == 0, "\(update.output)")
        let generate = try Self.swift(Self.plugin, in: consumer)
        #expect(generate.status == 0, "\(generate.output)")
        #expect(try Self.swift(Self.plugin + ["--check"], in: consumer).status == 0, "the files just written are up to date")
        let generated = consumer.appendingPathComponent("Tests/MySDKConformanceTests/Generated")
        let support = try String(contentsOf: generated.appendingPathComponent("GoldenCase+Testing.swift"), encoding: .utf8)
        #expect(
            support.contains("static let runner = GuideCaseRunner(guideRoot: GuideCaseRunner.guideSpecCheckout, implementation: adapterUnderTest)"))
        // The path dependency's plugin writes the same bytes: no file depends on where GuideSpec is checked out, so a laptop
        // with a path dependency and CI with a URL one agree under --check.
        try Self.writePathConsumer()
        #expect(try Self.swift(Self.plugin).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted()
        #expect(names == (try FileManager.default.contentsOfDirectory(atPath: Self.generated.path).sorted()))
        for name in names {
            let url = try Data(contentsOf: generated.appendingPathComponent(name))
            #expect(
                url == (try Data(contentsOf: Self.generated.appendingPathComponent(name))), "\(name) differs between the URL and the path dependency")
        }

        let build = try Self.swift(["build", "--build-tests"], in: consumer)
        #expect(build.status == 0, "\(build.output)")
        #expect(Self.linkedModules(Self.cModules, in: consumer).isEmpty, "compiled for the consumer")

        let one = try Self.swift(["test", "--skip-build", "--filter", "ios-purchase/ios/error-codes/4002"], in: consumer)
        #expect(one.status == 0, "\(one.output)")
        #expect(one.output.contains("Test run with 1 test in 1 suite passed"))
        let wrong = try Self.swift(["test", "--skip-build", "--filter", "ios-purchase/ios/error-codes/4005"], in: consumer)
        #expect(wrong.status != 0, "the example SDK has no error 4005")
        let citation = try #require(wrong.output.split(separator: "\n").first { $0.hasPrefix("  guide zh ") })
        let path = String(try #require(citation.split(separator: " ").dropFirst(2).first).split(separator: ":")[0])
        #expect(path.hasPrefix(".build/checkouts/GuideSpec/guides/zh/"), "\(citation)")
        #expect(FileManager.default.fileExists(atPath: consumer.appendingPathComponent(path).path), "\(path) opens from the package")
    }

    /// Issue 29: the plugin, pointed at a whole guide's golden folder, writes suites that build and run in a consumer package.
    /// The public Gamebase guide's Unreal cases (1,274, its largest platform) were once one array literal per page and area,
    /// which the compiler could not type-check within the machine's memory (22.7 GB for Unity's test target); each case is
    /// now a constant of its own beside its test, and a suite of more than 100 cases continues in `Name+2.swift`, ….
    /// Skipped, with a message, without ../shared.
    @Test func aWholeGuidesLargestPlatformBuildsAndRuns() throws {
        guard Paths.corpusAvailable else {
            print("skipped: ../shared/corpus is absent; the guide whose Unreal suites are built is there")
            return
        }
        let guide = Self.root.appendingPathComponent("guide")
        try? FileManager.default.removeItem(at: guide)
        try GuideCorpusCasesCLITests.copyGuide(to: guide)
        let record = try CLITests.run(["golden", "record"], in: guide, environment: ["CI": nil])
        #expect(record.exitCode == 0, "\(record.standardError)")
        try Self.writePathConsumer()
        let generate = try Self.swift(Self.plugin + ["--platform", "unreal", "--golden", "../guide/golden"])
        #expect(generate.status == 0, "\(generate.output)")
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.generated.path)
            .filter { $0.hasSuffix("Tests.swift") || $0.contains("Tests+") }
        let tests = try names.map {
            try String(contentsOf: Self.generated.appendingPathComponent($0), encoding: .utf8).components(separatedBy: "\n    func `").count - 1
        }
        #expect(tests.reduce(0, +) == 1274, "one test per Unreal case: the README's count")
        #expect(tests.max() == 100, "no file holds more than 100 cases")
        // The README's row of the Unreal suites: cases, tests (and the known-issue check), files, lines.
        let all = try FileManager.default.contentsOfDirectory(atPath: Self.generated.path)
        let lines = try all.map { name in try Data(contentsOf: Self.generated.appendingPathComponent(name)).count { $0 == 10 } }.reduce(0, +)
        let readme = try String(contentsOf: Paths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let row = "| unreal | 1,274 | 1,275 | \(all.count) | \(lines / 1000),\(String(lines % 1000 + 1000).dropFirst()) |"
        #expect(readme.split(separator: "\n").contains { $0 == row }, "README.md's generated suites per platform: \(row)")
        #expect(names.contains("ErrorCodeUnrealErrorCodesTests+2.swift"), "\(names.sorted())")

        let build = try Self.swift(["build", "--build-tests"])
        #expect(build.status == 0, "\(build.output)")
        // The error-code page's unknown code is the last of its 184 cases: a test of an extension in a second file, run with
        // the suite's traits; the example SDK names no code 98765, as the guide demands.
        let one = try Self.swift(["test", "--skip-build", "--filter", "error-code/unreal/error-codes/unknown-code"])
        #expect(one.status == 0, "\(one.output)")
        #expect(one.output.contains("Test run with 1 test in 1 suite passed"), "\(one.output)")
    }

    /// `MySDK`, the README's package with a path dependency on `../GuideSpec`, a link to this checkout.
    static func writePathConsumer() throws {
        try writeConsumer(in: package, dependency: ".package(path: \"../GuideSpec\")")
        let link = root.appendingPathComponent("GuideSpec")
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != Paths.packageRoot.path {
            try? FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: Paths.packageRoot.path)
        }
    }

    /// `url/GuideSpec`, a git repository whose `main` holds this checkout's files as they are now (tracked or not, but not
    /// ignored), committed anew only when they changed, so that a URL dependency on it builds what is being tested.
    static func repositoryOfThisCheckout() throws -> URL {
        let repository = root.appendingPathComponent("url/GuideSpec")
        let git = ["git", "-c", "user.name=GuideSpec tests", "-c", "user.email=tests@guidespec.invalid"]
        if !FileManager.default.fileExists(atPath: repository.appendingPathComponent(".git").path) {
            try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
            #expect(try run("/usr/bin/env", git + ["init", "-q", "-b", "main"], in: repository).status == 0)
        }
        let snapshot = git + ["--git-dir", repository.appendingPathComponent(".git").path, "--work-tree", Paths.packageRoot.path]
        let add = try run("/usr/bin/env", snapshot + ["add", "-A"], in: Paths.packageRoot)
        #expect(add.status == 0, "\(add.output)")
        if try run("/usr/bin/env", snapshot + ["diff", "--cached", "--quiet", "HEAD"], in: Paths.packageRoot).status != 0 {
            let commit = try run("/usr/bin/env", snapshot + ["commit", "-q", "-m", "this checkout's files"], in: Paths.packageRoot)
            #expect(commit.status == 0, "\(commit.output)")
        }
        return repository
    }

    /// GuideSpec's modules that read guides or speak the adapter protocol, the C libraries they link, and the pipeline side
    /// of the packs: none is built for a consumer.
    static let cModules = [
        "GuideSpecCCmarkGFM", "GuideSpecCLibXML2", "GuideSpecCJansson", "GuideSpecMarkdownFrontEnd", "GuideSpecHTMLFrontEnd", "GuideSpecProtocol",
        "GuideSpecKit", "GuideSpecExtractors", "GuideSpecPacks", "GuideSpecPurchasePack", "GuideSpecStoreKitObserverPack",
    ]

    /// Targets of the consumer's own named as GuideSpec's pipeline targets were once named; SwiftPM refuses a graph in which
    /// two packages declare the same target name, so the consumer builds only because every GuideSpec target is prefixed.
    static let consumerTargetsOfCommonNames = ["Drift", "Codegen"]

    /// The README's Package.swift, with `dependency` for its two dependency lines and two targets of common names, and
    /// hand-written test file, and an SDK with two error constants, in the consumer package `folder`.
    static func writeConsumer(in folder: URL, dependency: String) throws {
        let readme = try String(contentsOf: Paths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Checking a Swift SDK with the generated suites").dropFirst().first)
        let blocks = section.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        try #require(blocks.count >= 2)
        #expect(blocks[0].contains(readmeDependencies), "the README's manifest names both dependency forms")
        let ownTargets = consumerTargetsOfCommonNames.map { "        .target(name: \"\($0)\"),\n" }.joined()
        let manifest = blocks[0].replacingOccurrences(of: readmeDependencies, with: "        \(dependency),\n")
            .replacingOccurrences(of: "    ]\n)\n", with: ownTargets + "    ]\n)\n")
        #expect(manifest.contains(dependency) && manifest.contains(".target(name: \"Codegen\")"))
        let sdk = """
            /// The purchase error constants of MySDK and their codes.
            public enum PurchaseErrors {
                public static let codes: [String: Int] = ["TCGB_ERROR_PURCHASE_NOT_INITIALIZED": 4001, "TCGB_ERROR_PURCHASE_USER_CANCELED": 4002]
            }

            """
        try write(manifest, to: folder.appendingPathComponent("Package.swift"))
        try write(sdk, to: folder.appendingPathComponent("Sources/MySDK/PurchaseErrors.swift"))
        for name in consumerTargetsOfCommonNames {
            try write(
                "/// A module of the consumer's own.\npublic enum \(name)Marker {}\n",
                to: folder.appendingPathComponent("Sources/\(name)/\(name)Marker.swift"))
        }
        try write(blocks[1], to: folder.appendingPathComponent("Tests/MySDKConformanceTests/AdapterUnderTest.swift"))
    }

    /// A name for `text` that is the same in every run (FNV-1a, base 36), unlike `hashValue`.
    static func stableHash(_ text: String) -> String {
        String(text.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }, radix: 36)
    }

    /// Writes `text` to `url` when it differs from what is there, so that the consumer's build stays incremental.
    static func write(_ text: String, to url: URL) throws {
        guard (try? String(contentsOf: url, encoding: .utf8)) != text else { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Those of `modules` for which object files were built in the consumer package `folder`.
    static func linkedModules(_ modules: [String], in folder: URL) -> [String] {
        modules.filter { module in
            let objects = folder.appendingPathComponent(".build/debug/\(module).build")
            return ((try? FileManager.default.contentsOfDirectory(atPath: objects.path)) ?? []).contains { $0.hasSuffix(".o") }
        }
    }

    /// Runs `swift ARGUMENTS` in the consumer package `folder` (the path consumer unless told); its standard output and
    /// error, together, go through a file.
    static func swift(_ arguments: [String], in folder: URL = package) throws -> (status: Int32, output: String) {
        try run("/usr/bin/env", ["swift"] + arguments, in: folder)
    }

    /// Runs `program ARGUMENTS` in `folder`; its standard output and error, together, go through a file.
    static func run(_ program: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let log = root.appendingPathComponent("run.log")
        try Data().write(to: log)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }
}
