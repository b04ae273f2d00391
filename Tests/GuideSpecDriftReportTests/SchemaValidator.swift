import Foundation
import GuideSpecTestSupport

/// Validates JSON against the SARIF 2.1.0 schema in Fixtures with Python's `jsonschema`, using the draft the
/// schema declares; scripts/bootstrap installs the module.
enum SchemaValidator {
    struct Result {
        var status: Int32
        var output: String
    }

    static let schema = Paths.packageRoot.appendingPathComponent("Tests/GuideSpecDriftReportTests/Fixtures/sarif-schema-2.1.0.json")

    /// Exit status 0 with no output when valid, 1 with one `path: message` line per violation, 3 when jsonschema is missing.
    static func validate(_ json: String) throws -> Result {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-sarif-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema.path, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    private static let script = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            print("python3 cannot import jsonschema: run scripts/bootstrap (it installs python3-jsonschema)")
            sys.exit(3)
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        validator_class = jsonschema.validators.validator_for(schema)
        validator_class.check_schema(schema)
        validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
        errors = sorted(validator.iter_errors(json.load(open(sys.argv[2], encoding="utf-8"))), key=lambda e: list(map(str, e.path)))
        for error in errors:
            print("/".join(map(str, error.path)) + ": " + error.message)
        sys.exit(1 if errors else 0)
        """
}
