public import Foundation

/// Where bytes stop being UTF-8, and how to show bytes that are not.
public enum UTF8Validation {
    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence, or nil when all of `bytes` is UTF-8.
    public static func firstInvalidByte(in bytes: Data) -> Int? {
        bytes.withUnsafeBytes { raw in
            guard let firstNonASCII = raw.firstIndex(where: { $0 >= 0x80 }) else { return nil }
            var offset = firstNonASCII
            var iterator = raw[firstNonASCII...].makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let scalar): offset += scalar.count
                case .emptyInput: return nil
                case .error: return offset
                }
            }
        }
    }

    /// `bytes` as text, each byte that is not part of well-formed UTF-8 written as `\xNN`.
    public static func text(_ bytes: Data) -> String {
        var text = ""
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var pending = bytes.startIndex
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                text.unicodeScalars.append(Unicode.UTF8.decode(scalar))
                pending += scalar.count
            case .emptyInput: return text
            case .error(let length):
                for byte in bytes[pending..<(pending + length)] { text += "\\x" + String(byte, radix: 16, uppercase: true).leftPadded() }
                pending += length
            }
        }
    }
}

extension String {
    /// Two characters at least, with a leading zero.
    fileprivate func leftPadded() -> String { count < 2 ? "0" + self : self }
}
