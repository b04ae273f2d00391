import GuideSpecCDriftRulesDocument

/// The text of docs/drift-rules.md as this build embedded it: the one source of every rule's description.
enum DriftRulesMarkdown {
    /// The document's text (invalid UTF-8, which the repository never holds, would read as U+FFFD).
    static let text: String = {
        var length = 0
        let bytes = guidespec_drift_rules_markdown(&length)
        return String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
    }()
}
