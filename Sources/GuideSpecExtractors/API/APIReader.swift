import GuideSpecDocumentModel
import GuideSpecSpecModel

/// Reads the API a page writes outside code, block by block as the page is walked: methods whose signatures stand in
/// table cells, types whose members (props, fields) a table lists under a heading or a sentence naming them, and
/// methods a heading names (`### API - init`, `#### CreateRoom` with `CreateRoom()은 …` above a parameter table) with
/// their parameters from the table or the bulleted list under the heading. A heading's method is kept only when its section
/// declares no method in code or a table, and the page none of its name: else that is the method, written there.
struct APIReader {
    /// A heading naming a method, open until a heading of its level or above: every block read meanwhile is under it.
    private struct Subject {
        var name: String
        var level: Int
        var location: SpecLocation
        var parameters: [MethodSignature.Parameter]
        /// Where the parameters came from: the heading itself, a table or a list.
        var origin: DeclarationOrigin
        var language: CodeLanguage
        /// True for `API - name`, which says nothing of the parameters: the member table under it lists them.
        var takesMemberTable: Bool
        /// Whether code or a table in its section declares a method: then that is the heading's method, whatever its name
        /// (`### Method - filterValidTag` over `filterValidTags(Set<String> tags)`).
        var declaredInSection = false
    }

    private var subjects: [Subject] = []
    /// Methods named by a heading or a sentence, in the order found, waiting for the end of the page to know whether code
    /// declares them too.
    private var named: [MethodSignature] = []
    /// The names of the methods the page declares in code or a table.
    private var declaredNames: Set<String> = []
    /// The types tables have declared on the page: a table that lists one again (a configuration under each API that takes
    /// it) stays a table, compared table by table.
    private var tabledTypes: Set<String> = []
    /// The last paragraph's lines and last line, for the table right under it.
    private var intro: (lines: TextLines, lastLine: Int)?
    /// The last line of the latest list: a paragraph up to it is a list item's, which introduces no table.
    private var listEnd = 0
    /// The language the page's latest code block was read as, for tables and headings without code of their own.
    private(set) var codeLanguage: CodeLanguage?
    /// The language of the page's first code block whose fence names one, or else of its platform: what a table before
    /// any code is written in.
    private let pageLanguage: CodeLanguage?

    /// A reader for a page whose top-level blocks are `blocks`, of a platform whose code is in `platformLanguage` (from
    /// the guide's project file; nil when the platform names none).
    init(platformLanguage: CodeLanguage?, blocks: [Block]) {
        let fenced = blocks.lazy.compactMap { block -> CodeLanguage? in
            guard case .code(let code) = block.kind, let fence = code.language?.lowercased() else { return nil }
            return DeclarationReader.fenceLanguages[fence]
        }.first
        pageLanguage = fenced ?? platformLanguage
    }

    /// What a table read by `table(_:block:context:)` gave.
    struct TableItems {
        var types: [TypeDeclaration] = []
        var methods: [MethodSignature] = []
        /// What the table was read as (`type Select.Option`, `parameters of CreateRoom`, `methods`); nil when nothing.
        var readAs: String?
    }

    // MARK: Blocks

    /// Opens the section of `heading`, closing those it ends.
    mutating func heading(_ heading: Heading, block: Block, context: ExtractionContext) {
        close(level: heading.level)
        intro = nil
        guard HeadingName.mayNameMethod(heading.text), let named = HeadingName.of(heading.text), case .method(let parameters) = named.kind else {
            return
        }
        let language = codeLanguage ?? pageLanguage ?? .java
        subjects.append(
            Subject(
                name: named.name, level: heading.level, location: context.location(block.range, section: block.sectionPath),
                parameters: parameters.map {
                    MethodSignature.Parameter(name: $0, type: TypeReference(written: "", neutral: "unknown"), nullability: .unspecified)
                },
                origin: .heading, language: language, takesMemberTable: parameters.isEmpty && !heading.text.contains("(")))
    }

    /// Remembers a paragraph of the page's own flow (not a list item's) as what introduces the next table.
    mutating func paragraph(_ paragraph: Paragraph, block: Block) {
        intro = block.range.first > listEnd ? (paragraph.lines, block.range.last) : nil
    }

    /// Notes the methods a code block declares and the language it was read as.
    mutating func code(declaring methods: [MethodSignature], language: CodeLanguage?) {
        if let language { codeLanguage = language }
        noteDeclared(methods)
    }

    /// Notes methods code or a table declares: by name for the whole page, and as declared in the open sections.
    private mutating func noteDeclared(_ methods: [MethodSignature]) {
        guard !methods.isEmpty else { return }
        for method in methods { declaredNames.insert(method.name) }
        for index in subjects.indices { subjects[index].declaredInSection = true }
    }

    /// The API a table writes: methods when a column holds signatures, a type or a method's parameters when it lists
    /// members.
    mutating func table(_ table: TableBlock, block: Block, context: inout ExtractionContext) -> TableItems {
        defer { intro = nil }
        guard !table.flattened else { return TableItems() }
        let language = codeLanguage ?? pageLanguage ?? .java
        let dialect = DeclarationDialect.of(language) ?? .java
        if let method = syntaxRow(table, dialect: dialect, block: block, context: &context) {
            noteDeclared([method])
            return TableItems(methods: [method], readAs: "methods")
        }
        let columns = TableColumns(table) { SignatureCell($0, dialect: dialect, neutralTypes: context.neutralTypes) != nil }
        if let column = columns.signature {
            let methods = signatureMethods(table, column: column, columns: columns, dialect: dialect, block: block, context: &context)
            noteDeclared(methods)
            return TableItems(methods: methods, readAs: methods.isEmpty ? nil : "methods")
        }
        if let type = constants(table, block: block, language: language, context: context) {
            return TableItems(types: [type], readAs: "type \(type.name)")
        }
        guard columns.listsMembers else { return TableItems() }
        let rows = MemberRow.rows(of: table, columns: columns)
        guard !rows.isEmpty else { return TableItems() }
        let introName = intro.flatMap { $0.lastLine < block.range.first ? IntroName.of($0.lines.joined(separator: " ")) : nil }
        // Parameters: of the method a sentence names as a call, else of the section's method when the header says so.
        if let introName, introName.isMethod {
            let parameters = rows.map { parameter($0, language: language, context: &context) }
            named.append(
                MethodSignature(
                    language: language, owner: nil, name: introName.name, neutralName: NeutralName.method(introName.name, language: language),
                    parameters: parameters, returnType: TypeReference(written: "", neutral: "unknown"), isStatic: false,
                    location: context.location(block.range, section: block.sectionPath), origin: .table))
            return TableItems(readAs: "parameters of \(introName.name)")
        }
        if let index = subjects.indices.last, subjects[index].origin != .table, introName == nil, subjects[index].takesMemberTable {
            subjects[index].parameters = rows.map { parameter($0, language: language, context: &context) }
            subjects[index].origin = .table
            return TableItems(readAs: "parameters of \(subjects[index].name)")
        }
        // A props table gives each member a default or a version, and its type or whether it is required.
        let props = (columns.type != nil || columns.required != nil) && (columns.defaultValue != nil || columns.since != nil)
        guard let typeName = introName?.name ?? headingTypeName(block, props: props), tabledTypes.insert(typeName).inserted else {
            return TableItems()
        }
        let typeLanguage =
            columns.type.map { column in table.rows.contains { looksLikeTypeScript($0[column: column].text) } } == true ? .typescript : language
        let fields = rows.map { row in
            FieldDeclaration(
                name: row.name, neutralName: NeutralName.member(row.name, language: typeLanguage),
                type: TypeReference(written: row.type, neutral: context.neutralTypes.of(row.type, language: typeLanguage)), nullability: .unspecified,
                value: row.defaultValue, comment: row.description.isEmpty ? [] : [row.description],
                location: context.location(line: row.line, section: block.sectionPath), required: row.required, since: row.since)
        }
        let type = TypeDeclaration(
            kind: typeLanguage == .typescript ? .interface : .class, language: typeLanguage, name: typeName,
            neutralName: NeutralName.type(typeName, language: typeLanguage, prefixes: context.options.namePrefixes), fields: fields, terminated: true,
            location: context.location(block.range, section: block.sectionPath), origin: .table)
        return TableItems(types: [type], readAs: "type \(typeName)")
    }

    /// Reads a list under a heading's method whose items start with its parameters' names (`+ context 应用的 ApplicationContext`),
    /// when the method has no parameters from a table.
    mutating func list(_ list: ListBlock, block: Block) {
        listEnd = max(listEnd, block.range.last)
        guard let index = subjects.indices.last, subjects[index].origin != .table else { return }
        var parameters: [MethodSignature.Parameter] = []
        for item in list.items {
            guard let line = item.textLines.first, let (name, description) = ParameterBullet.read(line) else { return }
            parameters.append(
                MethodSignature.Parameter(
                    name: name, type: TypeReference(written: "", neutral: "unknown"), nullability: .unspecified, description: description))
        }
        guard !parameters.isEmpty else { return }
        if subjects[index].origin == .heading, !subjects[index].takesMemberTable {
            // The heading wrote the parameters (`Modal.method(config)`, `getIntervalTime()`): the list only describes them,
            // or the return value.
            return
        }
        subjects[index].parameters = parameters
        subjects[index].origin = .list
    }

    /// The methods headings and sentences named that no code or table of the page declares, in document order.
    mutating func finish() -> [MethodSignature] {
        close(level: 1)
        return named.filter { !declaredNames.contains($0.name) }.sorted { $0.location.line < $1.location.line }
    }

    // MARK: Parts

    /// Closes the subjects of level `level` and deeper, keeping the methods of those whose section declared none.
    private mutating func close(level: Int) {
        while let last = subjects.last, last.level >= level {
            subjects.removeLast()
            guard !last.declaredInSection else { continue }
            named.append(
                MethodSignature(
                    language: last.language, owner: nil, name: last.name, neutralName: NeutralName.method(last.name, language: last.language),
                    parameters: last.parameters, returnType: TypeReference(written: "", neutral: "unknown"), isStatic: false,
                    location: last.location, origin: last.origin))
        }
    }

    /// The methods of a table whose `column` holds signatures; rows whose cell is none are skipped.
    private mutating func signatureMethods(
        _ table: TableBlock, column: Int, columns: TableColumns, dialect: DeclarationDialect, block: Block, context: inout ExtractionContext
    ) -> [MethodSignature] {
        table.rows.compactMap { row in
            guard let cell = SignatureCell(row[column: column].text, dialect: dialect, neutralTypes: context.neutralTypes) else { return nil }
            return cell.method(
                language: dialect.language, location: context.location(row.range, section: block.sectionPath),
                since: columns.since.map { row[column: $0].text })
        }
    }

    /// The method of a table that writes one method as rows of a label and a value, one of them `| Syntax | signature |`
    /// (the label in any language: `Syntax`, `구문`, `構文`, `语法`, `Method`) among its first rows, the header row included.
    private mutating func syntaxRow(_ table: TableBlock, dialect: DeclarationDialect, block: Block, context: inout ExtractionContext)
        -> MethodSignature?
    {
        guard table.header.cells.count == 2 else { return nil }
        for row in [table.header] + table.rows.prefix(4) where ColumnRole(header: row[column: 0].text) == .signature {
            guard let cell = SignatureCell(row[column: 1].text, dialect: dialect, neutralTypes: context.neutralTypes) else { continue }
            return cell.method(language: dialect.language, location: context.location(row.range, section: block.sectionPath))
        }
        return nil
    }

    /// A parameter from a member row.
    private func parameter(_ row: MemberRow, language: CodeLanguage, context: inout ExtractionContext) -> MethodSignature.Parameter {
        MethodSignature.Parameter(
            name: row.name, type: TypeReference(written: row.type, neutral: context.neutralTypes.of(row.type, language: language)),
            nullability: .unspecified, defaultValue: row.defaultValue.flatMap { CellText.isPlaceholder($0) ? nil : $0 }, required: row.required,
            description: row.description.isEmpty ? nil : row.description)
    }

    /// The enum a two-column table lists by its constants under the heading that names it (`#### PushType` over rows
    /// `TCPushTypeAPNs`, `TCPushTypeVoIP`, … each with its description): every first cell a constant of the heading's type
    /// (`isConstant(_:of:)`); nil for any other table, and for a type a table of the page has declared already.
    private mutating func constants(_ table: TableBlock, block: Block, language: CodeLanguage, context: ExtractionContext) -> TypeDeclaration? {
        guard table.header.cells.count == 2, table.rows.count >= 2, let heading = block.sectionPath.last, let named = HeadingName.of(heading),
            named.kind == .item, named.hasCodeFeatures
        else { return nil }
        let typeName = String(named.name.split(separator: ".").last ?? Substring(named.name))
        var members: [EnumMember] = []
        for row in table.rows {
            let constant = row[column: 0].text.trimmingCharacters(in: " `")
            guard Self.isConstant(constant, of: typeName) else { return nil }
            let description = row[column: 1].text
            members.append(
                EnumMember(
                    name: constant, value: nil, comment: description.isEmpty ? [] : [description],
                    location: context.location(line: row.range.first, section: block.sectionPath)))
        }
        guard tabledTypes.insert(named.name).inserted else { return nil }
        return TypeDeclaration(
            kind: .enum, language: language, name: named.name,
            neutralName: NeutralName.type(named.name, language: language, prefixes: context.options.namePrefixes), members: members,
            terminated: true, location: context.location(block.range, section: block.sectionPath), origin: .table)
    }

    /// Whether `text` is a constant of the type `name` as C-family SDKs spell one: an upper-case prefix, if any (`TC`), the
    /// type's name, then the constant's own part starting with a capital (`TCPushTypeAPNs` of `PushType`).
    static func isConstant(_ text: String, of name: String) -> Bool {
        guard !name.isEmpty, text.utf8.allSatisfy(SourceTokenizer.isIdentifierByte), let range = text.range(of: name) else { return false }
        return text[..<range.lowerBound].allSatisfy(\.isUppercase) && text[range.upperBound...].first?.isUppercase == true
    }

    /// The type the nearest heading names for a member table under it: a code name (`Select.Option`, `CreatedRoomResult`), or
    /// a plain word (`Select`, `Configuration`) over a props table (types or requiredness, with defaults or versions), where
    /// a word is a component's name rather than a topic's title (`Withdraw`, whose translations name the same section
    /// otherwise).
    private func headingTypeName(_ block: Block, props: Bool) -> String? {
        guard let heading = block.sectionPath.last, let named = HeadingName.of(heading), named.kind == .item else { return nil }
        if named.hasCodeFeatures { return named.name }
        // A word that could head a column (`Methods`, `Props`, `Options`) is a topic's title, translated in other languages.
        return props && ColumnRole(header: named.name) == nil ? named.name : nil
    }

    /// Whether a type cell is written in TypeScript: a union, a function type, or a type only TypeScript has (`number`,
    /// `ReactNode`; `string` and `boolean` are Java's or C#'s too).
    private func looksLikeTypeScript(_ type: String) -> Bool {
        type.contains("=>") || type.contains(" | ") || ["number", "number[]", "ReactNode", "undefined", "CSSProperties"].contains(type)
    }
}
