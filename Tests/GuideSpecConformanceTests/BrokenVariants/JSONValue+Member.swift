import GuideSpecWire

extension JSONValue {
    /// This object with member `key` set to `value`, or removed when `value` is nil; other values are returned unchanged.
    func setting(_ key: String, to value: JSONValue?) -> JSONValue {
        guard var members = objectValue else { return self }
        members[key] = value
        return .object(members)
    }
}
