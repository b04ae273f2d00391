import GuideSpecDocumentModel
import GuideSpecSpecModel

/// The prose that opens each section of a page: the paragraphs between a heading and the first block of another kind,
/// which is where a guide says what the method its section declares does ("Subscriptions that are paid up … can be listed
/// before they are expired").
struct SectionIntroductions {
    /// The lines of each section's opening paragraphs with the section's path, in document order; a path written twice
    /// may be listed twice, and its first section's lines are the ones `attach` reads. Kept as a list while the page is
    /// walked, and hashed only for a page with methods to attach them to.
    private var openings: [(path: [String], range: SourceRange)] = []
    /// Whether the blocks since the last heading were all paragraphs of one section, and whether the last of `openings`
    /// is that section's, still growing.
    private var afterHeading = false
    private var inOpening = false

    /// Reads `block`, the next block of the page in document order (as `BlockWalk` hands them over).
    mutating func add(_ block: Block) {
        switch block.kind {
        case .heading:
            afterHeading = true
            inOpening = false
        case .paragraph where afterHeading:
            if !inOpening {
                openings.append((block.sectionPath, block.range))
                inOpening = true
            } else if openings[openings.count - 1].path == block.sectionPath {
                openings[openings.count - 1].range.last = block.range.last
            } else {
                afterHeading = false
            }
        default:
            afterHeading = false
        }
    }

    /// `methods` with `introduction` set on each declared below the prose that opens its section.
    func attach(to methods: [MethodSignature], context: ExtractionContext) -> [MethodSignature] {
        guard !openings.isEmpty, !methods.isEmpty else { return methods }
        let ranges = Dictionary(openings.lazy.map { (PathKey(path: $0.path), $0.range) }, uniquingKeysWith: { first, _ in first })
        return methods.map { method in
            guard let range = ranges[PathKey(path: method.location.section)], range.last < method.location.line else { return method }
            var method = method
            method.introduction = context.location(range, section: method.location.section)
            return method
        }
    }

    /// A section path as a key hashed by its depth and last heading alone, and compared whole: hashing every heading of
    /// every path cost more than the lookups themselves.
    private struct PathKey: Hashable {
        var path: [String]

        func hash(into hasher: inout Hasher) {
            hasher.combine(path.count)
            hasher.combine(path.last)
        }
    }
}
