import GuideSpecDrift

/// The forward half of a family's walk: what each commit did to each file and to each of its items, and which states
/// could not be read.
struct Timelines {
    let family: PageFamily
    let commits: [HistoryCommit]
    let base: String?
    private(set) var files: [FileHistory]
    private(set) var items: [ItemKey: ItemHistory] = [:]
    private(set) var diagnostics: [(commit: Int, diagnostic: HistoryDiagnostic)] = []
    /// Walk indices of the commits that changed a file of the family.
    private(set) var touched: Set<Int> = []

    /// One item of one language across the walk.
    struct ItemKey: Hashable {
        var key: String
        var language: String
    }

    init(family: PageFamily, commits: [HistoryCommit], base: String?) {
        self.family = family
        self.commits = commits
        self.base = base
        files = family.members.map {
            FileHistory(language: $0.language, path: $0.lineage.lastPath, present: $0.lineage.states.last?.blob != nil, events: [])
        }
    }

    /// Reads every state of every file, oldest first; blobs not read yet run no single-page drift rules.
    mutating func read(_ blobs: inout BlobCache) throws(HistoryFailure) {
        for (index, member) in family.members.enumerated() {
            var last: FileLineage.State?
            var content: ExtractedState?
            for state in member.lineage.states {
                let commitID = state.commit >= 0 ? commits[state.commit].id : base ?? ""
                if state.commit >= 0, let event = fileEvent(from: last, to: state, commit: commitID) {
                    files[index].events.append(event)
                    touched.insert(state.commit)
                }
                last = state
                var next: ExtractedState?
                if let blob = state.blob {
                    switch try blobs.entry(blob, path: state.path, language: member.language, rules: []) {
                    case .readable(let readable):
                        next = readable
                    case .unreadable(let problems):
                        // The state is skipped: the content before it stands.
                        diagnostics += problems.map {
                            (state.commit, HistoryDiagnostic(commit: commitID, file: state.path, line: $0.line, rule: $0.rule, message: $0.message))
                        }
                        continue
                    }
                }
                if state.commit >= 0 { record(from: content, to: next, language: member.language, commit: commitID) }
                content = next
            }
        }
    }

    /// What a commit did to a file, or nil when its path and content stayed.
    private func fileEvent(from last: FileLineage.State?, to state: FileLineage.State, commit: String) -> FileEvent? {
        switch (last?.blob, state.blob) {
        case (nil, nil):
            return nil
        case (_?, nil):
            return FileEvent(commit: commit, kind: .deleted, path: state.path, from: nil)
        case (nil, _?):
            return FileEvent(commit: commit, kind: .added, path: state.path, from: nil)
        case (let before?, let after?):
            if let from = state.renamedFrom { return FileEvent(commit: commit, kind: .renamed, path: state.path, from: from) }
            guard before != after || last?.path != state.path else { return nil }
            return FileEvent(commit: commit, kind: .modified, path: state.path, from: nil)
        }
    }

    /// Appends to each item's timeline what changed between two contents of one language's file (nil: no file).
    private mutating func record(from old: ExtractedState?, to new: ExtractedState?, language: String, commit: String) {
        let before = old?.items ?? [:]
        let after = new?.items ?? [:]
        for key in Set(before.keys).union(after.keys).sorted() {
            switch (before[key], after[key]) {
            case (nil, let item?):
                append(event(.appeared, item, commit: commit), of: item, language: language)
            case (let item?, nil):
                append(event(.disappeared, item, commit: commit), of: item, language: language)
            case (let was?, let item?):
                for facet in Set(was.facets.keys).union(item.facets.keys).sorted() where was.facets[facet] != item.facets[facet] {
                    var change = event(.changed, item, commit: commit)
                    change.facet = facet
                    change.old = was.facets[facet]
                    change.new = item.facets[facet]
                    append(change, of: item, language: language)
                }
            case (nil, nil):
                break
            }
        }
    }

    private func event(_ kind: ItemEvent.Kind, _ item: SpecItem, commit: String) -> ItemEvent {
        ItemEvent(
            commit: commit, kind: kind, facet: nil, old: nil, new: nil, file: item.location.file, line: item.location.line, summary: item.summary)
    }

    /// Adds `event` to the item's timeline; the item's kind and name are those of its latest event.
    private mutating func append(_ event: ItemEvent, of item: SpecItem, language: String) {
        let id = ItemKey(key: item.key, language: language)
        items[id, default: ItemHistory(language: language, key: item.key, kind: item.kind, name: item.name, events: [])].events.append(event)
        items[id]?.kind = item.kind
        items[id]?.name = item.name
    }
}
