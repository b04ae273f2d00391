import Foundation

/// Percent-encoding as docs/operations.md defines it for promotion URLs.
enum PercentEncoding {
    /// Every UTF-8 byte except `A–Z a–z 0–9 - . _ ~` as `%XX` with upper-case hex.
    static func encode(_ value: String) -> String {
        var encoded = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.append(Character(UnicodeScalar(byte)))
            default:
                encoded += String(format: "%%%02X", byte)
            }
        }
        return encoded
    }

    /// The query parameters of a URL, percent-decoded (`+` stays `+`), in order.
    static func query(of url: String) -> [(name: String, value: String)] {
        guard let start = url.firstIndex(of: "?") else { return [] }
        let query = url[url.index(after: start)...].prefix { $0 != "#" }
        return query.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (text: Substring) in String(text).removingPercentEncoding ?? String(text) }
            return (decode(parts[0]), parts.count > 1 ? decode(parts[1]) : "")
        }
    }
}
