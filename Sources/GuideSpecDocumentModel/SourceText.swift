import GuideSpecIO

/// A guide file's bytes checked and decoded into text with LF line endings, or the reason they could not be.
public struct SourceText: Sendable {
    /// The decoded text, or nil when nothing trustworthy could be read.
    public var text: String?
    /// What was wrong with the bytes (errors when `text` is nil, warnings for what was repaired).
    public var diagnostics: [Diagnostic]

    /// The largest guide page GuideSpec reads (`InputLimits.guidePageBytes`).
    public static let defaultByteLimit = InputLimits.guidePageBytes

    /// The longest line GuideSpec reads in Markdown and text; guide lines are under 4 KiB.
    public static let defaultLineByteLimit = 256 << 10

    /// Checks and decodes `bytes` read from `file`; a line longer than `lineByteLimit` bytes is refused (nil: no limit,
    /// for published HTML, which minifiers put on a few long lines).
    public init(bytes: [UInt8], file: String, byteLimit: Int = SourceText.defaultByteLimit, lineByteLimit: Int? = SourceText.defaultLineByteLimit) {
        var diagnostics: [Diagnostic] = []
        func fail(_ rule: String, line: Int, _ message: String) -> SourceText {
            diagnostics.append(Diagnostic(.error, rule: rule, file: file, line: line, message))
            return SourceText(text: nil, diagnostics: diagnostics)
        }
        if bytes.count > byteLimit {
            self = fail(Self.tooLarge, line: 1, "file is \(bytes.count) bytes, over the \(byteLimit)-byte limit for a guide page")
            return
        }
        let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        if bytes.dropFirst(hasByteOrderMark ? 3 : 0).allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            let what = hasByteOrderMark ? "file is empty apart from a byte order mark" : "file is empty"
            self = fail(Self.empty, line: 1, "\(what): expected a guide page in Markdown, HTML or text")
            return
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            self = fail(Self.utf16, line: 1, "file is UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8")
            return
        }
        if let nul = bytes.withUnsafeBufferPointer({ $0.firstOffset(of: 0, in: 0..<$0.count) }) {
            let line = Self.line(ofOffset: nul, in: bytes)
            let nulCount = bytes.prefix(4096).filter { $0 == 0 }.count
            if nulCount * 3 >= min(bytes.count, 4096) {
                self = fail(
                    Self.utf16, line: line, "file looks like UTF-16 without a byte order mark (NUL bytes between characters); save it as UTF-8")
            } else {
                self = fail(Self.binary, line: line, "file is binary (NUL byte at line \(line)): expected a text guide page")
            }
            return
        }
        if let lineByteLimit, let (line, length) = Self.firstLine(longerThan: lineByteLimit, in: bytes) {
            self = fail(
                Self.lineTooLong, line: line, "line \(line) is \(length) bytes, over the \(lineByteLimit)-byte limit for a line of a guide page")
            return
        }
        var body = bytes[...]
        if hasByteOrderMark {
            body = bytes.dropFirst(3)
            diagnostics.append(
                Diagnostic(.warning, rule: Self.byteOrderMark, file: file, line: 1, "UTF-8 byte order mark at the start of the file was ignored"))
        }
        guard let decoded = String(validating: body, as: UTF8.self) else {
            let (line, column) = Self.firstInvalidUTF8(in: Array(body))
            self = fail(Self.invalidUTF8, line: line, "invalid UTF-8 at line \(line), byte \(column): expected UTF-8 text")
            return
        }
        var text = decoded
        if let crlfLine = Self.firstCarriageReturnLine(in: body) {
            diagnostics.append(
                Diagnostic(.warning, rule: Self.crlf, file: file, line: crlfLine, "Windows (CRLF) or old Mac (CR) line endings were read as LF"))
            text = Self.replacingCarriageReturns(in: body)
        }
        self.init(text: text, diagnostics: diagnostics)
    }

    private init(text: String?, diagnostics: [Diagnostic]) {
        self.text = text
        self.diagnostics = diagnostics
    }

    private static func line(ofOffset offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }

    /// The first line (and its length) with more than `limit` bytes before its line feed; line feeds are found with
    /// `memchr`.
    private static func firstLine(longerThan limit: Int, in bytes: [UInt8]) -> (line: Int, length: Int)? {
        bytes.withUnsafeBufferPointer { bytes in
            var line = 1
            var start = 0
            while let newline = bytes.firstOffset(of: 0x0A, in: start..<bytes.count) {
                if newline - start > limit { return (line, newline - start) }
                line += 1
                start = newline + 1
            }
            return bytes.count - start > limit ? (line, bytes.count - start) : nil
        }
    }

    /// The line of the first CR, found with `memchr` (the lines before it are counted only when there is one).
    private static func firstCarriageReturnLine(in bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            bytes.firstOffset(of: 0x0D, in: 0..<bytes.count).map { carriageReturn in
                1 + bytes[..<carriageReturn].reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
            }
        }
    }

    /// The line and 1-based byte column where the first sequence that is not valid UTF-8 starts.
    private static func firstInvalidUTF8(in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                if lead == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
                continue
            }
            let length = sequenceLength(lead: lead, second: index + 1 < bytes.count ? bytes[index + 1] : nil)
            let continuationsValid =
                length > 0 && index + length <= bytes.count
                && bytes[(index + 1)..<(index + length)].allSatisfy { $0 & 0xC0 == 0x80 }
            guard continuationsValid else { return (line, index - lineStart + 1) }
            index += length
        }
        return (line, 1)
    }

    /// The length of the UTF-8 sequence `lead` starts, or 0 when `lead` (with the byte after it) cannot start one.
    private static func sequenceLength(lead: UInt8, second: UInt8?) -> Int {
        guard let second else { return 0 }
        switch lead {
        case 0xC2...0xDF: return 2
        case 0xE0: return (0xA0...0xBF).contains(second) ? 3 : 0
        case 0xED: return (0x80...0x9F).contains(second) ? 3 : 0
        case 0xE1...0xEF: return 3
        case 0xF0: return (0x90...0xBF).contains(second) ? 4 : 0
        case 0xF4: return (0x80...0x8F).contains(second) ? 4 : 0
        case 0xF1...0xF3: return 4
        default: return 0
        }
    }

    static let tooLarge = "input.too-large"
    static let empty = "input.empty"
    static let utf16 = "input.utf16"
    static let binary = "input.binary"
    static let byteOrderMark = "input.byte-order-mark"
    static let invalidUTF8 = "input.invalid-utf8"
    static let crlf = "input.crlf"
    static let lineTooLong = "input.line-too-long"

    /// Valid UTF-8 `bytes` as text with CRLF and lone CR line endings turned into LF, byte by byte: CR and LF are ASCII,
    /// so no character of the text changes but its line endings.
    private static func replacingCarriageReturns(in bytes: ArraySlice<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            var count = 0
            var previousWasCR = false
            for byte in bytes {
                if byte == 0x0D {
                    buffer[count] = 0x0A
                    count += 1
                    previousWasCR = true
                } else {
                    if !(byte == 0x0A && previousWasCR) {
                        buffer[count] = byte
                        count += 1
                    }
                    previousWasCR = false
                }
            }
            return count
        }
    }
}
