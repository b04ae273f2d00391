public import DocumentModel
public import Foundation
import HTMLFrontEnd
import MarkdownFrontEnd
import TextFrontEnd

/// Reads a guide file through the front end its format needs: the source stage of the pipeline.
public enum GuideReader {
    /// Reads bytes from disk and returns the document, or nil with error diagnostics when nothing could be read.
    public static func read(_ file: GuideFile, from url: URL? = nil) -> (document: GuideDocument?, diagnostics: [Diagnostic]) {
        let location = url ?? URL(fileURLWithPath: file.path)
        let bytes: [UInt8]
        do {
            bytes = try readBytes(location, limit: SourceText.defaultByteLimit)
        } catch {
            return (nil, [Diagnostic(.error, rule: "input.unreadable", file: file.path, line: 1, "cannot read the file: \(error.localizedDescription)")])
        }
        return read(bytes: bytes, as: file)
    }

    /// Decodes and parses bytes already in memory.
    public static func read(bytes: [UInt8], as file: GuideFile) -> (document: GuideDocument?, diagnostics: [Diagnostic]) {
        let source = SourceText(bytes: bytes, file: file.path, lineByteLimit: file.format == .html ? nil : SourceText.defaultLineByteLimit)
        guard let text = source.text else { return (nil, source.diagnostics) }
        var document = parse(text, file: file.path, format: file.format)
        document.diagnostics = source.diagnostics + document.diagnostics
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

    /// Reads at most `limit + 1` bytes so that a huge file is refused without loading it whole.
    private static func readBytes(_ url: URL, limit: Int) throws -> [UInt8] {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return Array(try handle.read(upToCount: limit + 1) ?? Data())
    }
}
