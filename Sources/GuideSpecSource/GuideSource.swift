public import GuideSpecDocumentModel
public import GuideSpecIO
import GuideSpecExtractors
import GuideSpecHTMLFrontEnd
import GuideSpecMarkdownFrontEnd
import GuideSpecSpecModel
import GuideSpecTextFrontEnd

/// The one read path of the pipeline: a guide file in; its document, spec and diagnostics out. Every command, the
/// history walk, the benchmarks and the fuzz targets read guides through it, so that a guide reads the same everywhere.
public enum GuideSource {
    /// Reads `file` from disk (from `location` when given, else from its path): only a regular file, at most
    /// `InputLimits.guidePageBytes` of it, without blocking in `open()`.
    public static func read(_ file: GuideFile, at location: String? = nil, options: SourceOptions = SourceOptions()) -> SourceReading {
        switch InputFile.read(file.path, at: location, limit: InputLimits.guidePageBytes, kind: "guide page") {
        case .success(let bytes): return read(bytes: bytes, as: file, options: options)
        case .failure(let failure): return unreadable(file, [diagnostic(for: failure)], options: options)
        }
    }

    /// Reads bytes already in memory (a blob of a git history, a fuzz input) as `file`: checked and decoded by
    /// `SourceText`, then as `read(_:as:options:)`.
    public static func read(bytes: [UInt8], as file: GuideFile, options: SourceOptions = SourceOptions()) -> SourceReading {
        let lineLimit = file.format == .html ? nil : SourceText.defaultLineByteLimit
        return read(SourceText(bytes: bytes, file: file.path, lineByteLimit: lineLimit), as: file, options: options)
    }

    /// Reads a file's checked and decoded text through the front end its format needs, then the extractors: a page that
    /// has text but gives no content, or any error, leaves it unreadable.
    public static func read(_ source: SourceText, as file: GuideFile, options: SourceOptions = SourceOptions()) -> SourceReading {
        guard let text = source.text else { return unreadable(file, source.diagnostics, options: options) }
        var document = parse(text, file: file.path, format: file.format)
        document.diagnostics = source.diagnostics + document.diagnostics
        if document.blocks.isEmpty && !document.diagnostics.containsError {
            document.diagnostics.append(Diagnostic(.error, rule: noContent, file: file.path, line: 1, Messages.noContent(file.format)))
        }
        guard !document.diagnostics.containsError else { return unreadable(file, document.diagnostics, options: options) }
        guard options.extracting else {
            return capped(SourceReading(file: file, document: document, spec: nil, diagnostics: document.diagnostics), options)
        }
        let spec = PageExtractor.extract(
            document, page: file.page, language: file.language, options: options.extraction, packs: options.packExtractors)
        let diagnostics = spec.diagnostics.map { record in
            Diagnostic(record.severity, rule: record.rule, file: file.path, line: record.line, record.message)
        }
        return capped(SourceReading(file: file, document: document, spec: spec, diagnostics: diagnostics), options)
    }

    /// The exit code reading ends with: 3 when the system refused to read a guide, 2 for any other error, else 0.
    public static func exit(for diagnostics: [Diagnostic]) -> GuideSpecExit {
        if diagnostics.contains(where: { $0.severity == .error && $0.rule == readFailed }) { return .infrastructure }
        return diagnostics.containsError ? .badInput : .success
    }

    /// Parses text with the front end for `format`.
    static func parse(_ text: String, file: String, format: SourceFormat) -> GuideDocument {
        switch format {
        case .markdown: MarkdownFrontEnd.read(text, file: file)
        case .html: HTMLFrontEnd.read(text, file: file)
        case .text: TextFrontEnd.read(text, file: file)
        }
    }

    /// The reading of a file that gave no document, with its (error) diagnostics.
    private static func unreadable(_ file: GuideFile, _ diagnostics: [Diagnostic], options: SourceOptions) -> SourceReading {
        capped(SourceReading(file: file, document: nil, spec: nil, diagnostics: diagnostics), options)
    }

    /// `reading` with at most the options' number of diagnostics of each rule.
    private static func capped(_ reading: SourceReading, _ options: SourceOptions) -> SourceReading {
        options.diagnosticsPerRule.map(reading.capped(to:)) ?? reading
    }

    /// The diagnostic for a guide file that could not be read at all.
    static func diagnostic(for failure: InputFile.Failure) -> Diagnostic {
        let rule =
            switch failure.reason {
            case .notARegularFile: notAFile
            case .tooLarge: tooLarge
            case .missing, .unreadable, .tooManyFiles: failure.exit == .infrastructure ? readFailed : unreadable
            }
        let message = (failure.reason == .notARegularFile ? "the path " : "file ") + failure.problem
        return Diagnostic(.error, rule: rule, file: failure.file, line: 1, message)
    }

    /// Rule of a path that names nothing readable (missing, a link loop, a file in the middle of the path): exit 2.
    static let unreadable = "input.unreadable"
    /// Rule of a folder, FIFO, device or socket given as a guide: refused without blocking, exit 2.
    static let notAFile = "input.not-a-file"
    /// Rule of a guide the system refused to read (permissions, an I/O error): exit 3.
    static let readFailed = "input.read-failed"
    /// Rule of a guide over the size limit, with its real size.
    static let tooLarge = "input.too-large"
    /// Rule of a page with text from which no content was read.
    static let noContent = "input.no-content"

    enum Messages {
        static func noContent(_ format: SourceFormat) -> String {
            let hint =
                switch format {
                case .html: " (an unterminated DOCTYPE, comment or quoted attribute can hide the whole page from the HTML parser)"
                case .markdown, .text: ""
                }
            return "no heading, paragraph, list, table or code was read from the page, though it has text\(hint): expected a guide page"
        }
    }
}
