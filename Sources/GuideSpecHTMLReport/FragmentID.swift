/// Element IDs that deep links name: readable for the IDs GuideSpec makes, unambiguous for anything else.
enum FragmentID {
    /// `prefix-value`, keeping ASCII letters, digits, `.` and `-`; every other UTF-8 byte becomes `_` and two hex
    /// digits (`_` itself included), so different values never share an ID and an ID never needs escaping in a URL.
    static func make(_ prefix: String, _ value: String) -> String {
        var id = prefix + "-"
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "."), UInt8(ascii: "-"):
                id.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16)
                id += "_" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return id
    }
}
