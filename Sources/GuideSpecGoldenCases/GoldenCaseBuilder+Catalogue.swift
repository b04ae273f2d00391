package import GuideSpecCatalogue
package import GuideSpecSpecModel
import GuideSpecWire

extension GoldenCaseBuilder {
    /// The catalogue of each platform the specs cover, read by the rules the golden cases follow: every page of the platform
    /// in page order, the reference language deciding each value, with what `packs` add. Where two pages disagree (the same
    /// error name with two codes), the first page's value is kept: one implementation cannot pass both cases.
    package static func catalogues(from specs: [PageSpec], options: GoldenCaseOptions, packs: [any PackCaseBuilder]) -> [PlatformCatalogue] {
        var catalogues: [Platform: PlatformCatalogue] = [:]
        for view in views(specs.filter { spec in !packs.contains { $0.readsAlone(spec) } }, options: options) {
            var catalogue = catalogues[view.platform] ?? PlatformCatalogue(platform: view.platform)
            for (name, claim) in ErrorCases.codeClaims(view) {
                guard let code = Int(claim.expected), !catalogue.errors.contains(where: { $0.name == name }) else { continue }
                catalogue.errors.append(ErrorConstant(name: name, code: code))
            }
            for merged in MergedClass.all(view) where !catalogue.valueTypes.contains(where: { $0.name == merged.name }) {
                catalogue.valueTypes.append(
                    ValueType(
                        name: merged.name,
                        fields: merged.fields.map { field in
                            ValueType.Field(
                                name: field.name, type: field.type, nullable: field.nullable, keys: field.enumeration,
                                fallbackKey: field.enumeration.contains(SyntheticValues.unrecognisedKey) ? SyntheticValues.unrecognisedKey : nil)
                        }))
            }
            for merged in MergedEnum.all(view) where !catalogue.enums.contains(where: { $0.name == merged.name }) {
                catalogue.enums.append(EnumType(name: merged.name, members: merged.members.map { EnumType.Member(name: $0.name, value: $0.value) }))
            }
            for method in APICases.methods(view) {
                let entry = Method(owner: method.owner, name: method.name, parameters: method.parameters)
                if !catalogue.methods.contains(entry) { catalogue.methods.append(entry) }
            }
            for pack in packs { pack.addFacts(of: view, to: &catalogue) }
            catalogues[view.platform] = catalogue
        }
        return catalogues.values.sorted { options.platforms.rank($0.platform) < options.platforms.rank($1.platform) }
    }
}
