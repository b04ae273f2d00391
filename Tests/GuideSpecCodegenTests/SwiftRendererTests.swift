import GuideSpecCodegen
import Testing

/// The renderer's exact text for small structures: layout, indentation, breaking and literals.
@Suite struct SwiftRendererTests {
    @Test func rendersATinyFileExactly() {
        let file = SwiftFile(
            header: ["DO NOT EDIT.", "", "Line two"], imports: ["Testing", "GuideSpecWire"],
            declarations: [
                .type(
                    SwiftTypeDeclaration(
                        .struct, name: "Tiny", documentation: "A tiny suite.",
                        attributes: [SwiftAttribute("Suite", [SwiftArgument(nil, .string("tiny: \"one\""))])],
                        members: [
                            .staticConstant(
                                name: "values", type: "[JSONValue]",
                                value: .array([.integer(-1), .float(1.5), .bool(true), .nilLiteral, .dictionary([])]), documentation: nil),
                            .function(
                                SwiftFunction(
                                    name: "check", attributes: [SwiftAttribute("Test", [SwiftArgument("arguments", .identifier("values"))])],
                                    parameters: [SwiftParameter(label: "_", name: "value", type: "JSONValue")], isAsync: true,
                                    body: [
                                        .constant(
                                            "copy", .awaitExpression(.call(.identifier("identity"), [SwiftArgument("of", .identifier("value"))]))),
                                        .expression(.macro("expect", [SwiftArgument(nil, .member(.identifier("copy"), "isEmpty"))])),
                                    ])),
                        ]))
            ])
        #expect(
            SwiftRenderer().render(file) == """
                // DO NOT EDIT.
                //
                // Line two

                import Testing
                import GuideSpecWire

                /// A tiny suite.
                @Suite("tiny: \\"one\\"")
                struct Tiny {
                    static let values: [JSONValue] = [-1, 1.5, true, nil, [:]]

                    @Test(arguments: values)
                    func check(_ value: JSONValue) async {
                        let copy = await identity(of: value)
                        #expect(copy.isEmpty)
                    }
                }

                """)
    }

    @Test func breaksWhatDoesNotFitAndArraysOfCallsAlways() {
        let call = SwiftExpression.call(.identifier("Pair"), [SwiftArgument("left", .string("a")), SwiftArgument("right", .member(nil, "none"))])
        let long = SwiftExpression.dictionary([
            SwiftDictionaryEntry(key: .string("first"), value: .string(String(repeating: "x", count: 30))),
            SwiftDictionaryEntry(key: .string("second"), value: .array([.integer(1), .integer(2)])),
        ])
        let file = SwiftFile(
            header: [], imports: [],
            declarations: [
                .staticConstant(name: "pairs", type: "[Pair]", value: .array([call]), documentation: "Pairs."),
                .staticConstant(name: "long", type: "JSONValue", value: long, documentation: nil),
            ])
        #expect(
            SwiftRenderer(lineWidth: 40).render(file) == """
                /// Pairs.
                static let pairs: [Pair] = [
                    Pair(left: "a", right: .none),
                ]

                static let long: JSONValue = [
                    "first": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
                    "second": [1, 2],
                ]

                """)
    }

    @Test func breaksCallArgumentsOnePerLineWithoutATrailingComma() {
        let call = SwiftExpression.call(
            .member(.identifier("Value"), "make"),
            [SwiftArgument("name", .string("a rather long name")), SwiftArgument(nil, .array([])), SwiftArgument("flag", .bool(false))])
        #expect(
            SwiftRenderer(lineWidth: 30).render(
                SwiftFile(header: [], imports: [], declarations: [.staticConstant(name: "v", type: "Value", value: call, documentation: nil)]))
                    == """
                    static let v: Value = Value.make(
                        name: "a rather long name",
                        [],
                        flag: false
                    )

                    """)
    }

    @Test func commentTextCannotEscapeItsComment() {
        let file = SwiftFile(header: ["one\ntwo\u{2028}three"], imports: [], declarations: [])
        #expect(SwiftRenderer().render(file) == "// one\n// two\n// three\n")
    }
}
