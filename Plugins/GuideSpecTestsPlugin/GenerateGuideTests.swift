import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-guide-tests --target T`: writes GuideSpec's conformance
/// suites for one platform into test target T's `Generated` folder, from the golden files GuideSpec ships or, with
/// `--golden FOLDER`, from a guide's own golden folder.
///
/// A command plugin rather than a build-tool plugin: the suites are checked in and reviewed like any source, a build never
/// rewrites them behind the user's back, and `--check` lets CI fail when they lag behind a GuideSpec update. It runs
/// `guidespec-generate-tests`, which links neither libxml2 nor cmark-gfm.
@main
struct GenerateGuideTests: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        let platform = extractor.extractOption(named: "platform").last ?? "ios"
        let goldenOption = extractor.extractOption(named: "golden").last
        let check = extractor.extractFlag(named: "check") > 0
        guard targets.count == 1, let name = targets.first else {
            throw PluginFailure("pass --target NAME: the one test target that gets the generated suites")
        }
        guard extractor.remainingArguments.isEmpty else {
            throw PluginFailure(
                "unknown arguments \(extractor.remainingArguments); expected --target NAME [--platform P] [--golden FOLDER] [--check]")
        }
        guard let target = try context.package.targets(named: [name]).first as? SwiftSourceModuleTarget, target.kind == .test else {
            throw PluginFailure("\(name) is not a Swift test target of \(context.package.displayName)")
        }
        let guideSpec = Self.guideSpecDirectory
        var command = "swift package --allow-writing-to-package-directory generate-guide-tests --target \(name)"
        if platform != "ios" { command += " --platform \(platform)" }
        // A guide's golden folder is named as the user named it, relative to the package, and its guide files are cited from
        // the folder above it (where `guidespec golden record` ran); GuideSpec's own guide files are cited from its folder,
        // which the suites find when they run. Either way the same words give the same files on every machine, whatever the
        // path of GuideSpec's checkout.
        let golden: URL
        let root: [String]
        if let goldenOption {
            command += " --golden \(goldenOption)"
            golden =
                goldenOption.hasPrefix("/") ? URL(fileURLWithPath: goldenOption) : context.package.directoryURL.appendingPathComponent(goldenOption)
            var spelled = Substring(goldenOption)
            while spelled.count > 1, spelled.hasSuffix("/") { spelled = spelled.dropLast() }
            let above = spelled.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            root = ["--guide-root", above.isEmpty ? "" : above + "/"]
        } else {
            golden = guideSpec.appendingPathComponent("golden")
            root = ["--guide-root-is-guide-spec"]
        }
        var toolArguments =
            [
                "--golden", golden.path,
                "--output", target.directoryURL.appendingPathComponent("Generated").path,
                "--platform", platform,
                "--regenerate-command", command,
            ] + root
        if check { toolArguments.append("--check") }
        let process = Process()
        process.executableURL = try context.tool(named: "guidespec-generate-tests").url
        process.arguments = toolArguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginFailure("guidespec-generate-tests ended with status \(process.terminationStatus)")
        }
    }

    /// GuideSpec's own folder (a path dependency's folder or its checkout under `.build/checkouts`): this file lies in
    /// `Plugins/GuideSpecTestsPlugin/` of it.
    static var guideSpecDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}

/// Why the plugin stopped, in one line.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
