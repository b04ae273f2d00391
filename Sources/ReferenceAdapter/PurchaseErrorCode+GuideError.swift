public import Conformance

extension PurchaseErrorCode {
    /// The error as the conformance protocol reports it.
    public var guideError: GuideError { GuideError(code: rawValue) }
}
