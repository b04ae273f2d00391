extension DeclarationDialect {
    /// Java, including the Android guide's API blocks written `+ (void)Sdk.Auth.requestLogin(…);`.
    static let java = DeclarationDialect(
        language: .java,
        typeKeywords: ["class": .class, "interface": .interface, "enum": .enum, "record": .class],
        modifiers: [
            "public", "private", "protected", "static", "final", "abstract", "synchronized", "native", "transient", "volatile", "default", "strictfp",
            "sealed",
        ],
        nullableAnnotations: ["Nullable", "CheckForNull"], nonnullAnnotations: ["NonNull", "Nonnull", "NotNull"])

    /// Kotlin: `class`/`object`/`interface`, `val name: Type`, `fun name(p: Type): Return`.
    static let kotlin = DeclarationDialect(
        language: .kotlin,
        typeKeywords: ["class": .class, "interface": .interface, "object": .class, "enum": .enum],
        modifiers: [
            "public", "private", "protected", "internal", "open", "override", "abstract", "final", "data", "sealed", "inner", "companion",
            "lateinit", "const", "suspend", "inline", "val", "var", "vararg",
        ],
        questionMarkIsNullable: true, typesAreNonnullByDefault: true, typeFollowsName: true, newlineEndsStatement: true, methodKeywords: ["fun"])

    /// C#, with nested classes, namespaces and `<summary>` documentation comments.
    static let csharp = DeclarationDialect(
        language: .csharp,
        typeKeywords: ["class": .class, "struct": .struct, "interface": .interface, "enum": .enum, "namespace": .namespace, "record": .class],
        modifiers: [
            "public", "private", "protected", "internal", "static", "readonly", "const", "abstract", "virtual", "override", "sealed",
            "partial", "extern", "unsafe", "volatile", "async", "event", "fixed",
        ],
        questionMarkIsNullable: true)

    /// C++ as the Unreal guide writes it: `struct MYSDK_API FName`, `UENUM(…) enum class E : uint8`, `TArray<…>`, `TMap<…>`.
    static let cpp = DeclarationDialect(
        language: .cpp,
        typeKeywords: ["class": .class, "struct": .struct, "enum": .enum, "namespace": .namespace, "union": .struct],
        modifiers: [
            "public", "private", "protected", "static", "const", "constexpr", "inline", "virtual", "explicit", "extern", "mutable",
            "friend", "volatile", "override", "final", "FORCEINLINE",
        ])
}
