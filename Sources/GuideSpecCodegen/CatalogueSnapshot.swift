public import GuideSpecCatalogue

/// A platform's catalogue written as Swift source: a `static let` on `PlatformCatalogue` that an implementation compiles in,
/// so that it answers from the guide as it was when the snapshot was taken, not from the specs of the day.
public struct CatalogueSnapshot: Sendable {
    /// The name of the constant, such as `bundledIOS`.
    public var constant: String
    /// The command the header names, which takes the snapshot again.
    public var command: String
    public var renderer: SwiftRenderer

    /// Creates a snapshot writer.
    public init(constant: String, command: String, renderer: SwiftRenderer = SwiftRenderer()) {
        self.constant = constant
        self.command = command
        self.renderer = renderer
    }

    /// The source text of the file holding `catalogue`.
    public func source(_ catalogue: PlatformCatalogue) -> String {
        let value = SwiftExpression.call(
            .identifier("PlatformCatalogue"),
            [
                SwiftArgument("platform", .string(catalogue.platform.id)),
                SwiftArgument(
                    "errors",
                    .array(
                        catalogue.errors.map {
                            .call(.identifier("ErrorConstant"), [SwiftArgument("name", .string($0.name)), SwiftArgument("code", .integer($0.code))])
                        })),
                SwiftArgument("valueTypes", .array(catalogue.valueTypes.map(Self.valueType))),
                SwiftArgument("enums", .array(catalogue.enums.map(Self.enumType))),
                SwiftArgument("methods", .array(catalogue.methods.map(Self.method))),
                SwiftArgument("stores", .array(catalogue.stores.map(SwiftExpression.string))),
            ])
        let holder = SwiftTypeDeclaration(
            .extension, name: "PlatformCatalogue",
            members: [
                .staticConstant(
                    name: constant, type: "PlatformCatalogue", value: value,
                    documentation: "The \(catalogue.platform) catalogue of the guide when the snapshot was taken.")
            ])
        return renderer.render(
            SwiftFile(
                header: [
                    "Snapshot of the guide's \(catalogue.platform) catalogue, taken with: \(command)",
                    "Like an SDK release, it lags the guide until someone takes a new snapshot; meanwhile the reference fails the changed cases.",
                ],
                imports: ["GuideSpecCatalogue"], declarations: [.type(holder)]))
    }

    static func valueType(_ type: ValueType) -> SwiftExpression {
        .call(
            .identifier("ValueType"),
            [
                SwiftArgument("name", .string(type.name)),
                SwiftArgument(
                    "fields",
                    .array(
                        type.fields.map { field in
                            var arguments = [
                                SwiftArgument("name", .string(field.name)), SwiftArgument("type", .string(field.type.rawValue)),
                                SwiftArgument("nullable", .bool(field.nullable)),
                            ]
                            if !field.keys.isEmpty { arguments.append(SwiftArgument("keys", .array(field.keys.map(SwiftExpression.string)))) }
                            if let fallback = field.fallbackKey { arguments.append(SwiftArgument("fallbackKey", .string(fallback))) }
                            return .call(.member(.identifier("ValueType"), "Field"), arguments)
                        })),
            ])
    }

    static func enumType(_ type: EnumType) -> SwiftExpression {
        .call(
            .identifier("EnumType"),
            [
                SwiftArgument("name", .string(type.name)),
                SwiftArgument(
                    "members",
                    .array(
                        type.members.map { member in
                            .call(
                                .member(.identifier("EnumType"), "Member"),
                                [SwiftArgument("name", .string(member.name))] + (member.value.map { [SwiftArgument("value", .string($0))] } ?? []))
                        })),
            ])
    }

    static func method(_ method: Method) -> SwiftExpression {
        .call(
            .identifier("Method"),
            [
                SwiftArgument("owner", method.owner.map(SwiftExpression.string) ?? .nilLiteral), SwiftArgument("name", .string(method.name)),
                SwiftArgument("parameters", method.parameters.map { .array($0.map(SwiftExpression.string)) } ?? .nilLiteral),
            ])
    }
}
