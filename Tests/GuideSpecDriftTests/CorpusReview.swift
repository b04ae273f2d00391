import Foundation
import GuideSpecTestSupport

/// The reviewed findings of the corpus drift run (`Fixtures/corpus-drift-review.txt`): per rule, every finding or a
/// sample of them, each with the verdict of a reader who checked it against the pages it names.
struct CorpusReview {
    /// One reviewed finding.
    struct Entry {
        /// Whether the pages disagree as the finding says.
        var real: Bool
        /// `page | rule subject @locations`, as ``CorpusDriftTests/findings`` writes it.
        var finding: String
    }

    /// The findings reviewed for one rule.
    struct Section {
        /// Whether the section lists every finding of the rule, rather than a sample.
        var complete: Bool
        var entries: [Entry] = []

        /// The share of real findings.
        var precision: Double { Double(entries.count { $0.real }) / Double(max(1, entries.count)) }
    }

    static let file = Paths.packageRoot.appendingPathComponent("Tests/GuideSpecDriftTests/Fixtures/corpus-drift-review.txt")

    /// The review of a shared corpus's drift run.
    static func file(of corpus: SharedCorpus) -> URL {
        Paths.packageRoot.appendingPathComponent("Tests/GuideSpecDriftTests/Fixtures/corpus-drift-review-\(corpus.rawValue).txt")
    }

    var rules: [String: Section] = [:]

    /// Reads a fixture: `== rule all|sample` opens a section; `real|noise | page | rule subject @… | why` is an entry.
    static func load(_ file: URL = CorpusReview.file) throws -> CorpusReview {
        var review = CorpusReview()
        var rule: String?
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ")
            if words.first == "==", words.count == 3 {
                rule = String(words[1])
                review.rules[String(words[1])] = Section(complete: words[2] == "all")
                continue
            }
            let fields = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let rule, fields.count >= 4, ["real", "noise"].contains(fields[0]) else {
                throw Malformed(file: file.lastPathComponent, line: String(line))
            }
            // The finding itself may contain " | " (a table's header), so it runs from the second field to the last.
            let finding = fields[1...(fields.count - 2)].joined(separator: " | ")
            review.rules[rule]?.entries.append(Entry(real: fields[0] == "real", finding: finding))
        }
        return review
    }

    /// A fixture line that is neither a section header nor an entry.
    struct Malformed: Error, CustomStringConvertible {
        var file: String
        var line: String
        var description: String { "\(file): not `real|noise | page | rule subject @… | why`: \(line)" }
    }
}
