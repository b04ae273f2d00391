import ArgumentParser
import GuideSpecWire

/// The vocabulary's words as command-line values: each is parsed where it enters, so that a command only ever holds typed
/// values, and a word it does not take is a usage error (exit 2) saying what it takes.
enum VocabularyArguments {
    /// `--format`'s value for a command that offers `offered`.
    static func format(offering offered: [ReportFormat]) -> @Sendable (String) throws -> ReportFormat {
        { name in
            guard let format = ReportFormat(rawValue: name), offered.contains(format) else {
                throw ValidationError("expected \(offered.map(\.rawValue).joined(separator: ", "))")
            }
            return format
        }
    }

    /// `--platform`'s value.
    @Sendable static func platform(_ id: String) throws -> Platform {
        do {
            return try Platform(id)
        } catch {
            throw ValidationError(error.message)
        }
    }
}
