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

/// Reads the consumable subscription `CONSUMABLE_AUTO_RENEWABLE` as a type it does not know, `UNKNOWN`: a decoder that
/// lists only the first product types.
struct ConsumableSubscriptionDecodedAsUnknown: ForwardingImplementation {
    func decodeValueObject(_ type: String, from payload: JSONValue) -> Result<JSONValue, Rejection> {
        reference.decodeValueObject(type, from: payload).map { value in
            value["productType"] == "CONSUMABLE_AUTO_RENEWABLE" ? value.setting("productType", to: "UNKNOWN") : value
        }
    }
}

/// Takes a number where a string field is declared, keeping it as its text (`42` becomes `"42"`).
struct StringFieldAcceptsNumber: ForwardingImplementation {
    func decodeValueObject(_ type: String, from payload: JSONValue) -> Result<JSONValue, Rejection> {
        let strings = lookup.valueType(type)?.fields.filter { $0.type == .string }.map(\.name) ?? []
        let converted = strings.reduce(payload) { payload, field in
            guard let number = payload[field]?.numberValue else { return payload }
            return payload.setting(field, to: .string(JSONValue.number(number).description))
        }
        return reference.decodeValueObject(type, from: converted)
    }
}

/// Takes any number where an integer field (`long`) is declared, dropping the fraction (`42.5` becomes `42`).
struct IntegerFieldAcceptsFraction: ForwardingImplementation {
    func decodeValueObject(_ type: String, from payload: JSONValue) -> Result<JSONValue, Rejection> {
        let integers = lookup.valueType(type)?.fields.filter { $0.type == .integer }.map(\.name) ?? []
        let truncated = integers.reduce(payload) { payload, field in
            guard let number = payload[field]?.numberValue, number.isFinite else { return payload }
            return payload.setting(field, to: .number(number.rounded(.towardZero)))
        }
        return reference.decodeValueObject(type, from: truncated)
    }
}
