public import Foundation

/// The Swift compiler's parser, for tests that check generated source parses: `swiftc -parse` on PATH.
public enum SwiftParser {
    /// The `swiftc` found on PATH, or nil.
    public static let compiler: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// What `swiftc -parse FILES` says: nil when every file parses, else its error lines.
    public static func errors(parsing files: [URL]) throws -> String? {
        guard let compiler else { return "swiftc is not on PATH" }
        let process = Process()
        process.executableURL = compiler
        process.arguments = ["-parse"] + files.map(\.path)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : String(decoding: said, as: UTF8.self)
    }
}
