import ArgumentParser
import Foundation
import GuideSpecIO
import GuideSpecVocabulary

/// One report a run writes: a format, and the file it goes to (nil: standard output).
struct ReportRequest: Equatable {
    var format: ReportFormat
    var file: String?
}

/// The reports of one run as `drift`, `conform`, `history` and `check` name them: `--format FORMAT[=FILE]`, repeatable,
/// and `-o/--output FILE`, the file of the one format named without a file.
enum ReportRequests {
    /// The `--format` help of a command offering `formats`.
    static func help(_ offered: [ReportFormat], default fallback: ReportFormat) -> ArgumentHelp {
        ArgumentHelp(
            """
            A report: FORMAT, or FORMAT=FILE to write it to FILE (repeatable; one FORMAT without a file goes to -o or standard output): \
            \(offered.map(\.rawValue).joined(separator: ", ")) (default: \(fallback.rawValue)).
            """,
            valueName: "format[=file]")
    }

    /// The `-o/--output` help.
    static let outputHelp = ArgumentHelp(
        "Write the one --format named without a file (or the default format) to this file instead of standard output.")

    /// The reports `formats` (the `--format` values) and `output` (`-o`) ask for, in the order given; `fallback` alone
    /// when no `--format` is given. A mistake is a usage error (exit 2): an unknown format, `FORMAT=` with no file,
    /// two formats without a file, `-o` when every format has its own file, two reports into one file.
    static func parse(_ formats: [String], output: String?, offered: [ReportFormat], default fallback: ReportFormat) throws(ValidationError)
        -> [ReportRequest]
    {
        var requests: [ReportRequest] = []
        for value in formats.isEmpty ? [fallback.rawValue] : formats {
            let parts = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let format = ReportFormat(rawValue: parts[0]), offered.contains(format) else {
                // Worded as the parser words any value it refuses.
                throw ValidationError(
                    "The value '\(value)' is invalid for '--format <format>': expected \(offered.map(\.rawValue).joined(separator: ", "))")
            }
            if parts.count == 2 && parts[1].isEmpty {
                throw ValidationError("--format \(value): expected a file name after \"=\", as in --format \(format.rawValue)=FILE")
            }
            requests.append(ReportRequest(format: format, file: parts.count == 2 ? parts[1] : nil))
        }
        let unnamed = requests.filter { $0.file == nil }
        if unnamed.count > 1 {
            throw ValidationError(
                "--format \(unnamed[0].format.rawValue) and --format \(unnamed[1].format.rawValue) both go to \(output ?? "standard output"): "
                    + "give all but one a file, as in --format \(unnamed[1].format.rawValue)=FILE")
        }
        if let output {
            guard let index = requests.firstIndex(where: { $0.file == nil }) else {
                throw ValidationError("-o \(output) is the file of a --format given without one, and every --format here names its file")
            }
            requests[index].file = output
        }
        var files: Set<String> = []
        for file in requests.compactMap(\.file) {
            let same = URL(fileURLWithPath: file).standardizedFileURL.path
            guard files.insert(same).inserted else {
                throw ValidationError("two reports would be written to \(file): give each --format its own file")
            }
        }
        return requests
    }

    /// Checks, before the run, that every requested file can be written (`WritePlan.check(toFile:)`).
    static func checkFiles(_ requests: [ReportRequest]) throws(GuideSpecFailure) {
        for file in requests.compactMap(\.file) { try WritePlan.check(toFile: file) }
    }

    /// Plans each report that goes to a file into `plan`, rendered by `render`, and returns the report for standard
    /// output (nil when every report goes to a file). Each format is rendered once.
    static func plan(_ requests: [ReportRequest], into plan: inout WritePlan, render: (ReportFormat) throws -> String) throws -> String? {
        var standardOutput: String?
        for request in requests {
            let text = try render(request.format)
            if let file = request.file {
                try plan.write(Data(text.utf8), toFile: file)
            } else {
                standardOutput = text
            }
        }
        return standardOutput
    }
}
