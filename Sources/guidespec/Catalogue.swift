import GuideSpecIO
import ArgumentParser
import GuideSpecKit
import GuideSpecWire

extension GuideSpecCommand {
    /// `guidespec catalogue`: a snapshot of one platform's catalogue as Swift source, taken on purpose.
    struct Catalogue: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "catalogue",
            abstract: "Write one platform's catalogue of the specs (errors, value objects, enums, methods, stores) as Swift source.",
            discussion: """
                An implementation can compile such a snapshot in and answer the catalogue areas from it, as GuideSpec's reference \
                adapter does; when the guide changes, it fails the changed cases until the snapshot is taken again with this command \
                (the file's first line says how), as an SDK release lags its guide.
                """)

        @Option(help: "The folder of spec files (*.json).")
        var specs = TestGeneration.defaultSpecs

        @Option(help: "The platform, by its id in the guide's project file (such as ios).", transform: VocabularyArguments.platform)
        var platform = AdapterHello.defaultPlatform

        @Option(help: "The name of the static constant on PlatformCatalogue.")
        var constant: String

        @Option(name: [.short, .customLong("output")], help: "The Swift file to write.")
        var output: String

        @Flag(help: "Report what would change without writing.")
        var dryRun = false

        @OptionGroup var project: ProjectOptions

        func run() throws {
            let plan = try CatalogueSnapshotRun.plan(
                specs: specs, platform: platform, constant: constant, output: output, options: try project.settings().goldenCaseOptions)
            let changes = dryRun ? try plan.preview() : try plan.commit()
            try StandardStreams.output(changes.map { "\($0.outcome.rawValue)\(dryRun ? " (dry run)" : ""): \($0.path)\n" }.joined())
        }
    }
}
