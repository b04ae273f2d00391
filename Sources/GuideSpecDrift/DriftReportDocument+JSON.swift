package import GuideSpecSpecModel

// The drift report and the baseline are written as the specs are (`SpecJSONWriter`): each type its members in key order,
// the same bytes `JSONEncoder` gives with sorted keys, with no encoder, containers or key sorting at run time.

extension DriftReportDocument: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("findings", findings)
            json.member("inputs", ifPresent: inputs)
            json.member("staleBaselineEntries", staleBaselineEntries)
            json.member("summary", summary)
            json.member("tool", ifPresent: tool)
            json.member("toolVersion", ifPresent: toolVersion)
            json.member("version", version)
        }
    }
}

extension DriftReportDocument.Finding: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("baselineReason", ifPresent: baselineReason)
            json.member("baselined", baselined)
            json.member("change", ifPresent: change)
            json.member("fingerprint", fingerprint)
            json.member("locations", locations)
            json.member("message", message)
            json.member("page", page)
            json.member("rule", rule)
            json.member("severity", severity)
            json.member("subject", subject)
        }
    }
}

extension DriftReportDocument.Location: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("endLine", endLine)
            json.member("file", file)
            json.member("language", language)
            json.member("line", line)
            json.member("note", note)
        }
    }
}

extension DriftReportDocument.Summary: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("baselined", baselined)
            json.member("findings", findings)
            json.member("new", new)
            json.member("staleBaselineEntries", staleBaselineEntries)
            json.member("verdict", verdict)
        }
    }
}

extension DriftInput: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("file", file)
            json.member("language", language)
            json.member("page", page)
            json.member("problem", ifPresent: problem)
        }
    }
}

extension DriftBaseline: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("entries", entries)
            json.member("version", version)
        }
    }
}

extension DriftBaselineEntry: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("fingerprint", fingerprint)
            json.member("page", page)
            json.member("reason", reason)
            json.member("rule", rule)
            json.member("subject", subject)
        }
    }
}
