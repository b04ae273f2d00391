public import GuideSpecIO
public import GuideSpecDocumentModel
public import Foundation
import GuideSpecHTMLFrontEnd
import GuideSpecMarkdownFrontEnd
import GuideSpecTextFrontEnd

/// Reads a guide file through the front end its format needs: the source stage of the pipeline.
public enum GuideReader {
    /// Reads bytes from disk and returns the document, or nil with error diagnostics when nothing could be read.
    /// Only a regular file is read, at most `InputLimits.guidePageBytes` of it, without blocking in `open()`.
    public static func read(_ file: GuideFile, from url: URL? = nil) -> (document: GuideDocument?, diagnostics: [Diagnostic]) {
        switch InputFile.read(file.path, at: url?.path, limit: InputLimits.guidePageBytes, kind: "guide page") {
        case .success(let bytes): return read(bytes: bytes, as: file)
        case .failure(let failure): return (nil, [diagnostic(for: failure)])
        }
    }

    /// Decodes and parses bytes already in memory; a page that has text but gives no content is an error.
    public static func read(bytes: [UInt8], as file: GuideFile) -> (document: GuideDocument?, diagnostics: [Diagnostic]) {
        let source = SourceText(bytes: bytes, file: file.path, lineByteLimit: file.format == .html ? nil : SourceText.defaultLineByteLimit)
        guard let text = source.text else { return (nil, source.diagnostics) }
        var document = parse(text, file: file.path, format: file.format)
        document.diagnostics = source.diagnostics + document.diagnostics
        if document.blocks.isEmpty && !document.diagnostics.containsError {
            document.diagnostics.append(Diagnostic(.error, rule: noContent, file: file.path, line: 1, Messages.noContent(file.format)))
        }
        return document.diagnostics.containsError ? (nil, document.diagnostics) : (document, document.diagnostics)
    }

    /// Parses text with the front end for `format`.
    public static func parse(_ text: String, file: String, format: SourceFormat) -> GuideDocument {
        switch format {
        case .markdown: MarkdownFrontEnd.read(text, file: file)
        case .html: HTMLFrontEnd.read(text, file: file)
        case .text: TextFrontEnd.read(text, file: file)
        }
    }

    /// The exit code reading ends with: 3 when the system refused to read a guide, 2 for any other error, else 0.
    public static func exit(for diagnostics: [Diagnostic]) -> GuideSpecExit {
        if diagnostics.contains(where: { $0.severity == .error && $0.rule == readFailed }) { return .infrastructure }
        return diagnostics.containsError ? .badInput : .success
    }

    /// The diagnostic for a guide file that could not be read at all.
    static func diagnostic(for failure: InputFile.Failure) -> Diagnostic {
        let rule = switch failure.reason {
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
            let hint = switch format {
            case .html: " (an unterminated DOCTYPE, comment or quoted attribute can hide the whole page from the HTML parser)"
            case .markdown, .text: ""
            }
            return "no heading, paragraph, list, table or code was read from the page, though it has text\(hint): expected a guide page"
        }
    }
}
