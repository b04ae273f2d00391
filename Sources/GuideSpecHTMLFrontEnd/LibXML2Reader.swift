import GuideSpecCLibXML2

/// The one place GuideSpec talks to libxml2: it parses HTML with the HTML parser, copies the tree
/// into `HTMLNode` values and frees the C document before returning.
enum LibXML2Reader {
    /// What a parse gives back: the document's nodes and what kept libxml2 from reading all of it.
    struct Parsed: Sendable {
        /// A synthetic `#document` element holding the top-level nodes.
        var root: HTMLElement
        /// Whether elements nested deeper than `maximumDepth` were copied as plain text.
        var flattenedDeepNesting: Bool
        /// Where and why libxml2 gave up (it halts, for one, at nesting deeper than 256); nothing after was read.
        var stopped: (line: Int, reason: String)?
    }

    /// Nesting deeper than this is copied as text only, so a hostile page cannot exhaust the stack.
    static let maximumDepth = 200

    /// Recovery mode, no network, no error output, and the encoding we pass (UTF-8) wins over any `<meta charset>`.
    /// Entity substitution (`XML_PARSE_NOENT`) and `XML_PARSE_HUGE` stay off; the HTML parser never reads a
    /// DOCTYPE's internal subset.
    private static let options: Int32 = Int32(
        bitPattern:
            HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
            | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_IGNORE_ENC.rawValue | HTML_PARSE_NODEFDTD.rawValue)

    /// libxml2 sets up its globals on first use; doing it once up front keeps concurrent parses safe.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Parses UTF-8 `bytes`, or returns nil when libxml2 produced no document (empty or oversized input).
    static func parse(_ bytes: [UInt8]) -> Parsed? {
        guard initialized, !bytes.isEmpty, bytes.count < Int(Int32.max), let context = htmlNewParserCtxt() else { return nil }
        defer { htmlFreeParserCtxt(context) }
        let document: htmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                htmlCtxtReadMemory(context, chars.baseAddress, Int32(chars.count), nil, "UTF-8", options)
            }
        }
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        var copier = TreeCopier()
        let children = copier.children(of: document.pointee.children, depth: 0)
        return Parsed(
            root: HTMLElement(name: "#document", line: 1, children: children),
            flattenedDeepNesting: copier.flattened, stopped: stopReason(context))
    }

    /// In recovery mode libxml2 disables its callbacks only when it halts for good.
    private static func stopReason(_ context: htmlParserCtxtPtr) -> (line: Int, reason: String)? {
        guard context.pointee.disableSAX != 0 else { return nil }
        let line = context.pointee.input.map { Int($0.pointee.line) } ?? 1
        let message = context.pointee.lastError.message.map { String(cString: $0) } ?? "unknown error"
        let reason = message.split(separator: "\n").first.map(String.init) ?? message
        return (max(1, line), reason)
    }

    /// Copies nodes while tracking the current source line: libxml2 records lines for elements,
    /// and a text node starts where the previous node left off.
    private struct TreeCopier {
        var cursor = 1
        var flattened = false

        private static let classAttribute = Array("class".utf8CString)
        private static let idAttribute = Array("id".utf8CString)
        private static let roleAttribute = Array("role".utf8CString)

        mutating func children(of first: xmlNodePtr?, depth: Int) -> [HTMLNode] {
            var result: [HTMLNode] = []
            var current = first
            while let node = current {
                switch node.pointee.type {
                case XML_ELEMENT_NODE:
                    result.append(.element(element(node, depth: depth)))
                case XML_TEXT_NODE:
                    let text = HTMLText(content: content(of: node), line: cursor)
                    cursor += text.newlineCount
                    result.append(.text(text))
                case XML_CDATA_SECTION_NODE, XML_COMMENT_NODE:
                    cursor += HTMLText(content: content(of: node), line: cursor).newlineCount
                default:
                    break
                }
                current = node.pointee.next
            }
            return result
        }

        private mutating func element(_ node: xmlNodePtr, depth: Int) -> HTMLElement {
            let reported = Int(xmlGetLineNo(node))
            // libxml2 stores lines in 16 bits: 65535 means "this line or later".
            if reported >= 65535 { cursor = max(cursor, reported) } else if reported > 0 { cursor = reported }
            let line = cursor
            let name = node.pointee.name.map { String(cString: $0) } ?? ""
            var attributes: [String: String] = [:]
            attributes["class"] = attribute(node, Self.classAttribute)
            attributes["id"] = attribute(node, Self.idAttribute)
            attributes["role"] = attribute(node, Self.roleAttribute)
            let children: [HTMLNode]
            if depth >= LibXML2Reader.maximumDepth {
                flattened = true
                children = [.text(flattenedText(under: node))]
            } else {
                children = self.children(of: node.pointee.children, depth: depth + 1)
            }
            return HTMLElement(name: name, attributes: attributes, line: line, children: children)
        }

        /// The text of every descendant of `node`, walked without recursion.
        private mutating func flattenedText(under node: xmlNodePtr) -> HTMLText {
            var content = ""
            var current = node.pointee.children
            while let visited = current {
                if visited.pointee.type == XML_TEXT_NODE { content += self.content(of: visited) }
                if visited.pointee.type == XML_ELEMENT_NODE, let child = visited.pointee.children {
                    current = child
                    continue
                }
                var climbing: xmlNodePtr? = visited
                current = nil
                while let candidate = climbing, candidate != node {
                    if let next = candidate.pointee.next {
                        current = next
                        break
                    }
                    climbing = candidate.pointee.parent
                }
            }
            let text = HTMLText(content: content, line: cursor)
            cursor += text.newlineCount
            return text
        }

        private func content(of node: xmlNodePtr) -> String {
            node.pointee.content.map { String(cString: $0) } ?? ""
        }

        private func attribute(_ node: xmlNodePtr, _ name: [CChar]) -> String? {
            name.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: xmlChar.self) { characters in
                    guard let value = xmlGetProp(node, characters.baseAddress) else { return nil }
                    defer { guidespec_xml_free(value) }
                    return String(cString: value)
                }
            }
        }
    }
}
