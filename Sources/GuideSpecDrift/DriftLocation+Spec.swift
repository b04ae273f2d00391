import GuideSpecSpecModel

extension DriftLocation {
    /// The location of an extracted item, in the language of the page it belongs to.
    init(_ location: SpecLocation, language: String, note: String) {
        self.init(file: location.file, line: location.line, endLine: location.endLine, language: language, note: note)
    }
}
