import GuideSpecSpecModel
import Testing

/// API items read from tables: props tables, member and parameter tables, signatures in cells.
@Suite struct TableAPIExtractionTests {
    /// A props table's rows are the props of the type its heading names, each with its type (an escaped union read as
    /// one type), default, requiredness from a `**(Required)**` marker and version.
    @Test func aPropsTableDeclaresTheHeadingsTypeWithEveryProp() throws {
        let spec = extract(
            """
            ## API

            ### Affix

            |Property|Description|Type|DefaultValue|Version|
            |---|---|---|---|---|
            |offsetTop|Offset from the top|number |`0`|-|
            |affixClassName|ClassName of the fixed element.|string \\| string[] |`-`|2.8.0|
            |src|Image path|string  **(Required)**|`-`|-|
            |onChange|Callback|(affixed: boolean) => void |`-`|-|
            """)
        let type = try #require(spec.types.only)
        #expect(
            "\(type.kind) \(type.language) \(type.name) \(type.origin.map(\.rawValue) ?? "code") @\(type.location.line)"
                == "interface typescript Affix table @5")
        #expect(
            type.fields.map {
                """
                \($0.name): \($0.type.written) = \($0.value ?? "nil") required \($0.required.map(String.init) ?? "nil") since \
                \($0.since ?? "nil") @\($0.location.line)
                """
            } == [
                "offsetTop: number = 0 required false since - @7",
                "affixClassName: string | string[] = - required false since 2.8.0 @8",
                "src: string = - required true since - @9",
                "onChange: (affixed: boolean) => void = - required false since - @10",
            ])
        #expect(spec.tables.map { "\($0.readAs ?? "-")@\($0.location.line)" } == ["type Affix@5"])
    }

    /// The same table headed in Chinese reads the same way; a heading that is a topic's word (`方法`, `Methods`) names no type.
    @Test func headersAreReadByTheirMeaningInAnyLanguage() {
        let zh = extract(
            """
            ### Select.Option

            |参数名|描述|类型|默认值|版本|
            |---|---|---|---|---|
            |value|选项值|string \\| number  **(必填)**|`-`|-|

            ### Methods

            |Property|Description|Type|Default|
            |---|---|---|---|
            |submit|upload|() => void|-|
            """, language: "zh")
        #expect(
            zh.types.map { "\($0.name) \($0.fields.map { "\($0.name):\($0.type.written):\($0.required.map(String.init) ?? "nil")" })" } == [
                #"Select.Option ["value:string | number:true"]"#
            ])
        #expect(zh.tables.map { $0.readAs ?? "-" } == ["type Select.Option", "-"])
    }

    /// Requiredness and type joined in one cell (`Required, String`) are both read; a table whose heading is a topic stays a
    /// table.
    @Test func aUsageCellGivesRequirednessAndType() throws {
        let spec = extract(
            """
            #### PushParams

            | Field | Usage | Description |
            | - | - | - |
            | token | Required, String | Token |
            | oldToken | Optional, String | Existing token |

            ##### Request Body

            | Field | Usage | Description |
            | - | - | - |
            | uid | Required, String | User ID |
            """)
        let type = try #require(spec.types.only)
        #expect(type.name == "PushParams")
        #expect(
            type.fields.map { "\($0.name) \($0.type.written) \($0.required.map(String.init) ?? "nil")" } == [
                "token String true", "oldToken String false",
            ])
        #expect(spec.tables.map { $0.readAs ?? "-" } == ["type PushParams", "-"])
    }

    /// A column of signatures gives one method per row, with its return type, parameters and the version column.
    @Test func signaturesInACellAreMethods() {
        let spec = extract(
            """
            #### ServiceId API

            | Method                                | Description                                    |
            | ------------------------------------- | --------------------------------------- |
            | boolean isValid(int serviceId)        | Checks if serviceId is valid               |
            | int findServiceId(String serviceName) | Obtains the ServiceId |
            | See the guide | prose row |

            | Syntax | public static void setDebugMode(boolean isDebuggable) |
            | --- | --- |
            | Parameters | isDebuggable |
            """, page: "aos-settings")
        #expect(
            spec.methods.map {
                """
                \($0.returnType.written) \($0.name)(\($0.parameters.map { "\($0.type.written) \($0.name)" }.joined(separator: ", "))) \
                \($0.origin.map(\.rawValue) ?? "code") static=\($0.isStatic) @\($0.location.line)
                """
            } == [
                "boolean isValid(int serviceId) table static=false @5",
                "int findServiceId(String serviceName) table static=false @6",
                "void setDebugMode(boolean isDebuggable) table static=true @9",
            ])
        #expect(spec.tables.map { $0.readAs ?? "-" } == ["methods", "methods"])
    }

    /// A heading naming a method with its parameters in a table under a sentence that calls it, and a type a sentence names.
    @Test func aSentenceNamesTheMethodOrTypeItsTableDescribes() {
        let spec = extract(
            """
            #### CreateRoom

            ```c#
            var result = await userController.CreateRoom("RoomName", "RoomType", "MatchingGroup", payload);
            ```

            CreateRoom()은 다음과 같은 4개의 매개변수를 가지고 있습니다.

            | 타입      | 이름            | 설명           |
            |---------|---------------|---------------|
            | String  | roomName      | 생성할 방의 이름 |
            | String  | roomType      | 방 타입 |
            | String  | matchingGroup | 매칭 그룹 |
            | Payload | payload       | 추가 정보. (default = null) |

            CreatedRoomResult의 상세 내용은 다음과 같습니다.

            | 타입      | 이름       | 설명                |
            |---------|----------|-------------------|
            | int     | RoomId   | 생성한 방의 아이디        |
            | String? | RoomName | 생성한 방의 이름         |
            """, language: "ko", page: "unity-user")
        #expect(
            spec.methods.map {
                """
                \($0.language) \($0.name)(\($0.parameters.map { "\($0.type.written) \($0.name)" }.joined(separator: ", "))) \
                \($0.origin.map(\.rawValue) ?? "code") @\($0.location.line)
                """
            } == [
                "csharp CreateRoom(String roomName, String roomType, String matchingGroup, Payload payload) table @9"
            ])
        #expect(
            spec.types.map { "\($0.name) \($0.fields.map { "\($0.type.written) \($0.name)" })" } == [
                #"CreatedRoomResult ["int RoomId", "String? RoomName"]"#
            ])
    }

    /// `### API - name` sections: a signature in code gives the method; without one, the heading does, its parameters from the
    /// list under it (a name, then text in another script or after a colon).
    @Test func anAPIHeadingWithoutCodeGivesAMethodWithItsListedParameters() {
        let spec = extract(
            """
            ### API - setDebugMode

            #### 接口定义

            \tpublic static void setDebugMode(boolean debug);

            #### 参数说明

            + debug 为 true 则会打印 debug 级别的日志

            ### API - setAlias

            #### 参数说明

            + sequence 用户自定义的操作序列号
            + alias：每次调用设置有效的别名

            ### API - stopPush

            + Debug will print the debug level log when it indicates true.
            """, language: "zh", page: "android_api")
        #expect(
            spec.methods.map {
                """
                \($0.name)(\($0.parameters.map { "\($0.type.written) \($0.name)" }.joined(separator: ", "))) \
                \($0.origin.map(\.rawValue) ?? "code") @\($0.location.line)
                """
            } == [
                "setDebugMode(boolean debug) code @5",
                "setAlias( sequence,  alias) list @11",
                "stopPush() heading @18",
            ])
    }

    /// A heading whose section declares a method in code names that method, whatever its name: `Method - filterValidTag`
    /// over `filterValidTags(…)` gives one method, not a second from the heading; a section with no code still gives its
    /// heading's method. A C# accessor word followed by a parameter list (`long get()`) is a method.
    @Test func aHeadingOverDeclaredCodeAddsNoMethod() {
        let spec = extract(
            """
            ### Method - filterValidTag

            ```java
            public Set<String> filterValidTags(Set<String> tags)
            ```

            ### API - getRegistrationID

            + context 应用上下文

            ### API - get

            ```java
            public long get()
            ```
            """, language: "zh", page: "android_api")
        #expect(
            spec.methods.map {
                """
                \($0.name)(\($0.parameters.map { "\($0.type.written) \($0.name)" }.joined(separator: ", "))) \
                \($0.origin.map(\.rawValue) ?? "code") @\($0.location.line)
                """
            } == [
                "filterValidTags(Set<String> tags) code @4",
                "getRegistrationID( context) list @7",
                "get() code @14",
            ])
    }

    /// `Option` names a column of settings in one table and says whether a key is required in another (`Keyword | Type |
    /// Option`): a name column of `Required` and `Optional` is the requiredness, and `Keyword` names the members.
    @Test func anOptionColumnOfRequirednessIsNoName() {
        let spec = extract(
            """
            #### iOS

            | Keyword | Type | Option | Meaning |
            | --- | --- | --- | --- |
            | alert | String or JSON Object | Required | Notification content |
            | sound | string | Optional | Notification sound |
            | badge | int | Optional | Badge number |
            """)
        #expect(
            spec.types.map { "\($0.name) \($0.fields.map { "\($0.name):\($0.type.written):\($0.required.map(String.init) ?? "nil")" })" } == [
                #"iOS ["alert:String or JSON Object:true", "sound:string:false", "badge:int:false"]"#
            ])
    }

    /// A heading written as a call with typed parameters (`SMSSDK.getSmsCode(String phone, String tempId, …)`) names a
    /// method with those parameters, and a list under it (its return value) adds none; a title with an abbreviation in
    /// parentheses names no method.
    @Test func aHeadingWithTypedParametersNamesAMethod() {
        let spec = extract(
            """
            ### SMSSDK.getVoiceCode(String phone,int language,SmscodeListener listener)

            \tSMSSDK.getInstance().getVoiceCodeAsyn("159xxxxxxxx", 2, listener);

            ### SMSSDK.getIntervalTime()

            #### 返回值

            + long 间隔时间

            ### Purchase (IAP)
            """, language: "zh", page: "android_api")
        #expect(
            spec.methods.map {
                "\($0.name)(\($0.parameters.map(\.name).joined(separator: ", "))) \($0.origin.map(\.rawValue) ?? "code") @\($0.location.line)"
            } == [
                "SMSSDK.getVoiceCode(phone, language, listener) heading @1",
                "SMSSDK.getIntervalTime() heading @5",
            ])
    }

    /// A props table without a type column (`Property | Description | Required | Default`) declares the heading's type, each
    /// prop with its requiredness and default; a two-column table of constants that spell the heading's type
    /// (`TCPushTypeAPNs` under `PushType`) declares that enum, each constant with its description.
    @Test func aRequiredAndDefaultTableIsAPropsTableAndATableOfATypesConstantsIsItsEnum() throws {
        let spec = extract(
            """
            #### Configuration

            | Property | Description | Required | Default |
            | --- | --- | --- | --- |
            | appKey | Push service key | Required | N/A |
            | channel | Channel | Optional | Default |

            #### PushType

            | Type | Description |
            | --- | --- |
            | TCPushTypeAPNs | General push messages |
            | TCPushTypeVoIP | VoIP push messages |

            #### Modes

            | Type | Description |
            | --- | --- |
            | TCPushTypeAPNs | General push messages |
            | TCPushTypeVoIP | VoIP push messages |
            """)
        #expect(
            spec.types.map { "\($0.kind) \($0.name) \($0.origin.map(\.rawValue) ?? "code") @\($0.location.line)" } == [
                "class Configuration table @3", "enum PushType table @10",
            ])
        #expect(
            spec.types[0].fields.map { "\($0.name) = \($0.value ?? "nil") required \($0.required.map(String.init) ?? "nil")" } == [
                "appKey = N/A required true", "channel = Default required false",
            ])
        #expect(
            spec.types[1].members.map { "\($0.name): \($0.comment.joined()) @\($0.location.line)" } == [
                "TCPushTypeAPNs: General push messages @12", "TCPushTypeVoIP: VoIP push messages @13",
            ])
        #expect(spec.tables.map { $0.readAs ?? "-" } == ["type Configuration", "type PushType", "-"])
    }
}
