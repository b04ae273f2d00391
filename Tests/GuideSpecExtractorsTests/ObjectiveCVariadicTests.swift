import GuideSpecSpecModel
import Testing

/// `+ (void)debugWithFormat:(NSString *)format, ...;` is a declaration, so a sample sending it is no renamed reference.
@Suite struct ObjectiveCVariadicTests {
    @Test func aVariadicDeclarationIsReadWithItsFormatParameter() throws {
        let spec = extract(
            "```objectivec\n+ (void)debugWithFormat:(NSString *)format, ...;\n+ (void)info:(NSString *)message;\n```\n", page: "ios-logger")
        #expect(
            spec.methods.map { "\($0.name) variadic=\($0.variadic) \($0.parameters.map(\.name))" } == [
                "debugWithFormat: variadic=true [\"format\"]", "info: variadic=false [\"message\"]",
            ])
        #expect(spec.apis.map(\.selector) == ["debugWithFormat:", "info:"])
        #expect(spec.apis.map(\.foundAs) == [[.declared], [.declared]])
    }
}
