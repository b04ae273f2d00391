import GuideSpecVocabulary
public import GuideSpecIO
public import GuideSpecDocumentModel
import Foundation

/// One guide file to read: where it is, how it is named in reports, and its format, page and language.
public struct GuideFile: Sendable, Hashable {
    /// The path as the user gave it; used in every location and diagnostic.
    public var path: String
    public var format: SourceFormat
    /// The page name, such as `ios-login`.
    public var page: String
    /// The language code, such as `zh`.
    public var language: String

    /// Describes `path`; format comes from the extension, page from the file name, language from a
    /// `<lang>/` folder (as in `guides/zh/ios-login.md`) unless given. A page name that is not a file-name-safe
    /// slug (`PageName`) or a language that is not a BCP 47 tag (`LanguageTag`) is refused here, where names enter.
    public init(path: String, language: String? = nil, page: String? = nil) throws(GuideFileError) {
        // Named a file, so that making the URL does not ask the file system whether it is a folder.
        let url = URL(fileURLWithPath: path, isDirectory: false)
        guard let format = Self.format(ofExtension: url.pathExtension) else {
            throw GuideFileError(path: path, problem: "unknown extension \".\(url.pathExtension)\": expected .md, .html or .txt")
        }
        self.format = format
        self.path = path
        self.page = page ?? url.deletingPathExtension().lastPathComponent
        if let problem = PageName.problem(self.page) {
            throw GuideFileError(
                path: path,
                problem: problem + (page == nil ? " (the page name comes from the file name: rename the file or pass --page)" : " (from --page)"))
        }
        let components = path.split(separator: "/")
        let folder = components.count > 1 ? String(components[components.count - 2]) : ""
        guard let language = language ?? Self.language(ofFolder: folder) else {
            throw GuideFileError(path: path, problem: "cannot tell the language: put the file in a folder named after it (zh/, en/) or pass --lang")
        }
        if let problem = LanguageTag.problem(language) { throw GuideFileError(path: path, problem: problem + " (from --lang)") }
        self.language = language
    }

    /// The format of a file whose name ends in `.ext` (`md`, `markdown`, `html`, `htm`, `txt`, `text`, in any case); nil for
    /// any other.
    public static func format(ofExtension ext: String) -> SourceFormat? {
        switch ext.lowercased() {
        case "md", "markdown": .markdown
        case "html", "htm": .html
        case "txt", "text": .text
        default: nil
        }
    }

    /// The language a folder's name gives a file no layout places: the name itself when it is a language tag
    /// (`LanguageTag.looksLikeLanguage`) written as BCP 47 writes it (`zh`, `en-US`, `zh-Hant`), since the file's language
    /// is the name unchanged; nil for `ZH` or `zh_CN`, which a layout's `{lang}` reads (docs/project-file.md).
    static func language(ofFolder folder: String) -> String? {
        LanguageTag.looksLikeLanguage(folder) && LanguageTag.canonicalForm(folder) == folder ? folder : nil
    }
}

/// A guide file named in a way GuideSpec cannot use.
public struct GuideFileError: Error, CustomStringConvertible {
    public var path: String
    public var problem: String
    public var description: String { "\(path): \(problem)" }

    /// The error of `path`, which GuideSpec cannot use as a guide file because of `problem`.
    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }
}

extension GuideFileError: ExitCodedError {
    /// A guide named in a way GuideSpec cannot use is bad input.
    public var exit: GuideSpecExit { .badInput }
}
