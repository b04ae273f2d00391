public import Foundation
import GuideSpecIO

extension DriftBaseline {
    /// Reads a baseline file's bytes, refusing anything but well-formed JSON of a known version whose every entry
    /// has a fingerprint, rule, page, subject and reason.
    public static func decode(from data: Data, file: String) throws(DriftBaselineError) -> DriftBaseline {
        if let offset = firstInvalidUTF8(in: data) {
            throw DriftBaselineError(file: file, line: JSONTextPosition.line(ofOffset: offset, in: data), Messages.notUTF8)
        }
        do {
            _ = try JSONSerialization.jsonObject(with: data)
        } catch {
            let offset = JSONTextPosition.offset(inParserMessage: (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String)
            throw DriftBaselineError(file: file, line: JSONTextPosition.line(ofOffset: offset ?? data.count, in: data), Messages.notJSON)
        }
        let raw: RawBaseline
        do {
            raw = try JSONDecoder().decode(RawBaseline.self, from: data)
        } catch let DecodingError.typeMismatch(type, context) {
            throw DriftBaselineError(file: file, Messages.wrongType(path: context.codingPath, expected: type))
        } catch {
            throw DriftBaselineError(file: file, Messages.notABaseline)
        }
        guard let version = raw.version else { throw DriftBaselineError(file: file, Messages.noVersion) }
        guard version == currentVersion else { throw DriftBaselineError(file: file, Messages.unknownVersion(version)) }
        guard let rawEntries = raw.entries else { throw DriftBaselineError(file: file, Messages.noEntries) }
        guard rawEntries.count <= maximumEntries else { throw DriftBaselineError(file: file, Messages.tooManyEntries(rawEntries.count)) }
        let lines = JSONTextPosition.entryLines(in: data)
        let line = { (index: Int) in lines.count == rawEntries.count ? lines[index] : nil }
        var entries: [DriftBaselineEntry] = []
        var seen: [String: Int] = [:]
        for (index, rawEntry) in rawEntries.enumerated() {
            let entry: DriftBaselineEntry
            do throws(MissingField) {
                entry = try rawEntry.entry()
            } catch {
                throw DriftBaselineError(
                    file: file, line: line(index), Messages.missingField(error.name, index: index, rule: rawEntry.rule, subject: rawEntry.subject))
            }
            if let first = seen[entry.fingerprint] {
                throw DriftBaselineError(
                    file: file, line: line(index), Messages.duplicate(index: index, first: first, fingerprint: entry.fingerprint))
            }
            seen[entry.fingerprint] = index
            entries.append(entry)
        }
        return DriftBaseline(entries: entries)
    }

    /// The most entries a baseline may have (`InputLimits.baselineEntries`).
    public static let maximumEntries = InputLimits.baselineEntries

    /// The members of a baseline's bytes that this format does not have, such as `owner` or `entries[2].note`, sorted;
    /// `--update-baseline` cannot keep them, so it names them.
    public static func unknownFields(in data: Data) -> [String] {
        guard let top = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
        var unknown = top.keys.filter { !["version", "entries"].contains($0) }
        for (index, entry) in ((top["entries"] as? [Any]) ?? []).enumerated() {
            let keys = (entry as? [String: Any])?.keys.map { $0 } ?? []
            unknown += keys.filter { !["fingerprint", "rule", "page", "subject", "reason"].contains($0) }.map { "entries[\(index)].\($0)" }
        }
        return unknown.sorted()
    }

    /// The byte offset of the first sequence that is not UTF-8, or nil when all of `data` is UTF-8.
    static func firstInvalidUTF8(in data: Data) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}

extension DriftBaselineError {
    /// The error for a baseline file that does not exist, saying how to create one.
    public static func missing(file: String) -> DriftBaselineError {
        DriftBaselineError(file: file, DriftBaseline.Messages.unreadable)
    }
}

/// The baseline as written, every field optional, so that a missing one gets a message instead of a decoding error.
private struct RawBaseline: Decodable {
    var version: Int?
    var entries: [RawEntry]?
}

private struct RawEntry: Decodable {
    var fingerprint: String?
    var rule: String?
    var page: String?
    var subject: String?
    var reason: String?

    func entry() throws(MissingField) -> DriftBaselineEntry {
        func required(_ value: String?, _ name: String) throws(MissingField) -> String {
            guard let value, !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw MissingField(name: name) }
            return value
        }
        return DriftBaselineEntry(
            fingerprint: try required(fingerprint, "fingerprint"), rule: try required(rule, "rule"), page: try required(page, "page"),
            subject: try required(subject, "subject"), reason: try required(reason, "reason"))
    }
}

private struct MissingField: Error {
    var name: String
}

extension DriftBaseline {
    enum Messages {
        static let expectedShape =
            #"expected {"version": 1, "entries": [{"fingerprint", "rule", "page", "subject", "reason"}, …]} (see docs/drift-format.md)"#
        static let notJSON = "not valid JSON: \(expectedShape)"
        static let notABaseline = "not a drift baseline: \(expectedShape)"
        static let noVersion = #"no "version": "# + expectedShape
        static let noEntries = #"no "entries": "# + expectedShape
        static let unreadable =
            "cannot read the baseline file: pass an existing file to --baseline, or create it with --update-baseline --reason TEXT"
        static let notUTF8 = "not UTF-8 text: a baseline is JSON in UTF-8"

        static func tooManyEntries(_ count: Int) -> String {
            "\(count) entries, over the limit of \(DriftBaseline.maximumEntries): accept fewer findings, or fix them"
        }

        static func unknownVersion(_ version: Int) -> String {
            "baseline has version \(version); this GuideSpec reads version \(DriftBaseline.currentVersion)"
        }

        static func wrongType(path: [any CodingKey], expected: Any.Type) -> String {
            let name = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }
            let kind =
                switch expected {
                case is String.Type: "a string"
                case is Int.Type: "an integer"
                default: "\(expected)".hasPrefix("Array") ? "an array" : "an object"
                }
            return "\(name.isEmpty ? "the top level" : String(name)) is not \(kind): \(expectedShape)"
        }

        static func missingField(_ field: String, index: Int, rule: String?, subject: String?) -> String {
            let what = [rule, subject].compactMap { $0 }.joined(separator: " ")
            let why = field == "reason" ? "a non-empty string saying why the finding is accepted" : "a non-empty string"
            return "entries[\(index)]\(what.isEmpty ? "" : " (\(what))") has no \"\(field)\": expected \(why)"
        }

        static func duplicate(index: Int, first: Int, fingerprint: String) -> String {
            "entries[\(index)] repeats fingerprint \(fingerprint) of entries[\(first)]: expected each finding once"
        }
    }
}
