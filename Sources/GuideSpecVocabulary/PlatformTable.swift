import Foundation

/// The platforms a guide documents, in the order its project file lists them, and how a page is known to be of one: its
/// name matches one of the platform's page patterns (`ios-*`), or its file sits in one of the platform's folders.
public struct PlatformTable: Hashable, Sendable {
    /// One platform of the guide.
    public struct Entry: Hashable, Sendable {
        public var platform: Platform
        /// How the guide names the platform, in its error tables' Platform column and in messages (`iOS`).
        public var label: String
        /// Page-name patterns of the platform's own pages (`ios-*`): `*` any run of characters, `?` any one.
        public var pages: [CaseGlob]
        /// Folder names whose pages are the platform's (`android` for `en/android/login.md`).
        public var folders: [String]
        /// The language of the code on the platform's pages where a fence names none (Objective-C for iOS), and so the
        /// form its API takes: Objective-C selectors, or signatures.
        public var code: CodeLanguage?
        /// Whether the platform takes the last constant of an error-table row that names fewer constants than platforms
        /// (a platform whose constants carry an SDK prefix the others' do not, written after theirs); the others take the first.
        public var takesLastErrorName: Bool

        /// Creates an entry.
        public init(
            platform: Platform, label: String, pages: [CaseGlob] = [], folders: [String] = [], code: CodeLanguage? = nil,
            takesLastErrorName: Bool = false
        ) {
            self.platform = platform
            self.label = label
            self.pages = pages
            self.folders = folders
            self.code = code
            self.takesLastErrorName = takesLastErrorName
        }
    }

    /// The platforms, in the guide's order: the order cases, catalogues and findings list them in.
    public var entries: [Entry]

    /// A guide of no platforms: every page is `none`.
    public static let none = PlatformTable(entries: [])

    /// Creates a table.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The platforms, in the guide's order.
    public var platforms: [Platform] { entries.map(\.platform) }

    /// The platform of page `page` read from the file at `path`: the first platform whose page patterns match the page
    /// name, else the first one of whose folders the path's folders include; `none` when no platform claims it.
    public func platform(ofPage page: String, path: String = "") -> Platform {
        if let entry = entries.first(where: { $0.pages.contains { $0.matches(page) } }) { return entry.platform }
        guard entries.contains(where: { !$0.folders.isEmpty }) else { return .none }
        // A path of ASCII bytes is split at its slash bytes, which are its slash characters.
        let pieces =
            path.utf8.allSatisfy { $0 < 0x80 }
            ? path.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) } : path.split(separator: "/").map(String.init)
        let folders = pieces.dropLast()
        return entries.first { entry in entry.folders.contains { folders.contains($0) } }?.platform ?? .none
    }

    /// How the guide names `platform`; nil for a platform the table does not list.
    public func label(of platform: Platform) -> String? {
        entry(platform)?.label
    }

    /// The platform whose label is `label`, compared without case and surrounding white space (`iOS`, `IOS `); nil when
    /// none is.
    public func platform(label: String) -> Platform? {
        let wanted = label.trimmingCharacters(in: .whitespaces).lowercased()
        return entries.first { $0.label.lowercased() == wanted }?.platform
    }

    /// The platform's entry; nil for a platform the table does not list.
    public func entry(_ platform: Platform) -> Entry? {
        entries.first { $0.platform == platform }
    }

    /// The position of `platform` in the guide's order; platforms the table does not list come after, by id.
    public func rank(_ platform: Platform) -> (Int, String) {
        (entries.firstIndex { $0.platform == platform } ?? entries.count, platform.id)
    }
}
