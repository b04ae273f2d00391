public import GuideSpecWire
public import Testing

// Module-qualified names mark the conformance as deliberate: both the type and the protocol are other modules'.
extension GuideSpecWire.GoldenCase: Testing.CustomTestStringConvertible {
    /// The case id, so that a case shows under its id wherever Swift Testing names it.
    public var testDescription: String { id }
}
