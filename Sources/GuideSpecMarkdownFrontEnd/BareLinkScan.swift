import GuideSpecDocumentModel

/// Whether a page needs GFM's autolink extension for its text to read as GitHub reads it.
///
/// The extension turns a bare URL (`https://…`, `www.…`) or e-mail address into a link whose text is its bytes as written,
/// where a parse without it reads those bytes as inline Markdown. The two readings differ only when the bytes the link
/// would take hold markup: an emphasis or strikethrough mark that is not inside a word, a code span, a bracket, a
/// backslash escape or an entity. On the other pages the extension changes nothing the front end keeps (the link's text
/// is the text), and it costs about a tenth of cmark-gfm's parse (it stops the inline parser at every `w`, `:` and `@`),
/// so those pages are parsed without it.
///
/// The scan takes the bytes a link would take as the extension does (to white space, cut at `<`, trailing punctuation
/// and unbalanced closing brackets dropped) and errs towards the extension elsewhere: every `://` and `www.` is read,
/// wherever it stands, except right after an unescaped `[` (the extension links nothing inside a bracket); every word
/// holding `@` is read whole for emphasis marks.
enum BareLinkScan {
    /// Whether `page` holds a bare URL or e-mail address whose text a parse without the autolink extension would read
    /// differently. Each search goes on from the end of the link it last read, at the word's end or its first `<`
    /// (another address further in a link without markup cannot take more of it), so every byte is read a bounded
    /// number of times.
    static func needsAutolinks(_ page: UnsafeBufferPointer<UInt8>) -> Bool {
        var search = 0
        while let colon = page.firstOffset(of: UInt8(ascii: ":"), in: search..<page.count) {
            search = colon + 1
            guard colon + 2 < page.count, page[colon + 1] == slash, page[colon + 2] == slash else { continue }
            var start = colon
            while start > 0, isLetterOrDigit(page[start - 1]) { start -= 1 }
            guard !followsBracket(page, start) else { continue }
            let link = self.link(page, from: start)
            if link.holdsMarkup { return true }
            search = max(search, link.resume)
        }
        search = 0
        while let www = page.firstOffset(of: "www.", in: search..<page.count) {
            search = www + 4
            guard !followsBracket(page, www) else { continue }
            let link = self.link(page, from: www)
            if link.holdsMarkup { return true }
            search = max(search, link.resume)
        }
        search = 0
        while let at = page.firstOffset(of: UInt8(ascii: "@"), in: search..<page.count) {
            // An address's text is its letters, digits and `.+-_@` as written, with or without the extension; but newer
            // cmark-gfm versions keep an emphasis mark from pairing when an address follows it before white space, so
            // the whole word around `@` is read for marks.
            var start = at
            while start > 0, !isWhiteSpace(page[start - 1]) { start -= 1 }
            var end = start
            while end < page.count, !isWhiteSpace(page[end]) {
                if isIn(page[end], markup) && startsMarkup(page, at: end, emphasisOnly: true) { return true }
                end += 1
            }
            search = end
        }
        return false
    }

    private static let slash = UInt8(ascii: "/")

    /// Whether the byte before `start` is a `[` that no backslash escapes: a bracket is then open where a link would
    /// start, and the extension links nothing there.
    private static func followsBracket(_ page: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
        start > 0 && page[start - 1] == UInt8(ascii: "[") && !(start > 1 && page[start - 2] == UInt8(ascii: "\\"))
    }

    /// Whether the link the extension would make of the word at `start` holds markup, and where a search for the next
    /// address resumes: at the word's first `<` (an address after it starts a link of its own), else at its end (white
    /// space or the page's end). One pass finds the word's end, its first `<` and the first markup before it; the link is
    /// trimmed only when there is such markup. Whether a byte starts markup does not hang on where the link ends: a `_`
    /// between two letters is inert, and one at the link's end would have been dropped.
    private static func link(_ page: UnsafeBufferPointer<UInt8>, from start: Int) -> (holdsMarkup: Bool, resume: Int) {
        var index = start
        var firstTag: Int?
        var firstMarkup: Int?
        while index < page.count {
            let byte = page[index]
            if isIn(byte, wordStops) {
                if isWhiteSpace(byte) { break }
                if firstTag == nil {
                    if byte == UInt8(ascii: "<") {
                        firstTag = index
                    } else if firstMarkup == nil && startsMarkup(page, at: index, emphasisOnly: false) {
                        firstMarkup = index
                    }
                }
            }
            index += 1
        }
        let end = firstTag ?? index
        guard let firstMarkup else { return (false, end) }
        return (firstMarkup < linkEnd(page, start..<end), end)
    }

    /// Where a link over `text` (a word up to its first `<`) ends as cmark-gfm's autolink extension finds it: without
    /// trailing `?!.,:*_~`, without a trailing `;` (and the letters and `&` of an entity before it), and without a
    /// trailing closing bracket or quote while the link holds more of them than of its opening one. The brackets of the
    /// link are counted once, when a closing one first ends it, and the counts kept as bytes are dropped, so the trimming
    /// is linear.
    private static func linkEnd(_ page: UnsafeBufferPointer<UInt8>, _ text: Range<Int>) -> Int {
        var end = text.upperBound
        var brackets: BracketCounts?
        func drop(_ length: Int = 1) {
            for index in (end - length)..<end { brackets?.remove(page[index]) }
            end -= length
        }
        while end > text.lowerBound {
            let last = page[end - 1]
            switch last {
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "*"),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                drop()
            case UInt8(ascii: ";"):
                var letters = end - 2
                while letters > text.lowerBound, isLetter(page[letters]) { letters -= 1 }
                drop(letters < end - 2 && page[letters] == UInt8(ascii: "&") ? end - letters : 1)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                drop()  // a quote opens as it closes, so the link never holds as many closing ones as opening ones
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if brackets == nil { brackets = BracketCounts(page, text.lowerBound..<end) }
                guard brackets?.isUnbalanced(closing: last) ?? true else { return end }
                drop()
            default:
                return end
            }
        }
        return end
    }

    /// How many of each bracket a link holds.
    private struct BracketCounts {
        /// The counts of `(`, `)`, `[`, `]`, `{` and `}`.
        private var counts = SIMD8<Int32>()

        init(_ page: UnsafeBufferPointer<UInt8>, _ text: Range<Int>) {
            for index in text { add(page[index], 1) }
        }

        mutating func remove(_ byte: UInt8) { add(byte, -1) }

        /// Whether the link holds more of `closing` than of the bracket it closes.
        func isUnbalanced(closing: UInt8) -> Bool {
            guard let lane = Self.lane(closing) else { return true }
            return counts[lane] != counts[lane - 1]
        }

        private mutating func add(_ byte: UInt8, _ amount: Int32) {
            if let lane = Self.lane(byte) { counts[lane] += amount }
        }

        private static func lane(_ byte: UInt8) -> Int? {
            switch byte {
            case UInt8(ascii: "("): 0
            case UInt8(ascii: ")"): 1
            case UInt8(ascii: "["): 2
            case UInt8(ascii: "]"): 3
            case UInt8(ascii: "{"): 4
            case UInt8(ascii: "}"): 5
            default: nil
            }
        }
    }

    /// Whether the byte at `index` starts something inline Markdown reads as markup: `*` or `~`, a `_` that is not
    /// between two ASCII letters or digits (one there can neither open nor close emphasis), and unless `emphasisOnly`, a
    /// backtick, a bracket, a backslash before punctuation, or `&` starting an entity.
    private static func startsMarkup(_ page: UnsafeBufferPointer<UInt8>, at index: Int, emphasisOnly: Bool) -> Bool {
        switch page[index] {
        case UInt8(ascii: "_"):
            return !(index > 0 && index + 1 < page.count && isLetterOrDigit(page[index - 1]) && isLetterOrDigit(page[index + 1]))
        case UInt8(ascii: "*"), UInt8(ascii: "~"):
            return true
        case _ where emphasisOnly:
            return false
        case UInt8(ascii: "\\"):
            return index + 1 < page.count && isASCIIPunctuation(page[index + 1])
        case UInt8(ascii: "&"):
            return startsEntity(page, at: index)
        case UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "]"):
            return true
        default:
            return false
        }
    }

    /// The bytes that may start markup inside a run (`&`, `*`, `[`, `\`, `]`, `_`, `` ` ``, `~`), as bits of two masks
    /// for the ASCII bytes `0x00`–`0x3F` and `0x40`–`0x7F`.
    private static let markup = (
        low: UInt64(1) << 0x26 | 1 << 0x2A,
        high: UInt64(1) << (0x5B - 0x40) | 1 << (0x5C - 0x40) | 1 << (0x5D - 0x40) | 1 << (0x5F - 0x40) | 1 << (0x60 - 0x40)
            | 1 << (0x7E - 0x40)
    )

    /// The bytes a link's pass stops at: those of `markup`, `<` and white space.
    private static let wordStops = (low: markup.low | 1 << 0x3C | 1 << 0x20 | 0x3E00, high: markup.high)

    private static func isIn(_ byte: UInt8, _ set: (low: UInt64, high: UInt64)) -> Bool {
        byte < 0x40 ? (set.low >> byte) & 1 != 0 : byte < 0x80 && (set.high >> (byte - 0x40)) & 1 != 0
    }

    /// Whether `&` at `index` starts what could be a character reference: `&`, an optional `#`, letters or digits, `;`.
    private static func startsEntity(_ page: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var next = index + 1
        if next < page.count, page[next] == UInt8(ascii: "#") { next += 1 }
        let nameStart = next
        while next < page.count, isLetterOrDigit(page[next]) { next += 1 }
        return next > nameStart && next < page.count && page[next] == UInt8(ascii: ";")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || isLetter(byte)
    }

    /// White space as cmark-gfm's autolink extension ends a link at it.
    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }
}
