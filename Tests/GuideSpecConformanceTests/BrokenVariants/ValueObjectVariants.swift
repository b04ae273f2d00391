import GuideSpecConformance
import GuideSpecPurchaseConformance
import GuideSpecWire
import GuideSpecReferenceAdapter

private let receipt = "TCGBPurchasableReceipt"

/// A receipt class without `originalPaymentId`: not listed, not described, neither read nor written.
struct ReceiptWithoutOriginalPaymentId: ForwardingImplementation {
    private let field = "originalPaymentId"

    func fieldNames(ofValueObject type: String) -> [String]? {
        reference.fieldNames(ofValueObject: type)?.filter { type != receipt || $0 != field }
    }

    func fieldShape(_ field: String, ofValueObject type: String) -> FieldShape? {
        type == receipt && field == self.field ? nil : reference.fieldShape(field, ofValueObject: type)
    }

    func decodeValueObject(_ type: String, from payload: JSONValue) -> Result<JSONValue, Rejection> {
        guard type == receipt else { return reference.decodeValueObject(type, from: payload) }
        return reference.decodeValueObject(type, from: payload.setting(field, to: "ignored")).map { $0.setting(field, to: nil) }
    }
}

/// A receipt whose `paymentId` is nullable, as the English guide says, against the Chinese original.
struct NullablePaymentId: ForwardingImplementation {
    private let field = "paymentId"

    func fieldShape(_ field: String, ofValueObject type: String) -> FieldShape? {
        guard type == receipt, field == self.field else { return reference.fieldShape(field, ofValueObject: type) }
        return FieldShape(type: .string, nullable: true)
    }

    func decodeValueObject(_ type: String, from payload: JSONValue) -> Result<JSONValue, Rejection> {
        guard type == receipt, (payload[field] ?? .null) == .null else { return reference.decodeValueObject(type, from: payload) }
        return reference.decodeValueObject(type, from: payload.setting(field, to: "absent")).map { $0.setting(field, to: .null) }
    }
}

/// Keeps a `productType` the guide does not document instead of reading it as `UNKNOWN`.
struct UnknownProductTypePassedThrough: ForwardingImplementation {
    func decodeValueObject(_ type: String, from payload: JSONValue) -> Result<JSONValue, Rejection> {
        reference.decodeValueObject(type, from: payload).map { value in
            guard let given = payload["productType"], given.stringValue != nil else { return value }
            return value.setting("productType", to: given)
        }
    }
}
