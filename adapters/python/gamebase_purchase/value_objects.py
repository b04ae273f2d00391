"""The value objects of the guide: TCGBPurchasableReceipt ("Purchase Item") and TCGBPurchasableItem
("List Purchasable Items"), with typed fields and JSON decode/encode.

Each class lists its fields in the order the guide declares them, with the Objective-C type of the
declaration. The order matters: decoding reports the first problem in that order.
"""

from .rejection import Rejection

# Objective-C type of a declaration -> language-neutral type (docs/operations.md, "vo.field").
# Any other object type (a pointer not listed here) is "object".
_NEUTRAL_TYPES = {
    "NSString *": "string",
    "float": "float", "double": "float", "CGFloat": "float",
    "long": "integer", "int": "integer", "NSInteger": "integer", "NSUInteger": "integer",
    "long long": "integer", "int64_t": "integer",
    "BOOL": "boolean", "bool": "boolean",
}


def neutral_type(objc_type):
    """The language-neutral type of an Objective-C declaration type."""
    if objc_type in _NEUTRAL_TYPES:
        return _NEUTRAL_TYPES[objc_type]
    if objc_type.startswith("NSArray"):
        return "array"
    return "object"


# productType, as the comment above both declarations enumerates it. A value the SDK does not know
# becomes UNKNOWN ("an unknown type: update Gamebase SDK or contact the Customer Center").
PRODUCT_TYPE_UNKNOWN = "UNKNOWN"
CONSUMABLE = "CONSUMABLE"
AUTO_RENEWABLE = "AUTO_RENEWABLE"
CONSUMABLE_AUTO_RENEWABLE = "CONSUMABLE_AUTO_RENEWABLE"
PRODUCT_TYPES = (PRODUCT_TYPE_UNKNOWN, CONSUMABLE, AUTO_RENEWABLE, CONSUMABLE_AUTO_RENEWABLE)
SUBSCRIPTION_TYPES = (AUTO_RENEWABLE, CONSUMABLE_AUTO_RENEWABLE)


def normalized_product_type(value):
    """``value`` when it is a documented product type, otherwise UNKNOWN."""
    return value if value in PRODUCT_TYPES else PRODUCT_TYPE_UNKNOWN


class Field:
    """One ``@property`` of a value object."""

    def __init__(self, name, objc_type, nullable=False, keys=None):
        self.name = name
        self.objc_type = objc_type
        self.type = neutral_type(objc_type)
        # Only a declaration marked nullable / _Nullable / __nullable is nullable.
        self.nullable = nullable
        # The documented keys of an enumerated string (productType); others decode as UNKNOWN.
        self.keys = keys

    def decode(self, payload):
        """This field's value taken from the JSON object ``payload``; raises Rejection."""
        value = payload.get(self.name)
        if value is None:  # absent or JSON null
            if self.nullable:
                return None
            raise Rejection("missing-field", self.name)
        if not _has_type(value, self.type):
            raise Rejection("wrong-type", self.name)
        if self.type == "integer":
            return int(value)
        if self.keys is not None and value not in self.keys:
            return PRODUCT_TYPE_UNKNOWN
        return value


def _has_type(value, neutral):
    # bool is a subclass of int in Python: true/false is never a number, and a number never a boolean.
    is_number = isinstance(value, (int, float)) and not isinstance(value, bool)
    if neutral == "string":
        return isinstance(value, str)
    if neutral == "float":
        return is_number
    if neutral == "integer":
        return isinstance(value, int) and is_number or isinstance(value, float) and value.is_integer()
    if neutral == "boolean":
        return isinstance(value, bool)
    if neutral == "array":
        return isinstance(value, list)
    return isinstance(value, dict)


class ValueObject:
    """Base of the value objects: one attribute per documented field."""

    CLASS_NAME = ""
    FIELDS = ()

    def __init__(self, **values):
        for field in self.FIELDS:
            setattr(self, field.name, values.pop(field.name, None))
        if values:
            raise TypeError(f"{self.CLASS_NAME} has no field {sorted(values)[0]}")

    @classmethod
    def field(cls, name):
        return next((field for field in cls.FIELDS if field.name == name), None)

    @classmethod
    def from_json(cls, payload):
        """Decodes a JSON object; the first problem in documented field order raises Rejection.

        Members the class does not document are ignored.
        """
        return cls(**{field.name: field.decode(payload) for field in cls.FIELDS})

    def to_json(self):
        """Every documented field, null where a nullable field has no value."""
        return {field.name: getattr(self, field.name) for field in self.FIELDS}


class TCGBPurchasableReceipt(ValueObject):
    """The receipt of a purchase (guide: "Purchase Item", VO).

    paymentId, payload and originalPaymentId are nullable only in the en guide; the zh original
    decides, so no field is nullable. sandboxPayment and promotionPayment are only in the en guide
    and are part of the class.
    """

    CLASS_NAME = "TCGBPurchasableReceipt"
    FIELDS = (
        Field("gamebaseProductId", "NSString *"),
        Field("price", "float"),
        Field("currency", "NSString *"),
        Field("paymentSeq", "NSString *"),         # with purchaseToken, the key of the server Consume API
        Field("purchaseToken", "NSString *"),
        Field("marketItemId", "NSString *"),
        Field("productType", "NSString *", keys=PRODUCT_TYPES),
        Field("userId", "NSString *"),
        Field("paymentId", "NSString *"),          # the store's payment identifier
        Field("expiryTime", "long"),               # epoch time the subscription ends
        Field("purchaseTime", "long"),             # epoch time of the purchase
        Field("payload", "NSString *"),            # what requestPurchase was given as payload
        Field("originalPaymentId", "NSString *"),  # the first paymentId of a renewed subscription
        Field("itemSeq", "long"),                  # legacy itemSeq API
        Field("sandboxPayment", "BOOL"),
        Field("promotionPayment", "BOOL"),
    )


class TCGBPurchasableItem(ValueObject):
    """A product of the Gamebase console (guide: "List Purchasable Items", VO).

    productType is declared only in the zh guide (en keeps its comment but lost the property);
    it is part of the class.
    """

    CLASS_NAME = "TCGBPurchasableItem"
    FIELDS = (
        Field("gamebaseProductId", "NSString *"),
        Field("price", "float"),
        Field("currency", "NSString *"),
        Field("itemName", "NSString *"),
        Field("marketId", "NSString *"),           # the store code, "AS"
        Field("marketItemId", "NSString *"),
        Field("productType", "NSString *", keys=PRODUCT_TYPES),
        Field("localizedPrice", "NSString *"),
        Field("localizedTitle", "NSString *"),
        Field("localizedDescription", "NSString *"),
        Field("active", "BOOL"),                   # the console's "in use" switch (getter isActive)
        Field("itemSeq", "long"),
    )


VALUE_OBJECTS = {cls.CLASS_NAME: cls for cls in (TCGBPurchasableReceipt, TCGBPurchasableItem)}


def value_object_class(name):
    """The class the guide declares as ``@interface name``, or None."""
    return VALUE_OBJECTS.get(name)
