/// A guide file a drift run was given: the page and language it was read as, and why it could not be read, if so.
public struct DriftInput: Codable, Hashable, Sendable {
    /// The path as named on the command line.
    public var file: String
    /// The page the file was read as (its file name unless the caller named it).
    public var page: String
    /// The language the file was read as (its folder unless the caller named it).
    public var language: String
    /// The first error that kept the file out of the comparison; absent when it was read.
    public var problem: String?

    /// Creates an input.
    public init(file: String, page: String, language: String, problem: String? = nil) {
        self.file = file
        self.page = page
        self.language = language
        self.problem = problem
    }

    /// The input `page` was read from.
    public init(_ page: DriftPage) {
        self.init(file: page.spec.source.file, page: page.spec.page, language: page.spec.language)
    }
}
