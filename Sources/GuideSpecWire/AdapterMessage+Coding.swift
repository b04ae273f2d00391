extension AdapterMessage: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, id, output, reason, message
    }

    /// Reads any record; the members of `hello` and `request` sit beside `kind`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "hello": self = .hello(try AdapterHello(from: decoder))
        case "request": self = .request(try AdapterRequest(from: decoder))
        case "result":
            guard container.contains(.output) else { throw AdapterMessageError.malformed("result without \"output\"") }
            self = .result(id: try container.decode(String.self, forKey: .id), output: try container.decode(JSONValue.self, forKey: .output))
        case "skip": self = .skip(id: try container.decode(String.self, forKey: .id), reason: try container.decode(String.self, forKey: .reason))
        case "error": self = .error(id: try container.decode(String.self, forKey: .id), message: try container.decode(String.self, forKey: .message))
        case "bye": self = .bye
        default: self = .unknown(kind: kind)
        }
    }

    /// Writes the record with its `kind`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .hello(let hello):
            try container.encode("hello", forKey: .kind)
            try hello.encode(to: encoder)
        case .request(let request):
            try container.encode("request", forKey: .kind)
            try request.encode(to: encoder)
        case .result(let id, let output):
            try container.encode("result", forKey: .kind)
            try container.encode(id, forKey: .id)
            try container.encode(output, forKey: .output)
        case .skip(let id, let reason):
            try container.encode("skip", forKey: .kind)
            try container.encode(id, forKey: .id)
            try container.encode(reason, forKey: .reason)
        case .error(let id, let message):
            try container.encode("error", forKey: .kind)
            try container.encode(id, forKey: .id)
            try container.encode(message, forKey: .message)
        case .bye: try container.encode("bye", forKey: .kind)
        case .unknown(let kind): try container.encode(kind, forKey: .kind)
        }
    }
}
