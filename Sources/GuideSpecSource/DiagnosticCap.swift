public import GuideSpecIO
public import GuideSpecDocumentModel

/// Keeps at most `InputLimits.diagnosticsPerRule` diagnostics of each rule and file, and says how many were left out,
/// so that one page cannot flood standard error or its spec with millions of identical warnings.
public enum DiagnosticCap {
    /// The rule of the note that counts what was left out.
    public static let rule = "diagnostics.capped"

    /// The first `limit` diagnostics of each (file, rule), in their order, each capped rule followed by one note.
    public static func apply(_ diagnostics: [Diagnostic], limit: Int = InputLimits.diagnosticsPerRule) -> [Diagnostic] {
        var counts: [Key: Int] = [:]
        for diagnostic in diagnostics { counts[Key(diagnostic), default: 0] += 1 }
        guard counts.values.contains(where: { $0 > limit }) else { return diagnostics }
        var kept: [Key: Int] = [:]
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            let key = Key(diagnostic)
            let seen = kept[key, default: 0]
            kept[key] = seen + 1
            if seen < limit { result.append(diagnostic) }
            if seen == limit { result.append(note(for: diagnostic, omitted: counts[key, default: 0] - limit, limit: limit)) }
        }
        return result
    }

    /// The note standing for the diagnostics of `first`'s rule left out, at the line of the first one left out.
    static func note(for first: Diagnostic, omitted: Int, limit: Int) -> Diagnostic {
        Diagnostic(
            .note, rule: rule, file: first.file, line: first.line,
            "\(omitted) more \(first.severity.rawValue)s of rule \(first.rule) from here on are not shown (the first \(limit) are)")
    }

    private struct Key: Hashable {
        var file: String
        var rule: String
        init(_ diagnostic: Diagnostic) {
            file = diagnostic.file
            rule = diagnostic.rule
        }
    }
}
