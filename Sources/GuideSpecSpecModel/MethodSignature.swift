/// A method the guide declares (an API block's signature, not a call or a sample's definition), in any of its languages.
public struct MethodSignature: Codable, Hashable, Sendable {
    /// The language of the code it was read from.
    public var language: CodeLanguage
    /// What the signature names it on: `Sdk.Auth` in `Sdk.Auth.requestLogin(…)`, or the enclosing
    /// type; nil when the signature stands alone.
    public var owner: String?
    /// For a signature with no owner, the type path every call of it in the page's code names (`Sdk.Store` in
    /// `Sdk.Store.RequestItem(…)`) and where it is first called so; nil when the calls name none or several.
    public var calledOn: CallSite?
    /// The name as written; for Objective-C the full selector (`requestLoginWithType:viewController:completion:`).
    public var name: String
    /// The name that finds the same method on another platform: lowerCamel, an ObjC selector's first keyword up to
    /// `With` (`requestLogin`).
    public var neutralName: String
    public var parameters: [Parameter]
    public var returnType: TypeReference
    /// True for class methods (ObjC and the Android API blocks' `+`) and `static` ones.
    public var isStatic: Bool
    /// True when the parameter list ends in `...` (ObjC `format, ...`, Java `String... args`).
    public var variadic: Bool
    /// True when a comment above says legacy or an annotation marks it deprecated.
    public var legacy: Bool
    public var location: SpecLocation
    /// The shape it was read from when not code (a signature in a table cell, a heading); absent for code.
    public var origin: DeclarationOrigin?
    /// The version the guide says the method was added in, as written; absent when it says none.
    public var since: String?
    /// Where the prose that opens the method's section stands (its paragraphs before any other block), which says what
    /// the method does; absent when the section opens otherwise or the method is declared in another one.
    public var introduction: SpecLocation?

    /// Creates a method signature.
    public init(
        language: CodeLanguage, owner: String?, name: String, neutralName: String, parameters: [Parameter], returnType: TypeReference,
        isStatic: Bool, variadic: Bool = false, legacy: Bool = false, location: SpecLocation, origin: DeclarationOrigin? = nil,
        since: String? = nil
    ) {
        self.language = language
        self.owner = owner
        self.name = name
        self.neutralName = neutralName
        self.parameters = parameters
        self.returnType = returnType
        self.isStatic = isStatic
        self.variadic = variadic
        self.legacy = legacy
        self.location = location
        self.origin = origin
        self.since = since
    }

    /// One parameter: its name, its type and what the declaration says about nil and defaults.
    public struct Parameter: Codable, Hashable, Sendable {
        /// The name as written; empty when the signature names only the type.
        public var name: String
        public var type: TypeReference
        public var nullability: Nullability
        /// The default value as written (`TMap<FString, FString>()`), when one is given.
        public var defaultValue: String?
        /// Whether a parameter table marks it required (true) or optional (false); absent when nothing says.
        public var required: Bool?
        /// What a parameter table or list says of it, when one does.
        public var description: String?

        /// Creates a parameter.
        public init(
            name: String, type: TypeReference, nullability: Nullability, defaultValue: String? = nil, required: Bool? = nil,
            description: String? = nil
        ) {
            self.name = name
            self.type = type
            self.nullability = nullability
            self.defaultValue = defaultValue
            self.required = required
            self.description = description
        }
    }
}

extension MethodSignature: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("calledOn", ifPresent: calledOn)
            json.member("introduction", ifPresent: introduction)
            json.member("isStatic", isStatic)
            json.member("language", language)
            json.member("legacy", legacy)
            json.member("location", location)
            json.member("name", name)
            json.member("neutralName", neutralName)
            json.member("origin", ifPresent: origin)
            json.member("owner", ifPresent: owner)
            json.member("parameters", parameters)
            json.member("returnType", returnType)
            json.member("since", ifPresent: since)
            json.member("variadic", variadic)
        }
    }
}

extension MethodSignature.Parameter: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("defaultValue", ifPresent: defaultValue)
            json.member("description", ifPresent: description)
            json.member("name", name)
            json.member("nullability", nullability)
            json.member("required", ifPresent: required)
            json.member("type", type)
        }
    }
}
