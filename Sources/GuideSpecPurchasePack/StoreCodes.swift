import GuideSpecGoldenCases
import Foundation
import GuideSpecSpecModel

/// The store codes a platform's purchase page supports, as the guide names them: the codes the description of its
/// "store not supported" error lists (`iOS supports "AS"`, `GG (Google), ONESTORE, GALAXY…`), else the values it lists for
/// `STORE_CODE`. The first is the store purchase stories use; each other one has a story of its own.
struct StoreCodes {
    let codes: [String]
    /// Each language's list: where it is and the codes it names, reference language first.
    let listings: [Listing]

    /// One language's list of store codes.
    struct Listing {
        let language: String
        let item: String
        let location: SpecLocation
        let codes: [String]
    }

    /// The neutral name of the error whose description lists the stores.
    static let unsupportedStoreError = "PURCHASE_NOT_SUPPORTED_MARKET"
    /// A store code no page documents, for the story of an unsupported store.
    static let undocumentedStore = "NO_SUCH_STORE"

    /// The claim on the store stories use: each language's first listed code.
    var claim: Claim {
        Claim(
            label: "store",
            statements: listings.map { Statement(language: $0.language, item: $0.item, location: $0.location, value: $0.codes[0]) })
    }

    /// The claim that `code` is a store the platform supports: each language's list, a language that leaves it out disputing.
    func claim(for code: String) -> Claim {
        Claim(
            label: "store \(code)", expected: code,
            statements: listings.map { listing in
                Statement(
                    language: listing.language, item: listing.item, location: listing.location, value: listing.codes.contains(code) ? code : "",
                    says: "does not list \(code)")
            })
    }

    /// The stores of a page for one platform, or nil when it names none.
    static func of(_ view: PlatformPage) -> StoreCodes? {
        var listings: [Listing] = []
        for spec in view.specs {
            var codes: [String] = []
            var location: SpecLocation?
            var item = ""
            if let row = view.errors(spec).first(where: { PurchaseErrorName.neutral($0.name) == unsupportedStoreError }) {
                codes = tokens(row.entry.description)
                (location, item) = (row.entry.location, "error:\(row.name)")
            }
            if codes.isEmpty {
                let listed = spec.literals.filter { isStoreCodeContext($0.context) && tokens($0.value) == [$0.value] }
                codes = listed.map(\.value).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
                (location, item) = (listed.first?.location, "literal:STORE_CODE")
            }
            guard !codes.isEmpty, let location else { continue }
            listings.append(Listing(language: spec.language, item: item, location: location, codes: codes))
        }
        guard let reference = listings.first?.codes else { return nil }
        return StoreCodes(codes: reference, listings: listings)
    }

    /// Whether a literal's context names the store code (`STORE_CODE`, `storeCode`, `Select STORE_CODE among the following:`).
    static func isStoreCodeContext(_ context: String) -> Bool {
        context.lowercased().replacingOccurrences(of: "_", with: "").contains("storecode")
    }

    /// The upper-case codes in `text`: runs of `A–Z 0–9 _` of two characters or more, starting with a letter, not part of a
    /// word with lower-case ASCII letters (`iOS` is no code).
    static func tokens(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var codes: [String] = []
        var index = 0
        while index < scalars.count {
            guard isCodeScalar(scalars[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < scalars.count, isCodeScalar(scalars[index]) { index += 1 }
            let touchesWord = (start > 0 && isLowercaseASCII(scalars[start - 1])) || (index < scalars.count && isLowercaseASCII(scalars[index]))
            let token = String(String.UnicodeScalarView(scalars[start..<index]))
            if !touchesWord, token.count >= 2, token.unicodeScalars.first.map({ ("A"..."Z").contains($0) }) == true, !codes.contains(token) {
                codes.append(token)
            }
        }
        return codes
    }

    private static func isCodeScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }

    private static func isLowercaseASCII(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar)
    }
}
