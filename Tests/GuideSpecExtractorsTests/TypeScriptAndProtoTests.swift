import GuideSpecSpecModel
import Testing

/// TypeScript interfaces and aliases, and Protocol Buffers messages, read from code blocks.
@Suite struct TypeScriptAndProtoTests {
    @Test func interfacesAliasesAndEnumsAreTypes() {
        let spec = extract(
            """
            ```js
            export interface OptionInfo extends PropsWithChildren<OptionProps> {
              child?: ReactElement;
              /** Whether it is valid
               * @default false
               * @version 2.3.0
               */
              _valid: boolean;
              _origin: "children" | "options"
                | "userCreatedOptions";
              onSearch(value: string, reason: InputValueChangeReason): void;
              [key: string]: any;
            }

            export type LabeledValue = {
              value: string | number; // the value
              label: ReactNode;
            };

            export type UploadStatus = "init" | "uploading" | "done";
            const sample = { type: 1 };
            ```
            """)
        #expect(
            spec.types.map { "\($0.kind) \($0.name) : \($0.supertypes) @\($0.location.line)-\($0.location.endLine)" } == [
                #"interface OptionInfo : ["PropsWithChildren<OptionProps>"] @2-13"#,
                #"interface LabeledValue : [] @15-18"#,
                #"enum UploadStatus : [] @20-20"#,
            ])
        #expect(
            spec.types[0].fields.map {
                """
                \($0.name): \($0.type.written) required=\($0.required.map(String.init) ?? "nil") default=\($0.value ?? "nil") \
                since=\($0.since ?? "nil") @\($0.location.line)
                """
            } == [
                "child: ReactElement required=false default=nil since=nil @3",
                "_valid: boolean required=true default=false since=2.3.0 @8",
                #"_origin: "children" | "options" | "userCreatedOptions" required=true default=nil since=nil @9"#,
                "onSearch: (value: string, reason: InputValueChangeReason) => void required=true default=nil since=nil @11",
            ])
        #expect(spec.types[0].fields[1].comment == ["Whether it is valid"])
        #expect(spec.types[1].fields.map { "\($0.name): \($0.type.written)" } == ["value: string | number", "label: ReactNode"])
        #expect(spec.types[2].members.map(\.name) == ["init", "uploading", "done"])
    }

    @Test func aBlockOpenedByAMistypedFenceIsReadFromTheFenceInsideIt() {
        // `` JSON opens no block, so the closing ``` after the JSON opens one that runs to the end of the TypeScript block.
        let spec = extract(
            """
            Configure the workspace:

            ``JSON
            { "rootDir": "src" }
            ```

            Only interfaces with a title are read:

            ```TypeScript
            /**
            * @title Button
            */
            interface ButtonProps {
            /**
            * @zh Button size
            * @defaultValue 'default'
            */
            size?: 'mini' | 'small';
            }
            ```
            """)
        #expect(spec.types.map { "\($0.kind) \($0.name) @\($0.location.line)-\($0.location.endLine)" } == ["interface ButtonProps @13-19"])
        #expect(spec.types.first?.fields.map { "\($0.name): \($0.type.written) @\($0.location.line)" } == ["size: 'mini' | 'small' @18"])
    }

    @Test func protoMessagesNestedMessagesEnumsAndServices() {
        let spec = extract(
            """
            ```protocolbuffer
            // message.proto
            syntax = "proto3";

            package Messages;

            message UserInfo
            {
              string name = 1;
              repeated int32 scores = 2;
              message Address { string city = 1; }
              oneof contact {
                string email = 3;
                string phone = 4;
              }
              map<string, int32> counts = 5;
            }

            enum Kind { UNKNOWN = 0; ADMIN = 1; }

            service Echo {
              rpc Say(EchoReq) returns (EchoRes);
            }
            ```
            """)
        #expect(
            spec.types.map { "\($0.kind) \($0.fullName) @\($0.location.line)" } == [
                "message UserInfo @7", "message UserInfo.Address @11", "enum Kind @19",
            ])
        #expect(
            spec.types[0].fields.map { "\($0.modifiers) \($0.type.written) \($0.name) = \($0.value ?? "")" } == [
                "[] string name = 1", #"["repeated"] int32 scores = 2"#, "[] string email = 3", "[] string phone = 4",
                "[] map<string, int32> counts = 5",
            ])
        #expect(spec.types[1].fields.map(\.name) == ["city"])
        #expect(spec.types[2].members.map { "\($0.name)=\($0.value ?? "")" } == ["UNKNOWN=0", "ADMIN=1"])
        #expect(
            spec.methods.map { "\($0.owner ?? "") \($0.name)(\($0.parameters.map(\.type.written))) -> \($0.returnType.written)" } == [
                #"Echo Say(["EchoReq"]) -> EchoRes"#
            ])
    }

    /// A block without a fence is read as Protocol Buffers when it opens with `syntax = "proto…"`, and as Java when a line
    /// opens with an access modifier.
    @Test func unfencedBlocksAreReadByTheirShape() {
        let spec = extract(
            """
            ```
            syntax = "proto3";
            message Ping { int64 time = 1; }
            ```

                public static void init(Context context);
            """)
        #expect(spec.types.map(\.name) == ["Ping"])
        #expect(spec.methods.map { "\($0.language) \($0.name)" } == ["java init"])
    }
}
