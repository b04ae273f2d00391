/// Whether a field or parameter may be nil, as far as its language says.
public enum Nullability: String, Codable, Hashable, Sendable {
    /// Annotated or typed as optional: ObjC `nullable`/`_Nullable`, Java `@Nullable`, C# and Kotlin `T?`.
    case nullable
    /// Annotated or typed as never nil: ObjC `nonnull`/`_Nonnull`, Java `@NonNull`, a Kotlin type without `?`.
    case nonnull
    /// The declaration does not say.
    case unspecified
}

extension Nullability: SpecJSONWritable {}
