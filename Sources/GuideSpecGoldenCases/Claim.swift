package import GuideSpecSpecModel

/// What one language's guide says about one spec item, and where it says it.
package struct Statement {
    package var language: String
    /// The spec item's key, such as `error:SDK_ERROR_USER_CANCELED`.
    package var item: String
    package var location: SpecLocation
    /// The value compared across languages: equal values agree.
    package var value: String
    /// What the statement says, in a few words, when it disagrees with the case.
    package var says: String

    /// Creates a statement whose dispute text is its value.
    package init(language: String, item: String, location: SpecLocation, value: String = "", says: String? = nil) {
        self.language = language
        self.item = item
        self.location = location
        self.value = value
        self.says = says ?? value
    }
}

/// One spec item a case rests on: the value the case assumes and every language's statement about it.
package struct Claim {
    /// Names the claim in a dispute when a case rests on several claims.
    package var label: String
    /// The value the case assumes; a statement with another value disputes the case.
    package var expected: String
    /// The statements, reference language first.
    package var statements: [Statement]

    /// A claim whose value is the reference language's (the first statement's).
    package init(label: String, statements: [Statement]) {
        self.init(label: label, expected: statements.first?.value ?? "", statements: statements)
    }

    /// A claim whose value is given, such as the union of every language's field names.
    package init(label: String, expected: String, statements: [Statement]) {
        self.label = label
        self.expected = expected
        self.statements = statements
    }
}
