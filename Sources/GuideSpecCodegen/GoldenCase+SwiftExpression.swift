public import GuideSpecWire

extension GoldenCase {
    /// The case as a `GoldenCase(id:platform:operation:input:expected:languages:sources:disputedBy:)` call.
    public var swiftExpression: SwiftExpression {
        .call(
            .identifier("GoldenCase"),
            [
                SwiftArgument("id", .string(id)),
                SwiftArgument("platform", .string(platform.id)),
                SwiftArgument("operation", .string(operation.name)),
                SwiftArgument("input", input.swiftExpression),
                SwiftArgument("expected", expected.swiftExpression),
                SwiftArgument("languages", .array(languages.map(SwiftExpression.string))),
                SwiftArgument("sources", .array(sources.map(\.swiftExpression))),
                SwiftArgument("disputedBy", .array(disputedBy.map(\.swiftExpression))),
            ])
    }
}

extension GoldenSource {
    /// The source as a `GoldenSource(item:language:file:line:)` call.
    public var swiftExpression: SwiftExpression {
        .call(
            .identifier("GoldenSource"),
            [
                SwiftArgument("item", .string(item)), SwiftArgument("language", .string(language)),
                SwiftArgument("file", .string(file)), SwiftArgument("line", .integer(line)),
            ])
    }
}

extension GoldenDispute {
    /// The dispute as a `GoldenDispute(language:says:)` call.
    public var swiftExpression: SwiftExpression {
        .call(.identifier("GoldenDispute"), [SwiftArgument("language", .string(language)), SwiftArgument("says", .string(says))])
    }
}
