import GuideSpecDocumentModel

/// Whether a page needs GFM's autolink extension for its text to read as GitHub reads it.
///
/// The extension turns a bare URL (`https://…`, `www.…`) or e-mail address into a link whose text is its bytes as written,
/// where a parse without it reads those bytes as inline Markdown. The two readings differ only when such a run holds
/// markup: an emphasis or strikethrough mark that is not inside a word, a code span, a bracket, a backslash escape or
/// an entity. On the other pages the extension changes nothing the front end keeps (the link's text is the text), and
/// it costs about a tenth of cmark-gfm's parse (it stops the inline parser at every `w`, `:` and `@`), so those pages
/// are parsed without it. The scan errs towards the extension: a run is read from its address's start to the next white
/// space or `<` (where the extension stops too), whatever cmark-gfm then trims.
enum BareLinkScan {
    /// Whether `page` holds a bare URL or e-mail address whose text a parse without the autolink extension would read
    /// differently. Each search goes on after the end of the run it last read (another address inside a run without
    /// markup has none either), so every byte is read a bounded number of times.
    static func needsAutolinks(_ page: UnsafeBufferPointer<UInt8>) -> Bool {
        var search = 0
        while let colon = page.firstOffset(of: UInt8(ascii: ":"), in: search..<page.count) {
            search = colon + 1
            guard colon + 2 < page.count, page[colon + 1] == slash, page[colon + 2] == slash else { continue }
            var start = colon
            while start > 0, isLetterOrDigit(page[start - 1]) { start -= 1 }
            guard let end = endOfPlainRun(page, from: start, upTo: addressEnds) else { return true }
            search = max(search, end)
        }
        search = 0
        while let www = page.firstOffset(of: "www.", in: search..<page.count) {
            guard let end = endOfPlainRun(page, from: www, upTo: addressEnds) else { return true }
            search = max(www + 4, end)
        }
        search = 0
        while let at = page.firstOffset(of: UInt8(ascii: "@"), in: search..<page.count) {
            // An address's text is its letters, digits and `.+-_@` as written, with or without the extension; but newer
            // cmark-gfm versions keep an emphasis mark from pairing when an address follows it before white space, so
            // the whole word around `@` is read for marks.
            var start = at
            while start > 0, !isIn(page[start - 1], wordEnds) { start -= 1 }
            guard let end = endOfPlainRun(page, from: start, upTo: wordEnds, emphasisOnly: true) else { return true }
            search = max(at + 1, end)
        }
        return false
    }

    private static let slash = UInt8(ascii: "/")

    /// The ASCII bytes `0x00`–`0x3F` and `0x40`–`0x7F` that end a run, as bits of two masks: white space and `<` end an
    /// address (where the extension stops), white space alone a word.
    private static let addressEnds = (low: whiteSpace | 1 << 0x3C, high: UInt64(0))
    private static let wordEnds = (low: whiteSpace, high: UInt64(0))
    private static let whiteSpace: UInt64 = 1 << 0x20 | 1 << 0x09 | 1 << 0x0A | 1 << 0x0B | 1 << 0x0C | 1 << 0x0D
    /// The bytes that may start markup inside a run: `&`, `*` and `[`, `\`, `]`, `_`, `` ` ``, `~`.
    private static let markup = (
        low: UInt64(1) << 0x26 | 1 << 0x2A,
        high: UInt64(1) << (0x5B - 0x40) | 1 << (0x5C - 0x40) | 1 << (0x5D - 0x40)
            | 1 << (0x5F - 0x40) | 1 << (0x60 - 0x40) | 1 << (0x7E - 0x40)
    )

    private static func isIn(_ byte: UInt8, _ set: (low: UInt64, high: UInt64)) -> Bool {
        byte < 0x40 ? (set.low >> byte) & 1 != 0 : byte < 0x80 && (set.high >> (byte - 0x40)) & 1 != 0
    }

    /// Where the run from `start` ends (its first byte of `ends`, or the page's end), or nil when it holds something
    /// inline Markdown reads as markup: `*` or `~`, a `_` that is not between two ASCII letters or digits (one there can
    /// neither open nor close emphasis), and unless `emphasisOnly`, a backtick, a bracket, a backslash before
    /// punctuation, or `&` starting an entity.
    private static func endOfPlainRun(
        _ page: UnsafeBufferPointer<UInt8>, from start: Int, upTo ends: (low: UInt64, high: UInt64), emphasisOnly: Bool = false
    ) -> Int? {
        var index = start
        while index < page.count {
            let byte = page[index]
            if isIn(byte, ends) { return index }
            if isIn(byte, markup) {
                switch byte {
                case UInt8(ascii: "_"):
                    let insideWord = index > start && index + 1 < page.count && isLetterOrDigit(page[index - 1]) && isLetterOrDigit(page[index + 1])
                    if !insideWord { return nil }
                case UInt8(ascii: "*"), UInt8(ascii: "~"):
                    return nil
                case _ where emphasisOnly:
                    break
                case UInt8(ascii: "\\"):
                    if index + 1 < page.count && isASCIIPunctuation(page[index + 1]) { return nil }
                case UInt8(ascii: "&"):
                    if startsEntity(page, at: index) { return nil }
                default:
                    return nil
                }
            }
            index += 1
        }
        return index
    }

    /// Whether `&` at `index` starts what could be a character reference: `&`, an optional `#`, letters or digits, `;`.
    private static func startsEntity(_ page: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var next = index + 1
        if next < page.count, page[next] == UInt8(ascii: "#") { next += 1 }
        let nameStart = next
        while next < page.count, isLetterOrDigit(page[next]) { next += 1 }
        return next > nameStart && next < page.count && page[next] == UInt8(ascii: ";")
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }
}
