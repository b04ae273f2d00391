package import GuideSpecWire
import Foundation
package import GuideSpecSpecModel

/// One page's specs seen for one platform: its error rows with the names that platform uses, and, on a platform's own page,
/// its declarations and API mentions.
///
/// A page of one platform (its spec names the platform, as the project file's patterns gave it) gives that platform's cases
/// only. A page of no platform
/// (the error-code page, release notes, the upgrade guide, console and server pages) gives cases only for the platforms its
/// error rows name, with each row's per-platform name; its code and API mentions are not an SDK's surface (the upgrade guide
/// names removed APIs, release notes name changed ones) and give no cases.
package struct PlatformPage {
    package let page: PageLanguages
    package let platform: Platform
    /// The guide's platforms.
    package let guide: PlatformTable

    /// `page` seen for `platform` of the guide whose platforms are `guide`.
    package init(page: PageLanguages, platform: Platform, guide: PlatformTable) {
        self.page = page
        self.platform = platform
        self.guide = guide
    }

    /// The specs, reference language first.
    package var specs: [PageSpec] { page.specs }

    /// Whether the page documents this platform alone (its name says so), so that its declarations are this platform's.
    package var isPlatformPage: Bool { specs.contains { $0.platform == platform } }

    /// Whether the platform's API is Objective-C selectors (its code, as the project file says, is Objective-C), rather
    /// than declared signatures.
    package var writesSelectors: Bool { guide.entry(platform)?.code == .objectiveC }

    /// Every platform the page gives cases for, in the guide's order: the page's own, or else those its error rows name by
    /// the labels of `guide`.
    static func platforms(of page: PageLanguages, guide: PlatformTable) -> [Platform] {
        let own = Set(page.specs.map(\.platform)).subtracting([.none])
        let named =
            own.isEmpty ? Set(page.specs.flatMap(\.errors).flatMap { ($0.platformNames ?? [:]).keys.compactMap(guide.platform(label:)) }) : own
        return named.sorted { guide.rank($0) < guide.rank($1) }
    }

    /// The rows of `spec` with a name for this platform and a single code, the name as this platform spells it: an error its
    /// table names without a code gives no case.
    package func errors(_ spec: PageSpec) -> [PlatformError] {
        spec.errors.compactMap { entry in
            guard entry.codeRangeEnd == nil, let code = entry.code else { return nil }
            if isPlatformPage { return entry.name.map { PlatformError(name: $0, code: code, entry: entry) } }
            let name = (entry.platformNames ?? [:]).first { guide.platform(label: $0.key) == platform }?.value
            return name.map { PlatformError(name: $0, code: code, entry: entry) }
        }
    }

    /// The types `spec` declares in code, on this platform's own page; none elsewhere. A type read from a table is for
    /// drift: cases hold an implementation to what the guide's code declares.
    package func types(_ spec: PageSpec) -> [TypeDeclaration] {
        isPlatformPage ? spec.types.filter { $0.origin == nil } : []
    }

    /// The method signatures `spec` declares in code, on this platform's own page; none elsewhere.
    package func methods(_ spec: PageSpec) -> [MethodSignature] {
        isPlatformPage ? spec.methods.filter { $0.origin == nil } : []
    }

    /// The Objective-C selectors `spec` mentions, on the own page of a platform that writes selectors; none elsewhere.
    package func selectors(_ spec: PageSpec) -> [APIEntry] {
        isPlatformPage && writesSelectors ? spec.apis : []
    }
}

/// An error row as one platform names it.
package struct PlatformError {
    /// The constant as the platform spells it.
    package let name: String
    /// The row's one code.
    package let code: Int
    package let entry: ErrorEntry
}
