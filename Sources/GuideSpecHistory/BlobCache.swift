import GuideSpecDocumentModel
import GuideSpecDrift
import GuideSpecExtractors

/// Every file state of one page family read from git and extracted once, whatever the number of commits showing it.
struct BlobCache {
    /// What one blob at one path gave.
    enum Entry {
        case readable(ExtractedState)
        /// Nothing could be read: the reading problems, each `(line, rule, message)`.
        case unreadable([(line: Int, rule: String, message: String)])
    }

    private struct Key: Hashable {
        var blob: String
        var path: String
    }

    private let reader: GitBlobReader
    private let page: String
    private let settings: DriftRuleSettings
    private let extraction: ExtractionOptions
    private var entries: [Key: Entry] = [:]
    /// Whether entries keep their drift page (and so their document); off once drift is done with the family.
    private var keepsPages = true

    init(reader: GitBlobReader, page: String, settings: DriftRuleSettings, extraction: ExtractionOptions) {
        self.reader = reader
        self.page = page
        self.settings = settings
        self.extraction = extraction
    }

    /// How many blobs were read and extracted.
    var count: Int { entries.count }

    /// The blob `blob` at `path` in `language`, read and extracted on first use; the single-page drift rules that run
    /// are those in `rules` (every rule when nil) the first time, later calls share that result.
    mutating func entry(_ blob: String, path: String, language: String, rules: Set<String>?) throws(HistoryFailure) -> Entry {
        let key = Key(blob: blob, path: path)
        if let known = entries[key] { return known }
        let entry: Entry
        switch try reader.read(blob, limit: SourceText.defaultByteLimit) {
        case .bytes(let bytes):
            let (state, errors) = ExtractedState.extract(
                bytes, path: path, language: language, page: page, rules: rules, settings: settings, options: extraction)
            entry = state.map(Entry.readable) ?? .unreadable(errors.map { ($0.line, $0.rule, $0.message) })
        case .missing:
            entry = .unreadable([(1, "history.missing-blob", "blob \(blob) is not in the repository (a shallow or partial clone?)")])
        case .tooLarge(let size):
            entry = .unreadable([(1, "input.too-large", "file is \(size) bytes, over the \(SourceText.defaultByteLimit)-byte limit for a guide page")]
            )
        }
        if !keepsPages, case .readable(var state) = entry {
            state.page = nil
            entries[key] = .readable(state)
        } else {
            entries[key] = entry
        }
        return entry
    }

    /// Lets every drift page go, now and for blobs read from now on: only items are needed after the comparisons.
    mutating func releasePages() {
        keepsPages = false
        for (key, entry) in entries {
            if case .readable(var state) = entry {
                state.page = nil
                entries[key] = .readable(state)
            }
        }
    }
}
