/// The language-neutral field types of docs/operations.md, mapped from the guide's Objective-C types.
enum GuideType {
    /// The `vo.field` type of an Objective-C declaration such as `NSString *`, `long` or `NSArray<NSString *> *`.
    static func neutral(_ declared: String) -> String {
        let qualifiers: Set<String> = ["const", "nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "*"]
        let words = declared.replacingOccurrences(of: "*", with: " * ").split(separator: " ").map(String.init)
        let core = words.filter { !qualifiers.contains($0) }.joined(separator: " ")
        switch core {
        case "NSString": return "string"
        case "float", "double", "CGFloat": return "float"
        case "long", "int", "NSInteger", "NSUInteger", "long long", "int64_t": return "integer"
        case "BOOL", "bool": return "boolean"
        default: return core.hasPrefix("NSArray") ? "array" : "object"
        }
    }
}
