/// Refuses, before libxml2 sees the page, a start tag with more attributes than GuideSpec reads.
///
/// libxml2 compares each attribute of a start tag with every one before it (its duplicate check), so one
/// element with 40,000 attributes takes seconds. The count is bounded on the bytes, in one pass: a resource
/// guard that knows start tags, comments and the raw text of `<script>` and `<style>`, not an HTML parser.
enum AttributeCountGuard {
    /// The most attributes one element may have (guide pages use a handful).
    static let maximumAttributes = 64

    /// The byte offset of the first start tag with more than `maximumAttributes` attributes, or nil.
    static func firstOverLimit(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            return scanner.run()
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func run() -> Int? {
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "<") else {
                    index += 1
                    continue
                }
                if matches("<!--") {
                    skip(past: "-->")
                } else if index + 1 < bytes.count, isLetter(bytes[index + 1]) {
                    let start = index
                    index += 1
                    let name = takeName()
                    if startTagAttributes() > AttributeCountGuard.maximumAttributes { return start }
                    if name == "script" || name == "style" { skip(past: name == "script" ? "</script" : "</style") }
                } else {
                    index += 1
                }
            }
            return nil
        }

        /// Counts the attributes of a start tag, from after its name to its `>` (or the end of the bytes).
        private mutating func startTagAttributes() -> Int {
            var count = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: ">") {
                    index += 1
                    return count
                }
                if isSpace(byte) || byte == UInt8(ascii: "/") {
                    index += 1
                    continue
                }
                count += 1
                while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ">"),
                    bytes[index] != UInt8(ascii: "/")
                {
                    index += 1
                }
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
                index += 1
                skipSpaces()
                skipValue()
            }
            return count
        }

        private mutating func skipValue() {
            guard index < bytes.count else { return }
            let quote = bytes[index]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                index += 1
                while index < bytes.count, bytes[index] != quote { index += 1 }
                index = min(index + 1, bytes.count)
            } else {
                while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
            }
        }

        /// The tag name at the cursor, lowercased.
        private mutating func takeName() -> String {
            let start = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
        }

        /// Moves past the next occurrence of `lowercased` (ASCII case ignored), or to the end.
        private mutating func skip(past lowercased: StaticString) {
            while index < bytes.count, !matches(lowercased) { index += 1 }
            index = min(index + lowercased.utf8CodeUnitCount, bytes.count)
        }

        private func matches(_ lowercased: StaticString) -> Bool {
            let count = lowercased.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            for offset in 0..<count {
                let byte = bytes[index + offset]
                let folded = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                if folded != lowercased.utf8Start[offset] { return false }
            }
            return true
        }

        private mutating func skipSpaces() {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        }

        private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

        private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C }
    }
}
