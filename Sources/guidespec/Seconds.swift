import ArgumentParser
import GuideSpecHarness

/// A number of seconds given on the command line (`--timeout`, `--deadline`), checked for range where it is parsed: a value
/// no clock can hold (`inf`, `1e308`), zero, a negative number or NaN is a usage error (exit 2), never a crash later.
enum Seconds {
    /// The seconds `argument` gives; throws the usage error that names the range.
    static func parse(_ argument: String) throws -> Double {
        guard let seconds = Double(argument), HarnessOptions.isWait(seconds) else {
            throw ValidationError("expected a number of seconds more than 0 and at most \(Int(HarnessOptions.longestWait)) (a week)")
        }
        return seconds
    }
}
