public import Foundation
import GuideSpecIO

/// The JSON history report (`--format json`), a wire type kept apart from `HistoryReport` and documented in
/// `docs/history-format.md`.
public struct HistoryDocument: Codable, Hashable, Sendable {
    /// The version of this format; bumped on any incompatible change.
    public var version: Int
    /// The program that wrote the report, `guidespec`; absent in reports written before it was added.
    public var tool: String?
    /// Its version (`GuideSpecVersion.tool`); absent in reports written before it was added.
    public var toolVersion: String?
    public var walk: Walk
    /// The walked commits that changed a file of a reported page, oldest first.
    public var commits: [Commit]
    public var pages: [Page]
    public var diagnostics: [Diagnostic]
    public var summary: Summary

    /// The version this build writes.
    public static let currentVersion = 1

    /// Which history was walked.
    public struct Walk: Codable, Hashable, Sendable {
        /// Always `first-parent`: the first-parent chain of `tip`.
        public var history: String
        public var tip: String
        /// The commit the walk starts after; absent when it starts at the root.
        public var since: String?
        public var commitsWalked: Int
    }

    /// One commit.
    public struct Commit: Codable, Hashable, Sendable {
        public var id: String
        public var parents: [String]
        /// Author date, strict ISO 8601.
        public var date: String
        public var author: String
        public var subject: String
    }

    /// One page across its languages.
    public struct Page: Codable, Hashable, Sendable {
        public var page: String
        public var files: [File]
        public var items: [Item]
        public var findings: [Finding]
    }

    /// One language's file of a page.
    public struct File: Codable, Hashable, Sendable {
        public var language: String
        public var path: String
        public var present: Bool
        public var events: [FileEvent]
    }

    /// A commit that added, modified, renamed or deleted the file.
    public struct FileEvent: Codable, Hashable, Sendable {
        public var commit: String
        /// `added`, `modified`, `renamed` or `deleted`.
        public var kind: String
        public var path: String
        /// The path before a rename.
        public var from: String?
    }

    /// One item of one language across the walk.
    public struct Item: Codable, Hashable, Sendable {
        public var language: String
        public var key: String
        public var kind: String
        public var name: String
        public var events: [ItemEvent]
    }

    /// A commit that made the item appear, change a facet, or disappear.
    public struct ItemEvent: Codable, Hashable, Sendable {
        public var commit: String
        /// `appeared`, `changed` or `disappeared`.
        public var kind: String
        public var facet: String?
        public var old: String?
        public var new: String?
        public var file: String
        public var line: Int
        public var summary: String
    }

    /// A drift finding of the tip and where it began.
    public struct Finding: Codable, Hashable, Sendable {
        public var rule: String
        public var severity: String
        public var message: String
        public var page: String
        public var subject: String
        public var fingerprint: String
        public var locations: [Location]
        /// The commit that introduced the finding; absent when it already held where the walk starts (`--since`).
        public var introduced: Introduction?
    }

    /// One place a finding points at.
    public struct Location: Codable, Hashable, Sendable {
        public var file: String
        public var line: Int
        public var endLine: Int
        public var language: String
        public var note: String
    }

    /// The first commit of the last unbroken run of states in which a finding holds.
    public struct Introduction: Codable, Hashable, Sendable {
        public var commit: String
        public var date: String
        public var author: String
        public var subject: String
        /// The finding's primary location in that commit.
        public var file: String
        public var line: Int
    }

    /// A page state that could not be read and was skipped.
    public struct Diagnostic: Codable, Hashable, Sendable {
        public var commit: String
        public var file: String
        public var line: Int
        /// Always `warning`: the walk goes on.
        public var severity: String
        public var rule: String
        public var message: String
    }

    /// Counts.
    public struct Summary: Codable, Hashable, Sendable {
        public var commitsWalked: Int
        public var commits: Int
        public var pages: Int
        public var files: Int
        public var states: Int
        public var blobsExtracted: Int
        public var items: Int
        public var itemEvents: Int
        public var fileEvents: Int
        public var findings: Int
        public var diagnostics: Int
    }

    /// The report as JSON with sorted keys and a trailing newline.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }
}
