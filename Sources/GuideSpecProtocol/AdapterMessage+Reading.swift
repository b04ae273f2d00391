import GuideSpecWire

extension AdapterMessage {
    /// Reads a record of the known kind `kind` from its members; throws `malformed`, naming the first member that is
    /// missing or of the wrong type by its path (`implementation.name`, `operations[1]`).
    init(kind: String, members: [String: JSONValue]) throws(AdapterMessageError) {
        let record = MemberReader(members: members, path: "")
        switch kind {
        case "hello":
            let implementation = try record.object("implementation")
            self = .hello(
                AdapterHello(
                    protocol: try record.integer("protocol"),
                    implementation: ImplementationIdentity(
                        name: try implementation.string("name"), version: try implementation.string("version"),
                        language: try implementation.string("language")),
                    operations: try record.strings("operations").map { Operation($0) }, pipeline: try record.optionalInteger("pipeline"),
                    platform: try record.optionalPlatform("platform"), pages: try record.optionalStrings("pages"),
                    vocabulary: try record.optionalInteger("vocabulary")))
        case "request":
            self = .request(
                AdapterRequest(id: try record.string("id"), operation: Operation(try record.string("operation")), input: try record.value("input")))
        case "result":
            guard let output = members["output"] else { throw .malformed("result without \"output\"") }
            self = .result(id: try record.string("id"), output: output)
        case "skip": self = .skip(id: try record.string("id"), reason: try record.string("reason"))
        case "error": self = .error(id: try record.string("id"), message: try record.string("message"))
        case "bye": self = .bye
        default: self = .unknown(kind: kind)
        }
    }
}

/// The members of one object of a record, read by name with the messages of `AdapterMessageError.malformed`.
private struct MemberReader {
    let members: [String: JSONValue]
    /// Where the object sits in the record: empty for the record itself, else the path and a dot.
    let path: String

    func value(_ name: String) throws(AdapterMessageError) -> JSONValue {
        guard let value = members[name] else { throw .malformed("missing member \"\(name)\"") }
        return value
    }

    func string(_ name: String) throws(AdapterMessageError) -> String {
        guard let text = try value(name).stringValue else { throw wrongType(name) }
        return text
    }

    func integer(_ name: String) throws(AdapterMessageError) -> Int {
        guard let number = try value(name).integerValue else { throw wrongType(name) }
        return number
    }

    /// The integer member `name`, or nil when it is absent or null.
    func optionalInteger(_ name: String) throws(AdapterMessageError) -> Int? {
        guard let member = members[name], member != .null else { return nil }
        guard let number = member.integerValue else { throw wrongType(name) }
        return number
    }

    /// The string member `name`, or nil when it is absent or null.
    func optionalString(_ name: String) throws(AdapterMessageError) -> String? {
        guard let member = members[name], member != .null else { return nil }
        guard let text = member.stringValue else { throw wrongType(name) }
        return text
    }

    /// The platform id `name`, or nil when it is absent or null; an id that is not a platform id is malformed.
    func optionalPlatform(_ name: String) throws(AdapterMessageError) -> Platform? {
        guard let id = try optionalString(name) else { return nil }
        do {
            return try Platform(id)
        } catch {
            throw .malformed("\"\(path)\(name)\": \(error.message)")
        }
    }

    /// The array of strings `name`, or nil when it is absent or null.
    func optionalStrings(_ name: String) throws(AdapterMessageError) -> [String]? {
        guard let member = members[name], member != .null else { return nil }
        return try strings(name)
    }

    func strings(_ name: String) throws(AdapterMessageError) -> [String] {
        guard let elements = try value(name).arrayValue else { throw wrongType(name) }
        var texts: [String] = []
        texts.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard let text = element.stringValue else { throw wrongType("\(name)[\(index)]") }
            texts.append(text)
        }
        return texts
    }

    func object(_ name: String) throws(AdapterMessageError) -> MemberReader {
        guard let object = try value(name).objectValue else { throw wrongType(name) }
        return MemberReader(members: object, path: path + name + ".")
    }

    private func wrongType(_ name: String) -> AdapterMessageError {
        .malformed("wrong type at \"\(path)\(name)\"")
    }
}
