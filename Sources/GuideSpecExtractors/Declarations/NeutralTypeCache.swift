import GuideSpecSpecModel
import Synchronization

/// The neutral types already worked out in one run over a guide: every page read with the same `ExtractionOptions`, on
/// any thread. A guide's signatures and fields name the same few types again and again, on each page and in each of its
/// languages, and a lookup costs a small part of reading a generic type anew.
final class NeutralTypeCache: Sendable {
    /// A type as written in one language.
    private struct Key: Hashable {
        var written: String
        var language: CodeLanguage

        /// Hashes the text only: the same text in two languages shares a bucket and is told apart by `==`.
        func hash(into hasher: inout Hasher) { hasher.combine(written) }
    }

    private let known = Mutex<[Key: String]>([:])
    /// The guide's name prefixes, which neutral names leave out.
    let prefixes: [String]
    /// The most types kept: a run over any guide names far fewer, and a process that reads input after input (a fuzz
    /// target) stops growing there, working out further types each time.
    let capacity: Int

    /// An empty cache for a guide whose name prefixes are `prefixes`.
    init(prefixes: [String], capacity: Int = 50_000) {
        self.prefixes = prefixes
        self.capacity = capacity
    }

    /// `NeutralType.of(written, language:prefixes:)`, worked out once per run.
    func of(_ written: String, language: CodeLanguage) -> String {
        let key = Key(written: written, language: language)
        if let neutral = known.withLock({ $0[key] }) { return neutral }
        let neutral = NeutralType.of(written, language: language, prefixes: prefixes)
        known.withLock { known in
            if known.count < capacity { known[key] = neutral }
        }
        return neutral
    }
}
