import GuideSpecWire

extension GoldenSource {
    /// `guide LANGUAGE FILE:LINE (ITEM)`, as the generated suites cite the guide.
    var citation: String { "guide \(language) \(file):\(line) (\(item))" }
}

extension ConformOutcome.Record {
    /// Whether the report shows the case's input and guide lines: it failed or errored, and was sent.
    var showsContext: Bool {
        switch result.outcome {
        case .failed: true
        case .errored(.notRun): false
        case .errored: true
        case .passed, .skipped: false
        }
    }
}
