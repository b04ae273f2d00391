import GuideSpecWire

/// Text from outside (an adapter's messages, reasons, stderr, identity) made safe to print in a line-oriented report: it
/// stays on its line, so it cannot forge report lines, move the cursor or clear a terminal.
enum ReportText {
    /// `text` on one line: line breaks, other control characters, DEL and the C1 controls written as escapes
    /// (`\n`, `\r`, `\t`, `\u{1B}`), and so are the Unicode line and paragraph separators.
    static func line(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where needsEscape(scalar): escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}

extension GoldenSource {
    /// `guide LANGUAGE FILE:LINE (ITEM)`, as the generated suites cite the guide.
    var citation: String { "guide \(language) \(file):\(line) (\(item))" }
}

extension ConformOutcome.Record {
    /// Whether the report shows the case's input and guide lines: it failed or errored, and was sent.
    var showsContext: Bool {
        switch result.outcome {
        case .failed: true
        case .errored(.notRun): false
        case .errored: true
        case .passed, .skipped: false
        }
    }
}
