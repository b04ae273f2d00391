import GuideSpecDocumentModel
import GuideSpecSpecModel

/// The prose that opens each section of a page: the paragraphs between a heading and the first block of another kind,
/// which is where a guide says what the method its section declares does ("Subscriptions that are paid up … can be listed
/// before they are expired").
struct SectionIntroductions {
    /// The lines of each section's opening paragraphs, by section path; a path written twice keeps its first section's.
    private var ranges: [[String]: SourceRange] = [:]
    /// Whether the blocks since the last heading were all paragraphs of one section, and that section's path once one
    /// was met.
    private var afterHeading = false
    private var run: [String]?

    /// Reads `block`, the next block of the page in document order (as `BlockWalk` hands them over).
    mutating func add(_ block: Block) {
        switch block.kind {
        case .heading:
            afterHeading = true
            run = nil
        case .paragraph where afterHeading:
            if let path = run, path == block.sectionPath {
                ranges[path]?.last = block.range.last
            } else if run == nil, ranges[block.sectionPath] == nil {
                run = block.sectionPath
                ranges[block.sectionPath] = block.range
            } else {
                afterHeading = false
            }
        default:
            afterHeading = false
        }
    }

    /// `methods` with `introduction` set on each declared below the prose that opens its section.
    func attach(to methods: [MethodSignature], context: ExtractionContext) -> [MethodSignature] {
        guard !ranges.isEmpty else { return methods }
        return methods.map { method in
            guard let range = ranges[method.location.section], range.last < method.location.line else { return method }
            var method = method
            method.introduction = context.location(range, section: method.location.section)
            return method
        }
    }
}
