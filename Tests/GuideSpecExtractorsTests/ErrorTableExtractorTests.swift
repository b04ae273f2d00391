import GuideSpecExtractors
import GuideSpecMarkdownFrontEnd
import GuideSpecSpecModel
import Testing

@Suite struct ErrorTableExtractorTests {
    @Test func readsPerPageTableWithEscapesBreaksInheritanceAndMissingTrailingPipe() {
        let spec = extract(
            #"""
            # Errors

            | Error | Error Code | Description |
            | --- | --- | --- |
            | TCGB\_ERROR\_PURCHASE\_USER\_CANCELED | 4002 | Cancelled.<br/>Try again. |
            | TCGB_ERROR_NOT_SUPPORTED | 10 | Not supported.
            | | 11 | Inherits the name above |
            | NAME_ONE<br>NAME_TWO | 20<br>21 | Two names, two codes |
            | OK | 0 | A one-word constant |
            | TCGB_ERROR_BROKEN | abc | No code |
            """#)
        #expect(
            spec.errors.map { "\($0.name ?? "-") \($0.code.map(String.init) ?? "none") @\($0.location.line)" } == [
                "TCGB_ERROR_PURCHASE_USER_CANCELED 4002 @5",
                "TCGB_ERROR_NOT_SUPPORTED 10 @6",
                "TCGB_ERROR_NOT_SUPPORTED 11 @7",
                "NAME_ONE 20 @8",
                "NAME_TWO 21 @8",
                "OK 0 @9",
            ])
        #expect(spec.errors[0].description == "Cancelled.\nTry again.")
        #expect(spec.errors[0].location.section == ["Errors"])
        #expect(
            diagnosticLines(spec) == [
                #"""
                10 extract.error-row-without-code: error table row has no integer code in its code column (found "abc"): expected a code such \#
                as 4002 or a range such as -4090001 ~ 4
                """#
            ])
        #expect(spec.tables.isEmpty)
    }

    @Test func readsBigTableWithCategoriesPlatformsAndPerPlatformNames() {
        let spec = extract(
            """
            | Category | Platform | Error | Error Code | Description |
            | --- | --- | --- | --- | --- |
            | Common | Android<br/>Unity<br/>iOS | NOT_INITIALIZED<br/>TCGB_ERROR_NOT_INITIALIZED | 1 | Not initialized. |
            |        | Unity | NOT_SUPPORTED_UNITY_EDITOR | 13 | Editor. |
            | Auth | Android<br/>Unity<br/>iOS | AUTH_X<br/>iCGB_ERROR_AUTH_X | 3043 | Typo kept. |
            """)
        #expect(spec.errors.count == 3)
        let first = spec.errors[0]
        #expect(first.name == "TCGB_ERROR_NOT_INITIALIZED")
        #expect(first.category == "Common")
        #expect(first.platforms == ["Android", "Unity", "iOS"])
        #expect(first.platformNames == ["Android": "NOT_INITIALIZED", "Unity": "NOT_INITIALIZED", "iOS": "TCGB_ERROR_NOT_INITIALIZED"])
        #expect(spec.errors[1].name == "NOT_SUPPORTED_UNITY_EDITOR")
        #expect(spec.errors[1].category == "Common")
        #expect(spec.errors[1].platformNames == ["Unity": "NOT_SUPPORTED_UNITY_EDITOR"])
        #expect(spec.errors[2].name == "iCGB_ERROR_AUTH_X")
        #expect(spec.errors[2].category == "Auth")
    }

    /// Which platform takes the last name of a row is the project file's (`error-name: last`), and the row's own name is its
    /// first platform's: without a project file every platform shares the first name.
    @Test func theProjectFileSaysWhichPlatformTakesARowsLastName() {
        let table = """
            | Platform | Error | Error Code |
            | --- | --- | --- |
            | Android<br/>Unity<br/>iOS | NOT_INITIALIZED<br/>SDK_ERROR_NOT_INITIALIZED | 1 |
            """
        let document = MarkdownFrontEnd.read(table, file: "fixture.md")
        let none = PageExtractor.extract(document, page: "error-code", language: "en").errors[0]
        #expect(none.name == "NOT_INITIALIZED")
        #expect(none.platformNames == ["Android": "NOT_INITIALIZED", "Unity": "NOT_INITIALIZED", "iOS": "NOT_INITIALIZED"])
        let guide = PlatformTable(entries: [
            PlatformTable.Entry(platform: "android", label: "Android"), PlatformTable.Entry(platform: "ios", label: "iOS", takesLastErrorName: true),
        ])
        let named = PageExtractor.extract(
            document, page: "error-code", language: "en", options: ExtractionOptions(platforms: guide, namePrefixes: [])
        ).errors[0]
        #expect(named.name == "NOT_INITIALIZED", "the first platform of the project file, Android, names the row")
        #expect(named.platformNames == ["Android": "NOT_INITIALIZED", "Unity": "NOT_INITIALIZED", "iOS": "SDK_ERROR_NOT_INITIALIZED"])
    }

    @Test func readsCodeOnlyTableWithSeveralCodesAndRanges() {
        let spec = extract(
            """
            | Module | Error Code | Description |
            | --- | --- | --- |
            | Common | -4000001<br/>-4000006 | Invalid parameter type. |
            | | -4090001 ~ 4 | Internal DB |
            | IdP | -4000921 ～ 2 | Full-width tilde |
            """)
        #expect(
            spec.errors.map { "\($0.code.map(String.init) ?? "none")…\($0.codeRangeEnd.map(String.init) ?? "") \($0.category ?? "")" } == [
                "-4000001… Common", "-4000006… Common", "-4090001…-4090004 Common", "-4000921…-4000922 IdP",
            ])
        #expect(spec.errors.allSatisfy { $0.name == nil })
    }

    @Test func leavesTablesWithoutErrorsToTheGenericExtractor() {
        let spec = extract(
            """
            | Version | Build | Notes |
            | --- | --- | --- |
            | 2.0 | 12 | First |
            | 2.1 | 14 | Second |
            """)
        #expect(spec.errors.isEmpty)
        #expect(spec.tables.map(\.header) == [["Version", "Build", "Notes"]])
        #expect(spec.tables.first?.rows == [["2.0", "12", "First"], ["2.1", "14", "Second"]])
    }

    /// A table that names each error by its constant and gives no code lists errors with a name and no code, in any case
    /// style and header language; a `<br>` line under it (read as a row of empty cells) is no error. A table of constants
    /// whose header does not say error, or whose cells are words, stays a table.
    @Test func errorsNamedByTheirConstantAloneHaveNoCode() throws {
        let spec = extract(
            """
            ### Error Codes

            | Error Codes | Description |
            | --- | --- |
            | TCPushErrorNotInitialized | Not initialized |
            | `TCPushErrorInvalidParameters` | Error in parameters |
            <br><br>

            | 에러코드 | 설명 |
            |---|---|
            | ERROR_SYSTEM_FAIL | 시스템 문제 |

            | Type | Description |
            | --- | --- |
            | TCPushTypeAPNs | General push messages |

            | Error | Description |
            | --- | --- |
            | Timeout | The request took too long |
            """)
        #expect(
            spec.errors.map { "\($0.name ?? "-") \($0.code.map(String.init) ?? "none") \($0.description) @\($0.location.line)" } == [
                "TCPushErrorNotInitialized none Not initialized @5",
                "TCPushErrorInvalidParameters none Error in parameters @6",
                "ERROR_SYSTEM_FAIL none 시스템 문제 @11",
            ])
        #expect(spec.tables.map(\.header) == [["Type", "Description"], ["Error", "Description"]])
        let json = String(decoding: try spec.jsonData(), as: UTF8.self)
        #expect(json.contains(#""name" : "TCPushErrorNotInitialized""#) && !json.contains(#""code" : null"#))
    }
}

@Suite struct ErrorTablePlaceholderTests {
    /// A REST API's table that gives each error its HTTP status before its own code lists the errors by their own code, the
    /// status as their category; a table whose only code column is the HTTP status keeps it; `错误码` heads a code column.
    @Test func theErrorsCodeIsTheOneAfterTheHTTPStatus() {
        let spec = extract(
            """
            | HTTP CODE | CODE | MESSAGE | DESC |
            |:--- |:--- |:--- |:---- |
            | 200 | 50000 | success | Successful Request |
            | 400 | 50001 | missing auth | Auth is empty |
            | 400 | 50003 | missing body | Body is empty. |
            """)
        #expect(
            spec.errors.map { "\($0.category ?? "-") \($0.code.map(String.init) ?? "none") \($0.description)" } == [
                "200 50000 Successful Request", "400 50001 Auth is empty", "400 50003 Body is empty.",
            ])
        let chinese = extract("| 错误码 | 错误码描述 | 备注 |\n|--------|------|------|\n| 3001 | 请求超时 |  |\n| 4007 | body 格式不正确 |  |\n", language: "zh")
        #expect(chinese.errors.map(\.code) == [3001, 4007])
        let statusOnly = extract("| HTTP Code | Description |\n| --- | --- |\n| 400 | Bad request |\n| 401 | Unauthorized |\n")
        #expect(statusOnly.errors.map(\.code) == [400, 401])
    }

    /// A constant too long for its column, wrapped at a `<br>` after an underscore, is one constant; two constants on two
    /// lines of one cell stay two.
    @Test func aConstantWrappedAtABreakIsOneConstant() {
        let spec = extract(
            """
            | ResultCode | Name | Value | Description |
            | ---- | ---- | ---- | ---- |
            | ResultCodeJoinRoom | JOIN_ROOM_FAIL_ROOM_<br/>DOES_NOT_EXIST | 702 | The room does not exist. |
            | | JOIN_ROOM_FAIL_ALREADY_<br/>JOINED_ROOM | 703 | Already in a room. |
            | | NAME_ONE<br>NAME_TWO | 704 | Two names |
            """)
        #expect(
            spec.errors.map { "\($0.category ?? "-") \($0.name ?? "-") \($0.code.map(String.init) ?? "none")" } == [
                "ResultCodeJoinRoom JOIN_ROOM_FAIL_ROOM_DOES_NOT_EXIST 702", "ResultCodeJoinRoom JOIN_ROOM_FAIL_ALREADY_JOINED_ROOM 703",
                "ResultCodeJoinRoom NAME_ONE 704", "ResultCodeJoinRoom NAME_TWO 704",
            ])
    }

    @Test func aDashNameCellMeansTheCodeHasNoConstant() {
        let spec = extract(
            "| Error | Error Code | Description |\n| --- | --- | --- |\n| - | 0 | Success |\n| NOT_INITIALIZED | 1 | Not initialized. |\n")
        #expect(spec.errors.map { "\($0.name ?? "nil") \($0.code.map(String.init) ?? "none")" } == ["nil 0", "NOT_INITIALIZED 1"])
        #expect(spec.diagnostics.isEmpty)
    }
}
