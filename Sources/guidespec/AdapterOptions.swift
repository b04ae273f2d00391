import ArgumentParser
import GuideSpecKit

/// The adapter to start and how long to wait for it, shared by `conform`, `smoke` and `bench-harness`.
struct AdapterOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The adapter command, run without a shell: 'PROGRAM ARGS…'.",
            discussion: """
                Words are split at spaces; '…' keeps its text literally; "…" too, except that \\" and \\\\ stand for " and \\; \
                outside quotes \\ makes the next character literal. No variables, globs or pipes. Or give only the program \
                and its arguments after `--`: --adapter python3 -- adapter.py --verbose
                """))
    var adapter: String

    @Option(help: "Seconds to wait for the handshake and for each reply (at most a week).", transform: Seconds.parse)
    var timeout: Double = 10

    @Argument(parsing: .postTerminator, help: "Arguments of the adapter program, after `--`.")
    var adapterArguments: [String] = []

    /// The adapter's argument vector; a quoting mistake is a usage error.
    func arguments() throws -> [String] {
        do {
            return try ConformOptions.adapterArguments(adapter, extra: adapterArguments)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
