/// The error-codes area: the implementation's error constants and their codes, both ways.
public protocol ErrorCatalogue: GuideImplementation {
    /// The code of the error constant `name` (spelled as the platform spells it), or nil when there is no such constant.
    func errorCode(forName name: String) -> Int?
    /// The constant name of error `code`, or nil when the code is unknown.
    func errorName(forCode code: Int) -> String?
}
