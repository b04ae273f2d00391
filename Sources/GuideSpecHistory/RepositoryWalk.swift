import Foundation

/// The repository side of a walk: revisions resolved, the first-parent log read once, the starting tree listed, and
/// every page file followed through it.
struct RepositoryWalk: Sendable {
    /// The walked folder's path from the repository's top: empty, or ending in `/`.
    var prefix: String
    var tip: HistoryCommit
    /// The commit the walk starts after (`--since`), nil when it starts at the root.
    var since: String?
    /// The commit whose tree is the starting state: the first parent of the oldest walked commit, when there is one.
    var base: String?
    /// The commits that changed something under the walked folder, oldest first.
    var log: [CommitLog.Entry]
    /// Every first-parent commit after `since` up to the tip, whether it changed a file or not.
    var commitsWalked: Int
    var lineages: FileLineages
    /// The blobs reachable from the tip that the repository does not hold: a partial clone's, listed without fetching
    /// them; empty for a repository with no promisor remote.
    var missingBlobs: Set<String> = []

    /// Resolves `revision` and `since`, reads the log of the commits after `since` up to `revision`, and follows the files.
    static func read(_ git: GitCommand, revision: String, since: String?) throws(HistoryFailure) -> RepositoryWalk {
        let located = try git.run(["rev-parse", "--show-prefix"])
        guard located.status == 0 else {
            throw .notARepository(git.folder, located.errors.split(separator: "\n").first.map(String.init) ?? "git rev-parse failed")
        }
        let prefix = String(decoding: located.output, as: UTF8.self).trimmingCharacters(in: .newlines)
        let tipID = try resolve(revision, option: "--rev", git)
        let sinceID = try since.map { revision throws(HistoryFailure) in try resolve(revision, option: "--since", git) }
        if let sinceID, let since {
            let ancestry = try git.run(["merge-base", "--is-ancestor", sinceID, tipID])
            guard ancestry.status == 0 else {
                if ancestry.status == 1 { throw .notAnAncestor(since, of: revision) }
                throw .commandFailed(["merge-base", "--is-ancestor", sinceID, tipID], status: ancestry.status, stderr: ancestry.errors)
            }
        }
        let range = sinceID.map { "\($0)..\(tipID)" } ?? tipID
        let log = try CommitLog(parsing: git.output(CommitLog.arguments(range: range))).entries
        let counted = String(decoding: try git.output(["rev-list", "--first-parent", "--count", range]), as: UTF8.self)
        guard let commitsWalked = Int(counted.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw .git("git rev-list --count printed \"\(counted.prefix(40))\"")
        }
        let tip = try commit(tipID, git)
        // The walk starts from the tree before its oldest commit; without --since that commit is a root, with no tree.
        let base: String? = if sinceID == nil { nil } else if let oldest = log.first { oldest.commit.parents.first } else { tipID }
        var files: [(path: String, blob: String)] = []
        if let base { files = try tree(base, git) }
        return RepositoryWalk(
            prefix: prefix, tip: tip, since: sinceID, base: base, log: log, commitsWalked: commitsWalked,
            lineages: FileLineages(base: files, log: log, prefix: prefix),
            missingBlobs: try missingObjects(tipID, git))
    }

    /// The objects reachable from `tip` that a partial clone lacks (`git rev-list --objects --missing=print`, which
    /// lists them without fetching); nothing is asked when no remote of the repository is a promisor.
    private static func missingObjects(_ tip: String, _ git: GitCommand) throws(HistoryFailure) -> Set<String> {
        let promisors = try git.run(["config", "--get-regexp", #"^(remote\..*\.promisor|extensions\.partialclone)$"#])
        guard promisors.status == 0, !promisors.output.isEmpty else { return [] }
        let listing = try git.output(["rev-list", "--objects", "--missing=print", tip])
        return Set(
            listing.split(separator: 0x0A).compactMap { line in
                line.first == UInt8(ascii: "?") ? String(decoding: line.dropFirst(), as: UTF8.self) : nil
            })
    }

    /// The commit id `revision` names; an unknown revision is bad input, an empty repository too. Whatever git answers other
    /// than one object id (a negative revision `^REV` verifies as `^<id>`) names no single commit, and is bad input too.
    private static func resolve(_ revision: String, option: String, _ git: GitCommand) throws(HistoryFailure) -> String {
        let result = try git.run(["rev-parse", "--verify", "--quiet", "--end-of-options", "\(revision)^{commit}"])
        let id = String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0, isObjectID(id) else {
            if revision == "HEAD", try git.run(["rev-parse", "--verify", "--quiet", "HEAD"]).status != 0 { throw .noCommits(git.folder) }
            throw .unknownRevision(revision, option: option)
        }
        return id
    }

    /// Whether `text` is a full object id: 40 (SHA-1) or 64 (SHA-256) lowercase hexadecimal digits.
    static func isObjectID(_ text: String) -> Bool {
        (text.utf8.count == 40 || text.utf8.count == 64) && text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
    }

    /// One commit's record (the tip may have changed nothing the log lists).
    private static func commit(_ id: String, _ git: GitCommand) throws(HistoryFailure) -> HistoryCommit {
        let fields = try git.output(["show", "-s", "--no-show-signature", "--format=%H%x00%P%x00%aI%x00%an%x00%s", id])
        let parts = String(decoding: fields, as: UTF8.self).trimmingCharacters(in: .newlines).split(separator: "\0", omittingEmptySubsequences: false)
        guard parts.count == 5 else { throw .git("git show printed an unexpected record for \(id)") }
        return HistoryCommit(
            id: String(parts[0]), parents: parts[1].split(separator: " ").map(String.init), date: String(parts[2]), author: String(parts[3]),
            subject: String(parts[4]))
    }

    /// The regular files of a commit's tree, with their blob ids (paths from the repository's top).
    private static func tree(_ commit: String, _ git: GitCommand) throws(HistoryFailure) -> [(path: String, blob: String)] {
        let listing = try git.output(["ls-tree", "-r", "-z", "--full-tree", commit])
        return listing.split(separator: 0).compactMap { entry in
            let text = String(decoding: entry, as: UTF8.self)
            guard let tab = text.firstIndex(of: "\t") else { return nil }
            let fields = text[..<tab].split(separator: " ")
            guard fields.count == 3, FileChange.regularModes.contains(fields[0]) else { return nil }
            return (String(text[text.index(after: tab)...]), String(fields[2]))
        }
    }
}
