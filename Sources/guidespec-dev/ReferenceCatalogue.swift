import ArgumentParser
import GuideSpecDevTools
import GuideSpecIO

extension GuideSpecDevCommand {
    /// `guidespec-dev reference-catalogue`: takes the reference adapter's catalogue snapshot again from `spec/`.
    struct ReferenceCatalogue: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reference-catalogue",
            abstract: "Take the reference adapter's catalogue snapshot (\(GuideSpecDevTools.ReferenceCatalogue.output)) again from spec/.",
            discussion: """
                The reference adapter answers the catalogue areas from this snapshot. When the guide changes, the reference fails \
                the changed cases (guidespec check) until someone takes a new snapshot with this command, as an SDK release lags its guide.
                """)

        @Flag(help: "Report what would change without writing.")
        var dryRun = false

        func run() throws {
            let plan = try GuideSpecDevTools.ReferenceCatalogue.plan(options: try GuideSpecDevCommand.project().goldenCaseOptions)
            let changes = dryRun ? try plan.preview() : try plan.commit()
            try StandardStreams.output(changes.map { "\($0.outcome.rawValue)\(dryRun ? " (dry run)" : ""): \($0.path)\n" }.joined())
        }
    }
}
