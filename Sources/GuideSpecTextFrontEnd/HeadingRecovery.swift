import GuideSpecDocumentModel

/// Recovers section headings from bare lines.
///
/// The scrape kept a heading as a line of its own between blank lines and dropped its level.
/// A heading is told from a one-line paragraph by its shape: short, no sentence-final
/// punctuation, no URL, starting with an uppercase letter or a letter of a non-Latin script.
/// Lowercase lone lines are image alt text (`login flow`) and stay paragraphs. A heading may
/// also sit directly on top of a list, a coded table or code. (A title line directly on top of
/// a table of short lines cannot be told from that table's header row, so it is read as the
/// header.) All recovered headings get level 3, and the lost levels are reported once per page.
enum HeadingRecovery {
    /// The level every recovered heading gets.
    static let recoveredLevel = 3
    /// The most words a heading line has.
    static let maxWords = 10
    /// The most characters a heading line has (for scripts written without spaces).
    static let maxCharacters = 80

    /// The heading held by the line at `index`, which starts a block after a blank line (or the top of the page).
    static func heading(_ facts: [LineFacts], at index: Int) -> Heading? {
        let fact = facts[index]
        guard isHeadingShaped(fact) else { return nil }
        let next = index + 1
        let standsAlone = next == facts.count || facts[next].isBlank
        let topsBlock = next < facts.count && (facts[next].isCode || facts[next].listMarker != nil || CodedRowTable.starts(facts, at: next))
        guard standsAlone || topsBlock else { return nil }
        return Heading(level: recoveredLevel, text: TextNormalization.collapseSpaces(fact.line.text))
    }

    /// Whether a line looks like a title rather than a sentence.
    private static func isHeadingShaped(_ fact: LineFacts) -> Bool {
        let text = fact.line.text
        guard fact.isPlain, fact.line.wordCount <= maxWords, text.count <= maxCharacters,
            !fact.line.endsWithSentencePunctuation, !text.contains("://"), let first = text.first
        else { return false }
        return first.isUppercase || (first.isLetter && !isLatin(first))
    }

    /// Whether a letter belongs to the Latin script (basic, supplement, extended and additional blocks).
    private static func isLatin(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        return scalar < 0x250 || (0x1E00...0x1EFF).contains(scalar) || (0xFF21...0xFF5A).contains(scalar)
    }

    /// The note for a page whose headings were recovered, at its first recovered heading.
    static func levelsLost(firstLine: Int) -> String {
        """
        headings were recovered from bare lines and all read as level \(recoveredLevel) from line \(firstLine) on: the scrape lost their levels, \
        so sub-sections sit beside their parents in section paths
        """
    }
}
