/// The record as `CanonicalJSON` writes it: `line()` gives the same bytes without going through `JSONEncoder`.
extension AdapterMessage: Encodable {
    private enum CodingKeys: String, CodingKey {
        case kind, id, output, reason, message
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
