"""The GuideSpec operation vocabulary (docs/operations.md) answered with this package.

``perform(operation, input)`` returns the output object, or raises ``MalformedInput`` when the input
does not have the shape the operation documents (the adapter then answers with an "error" record).
Rejections the guide defines (unknown-name, wrong-type, wrong-scheme, ...) are outputs, not errors.
"""

from . import api_surface, errors, promotion, value_objects
from .errors import TCGBError
from .purchase_world import PurchaseWorld, UserChoice
from .rejection import Rejection

OPERATIONS = (
    "error.code-for-name",
    "error.name-for-code",
    "vo.field-names",
    "vo.field",
    "vo.decode",
    "url.build",
    "url.parse",
    "api.method",
    "purchase.scenario",
)

# The platform whose spelling this package answers in, and the pages it implements.
PLATFORM = "ios"
PAGES = ["ios-purchase"]

# The token a consume step with "purchaseToken": "wrong" sends.
WRONG_PURCHASE_TOKEN = "not-the-issued-purchase-token"

_MAX_EXACT_INTEGER = 2 ** 53


class MalformedInput(Exception):
    """An input that does not fit its operation's documented shape."""


class UnknownOperation(MalformedInput):
    pass


class InputFields:
    """Typed access to the members of an input object; raises MalformedInput naming what was expected."""

    def __init__(self, value, context):
        self.value = value
        self.context = context

    def member(self, key):
        """The member ``key``, which must be present (it may be null)."""
        if not isinstance(self.value, dict) or key not in self.value:
            raise MalformedInput(f'{self.context}: input needs member "{key}"')
        return self.value[key]

    def has(self, key):
        return isinstance(self.value, dict) and key in self.value

    def string(self, key):
        value = self.member(key)
        if not isinstance(value, str):
            raise MalformedInput(f'{self.context}: "{key}" must be a string')
        return value

    def optional_string(self, key):
        """The string member ``key``, or None when it is absent or null."""
        value = self.value.get(key) if isinstance(self.value, dict) else None
        if value is None:
            return None
        if not isinstance(value, str):
            raise MalformedInput(f'{self.context}: "{key}" must be a string or null')
        return value

    def integer(self, key):
        value = self.member(key)
        if not is_exact_integer(value):
            raise MalformedInput(f'{self.context}: "{key}" must be an integer')
        return int(value)

    def boolean(self, key):
        value = self.member(key)
        if not isinstance(value, bool):
            raise MalformedInput(f'{self.context}: "{key}" must be true or false')
        return value

    def array(self, key):
        value = self.member(key)
        if not isinstance(value, list):
            raise MalformedInput(f'{self.context}: "{key}" must be an array')
        return value


def is_exact_integer(value):
    """A JSON number (never true/false) without a fraction, small enough to be exact as a double."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return (isinstance(value, int) or value.is_integer()) and abs(value) <= _MAX_EXACT_INTEGER


def perform(operation, input_value):
    handler = _HANDLERS.get(operation)
    if handler is None:
        raise UnknownOperation(f'unknown operation "{operation}"')
    return handler(InputFields(input_value, operation))


# --- error-codes ------------------------------------------------------------------------------

def _error_code_for_name(fields):
    code = errors.error_code(fields.string("name"))
    return Rejection("unknown-name").to_json() if code is None else {"code": code}


def _error_name_for_code(fields):
    name = errors.error_name(fields.integer("code"))
    return Rejection("unknown-code").to_json() if name is None else {"name": name}


# --- value-objects ----------------------------------------------------------------------------

def _field_names(fields):
    cls = value_objects.value_object_class(fields.string("type"))
    if cls is None:
        return Rejection("unknown-type").to_json()
    return {"fields": sorted(field.name for field in cls.FIELDS)}


def _field(fields):
    type_name, field_name = fields.string("type"), fields.string("field")
    cls = value_objects.value_object_class(type_name)
    field = cls.field(field_name) if cls is not None else None
    if field is None:
        return Rejection("unknown-field").to_json()
    return {"type": field.type, "nullable": field.nullable}


def _decode(fields):
    type_name, payload = fields.string("type"), fields.member("payload")
    cls = value_objects.value_object_class(type_name)
    if cls is None:
        return Rejection("unknown-type").to_json()
    # A payload that is not an object has no members: the first non-nullable field is missing.
    members = payload if isinstance(payload, dict) else {}
    try:
        return {"value": cls.from_json(members).to_json()}
    except Rejection as rejection:
        return rejection.to_json()


# --- promotion-url ----------------------------------------------------------------------------

def _url_build(fields):
    return {"url": promotion.build_url(fields.string("bundleId"), fields.string("productIdentifier"))}


def _url_parse(fields):
    try:
        request = promotion.parse_url(fields.string("url"))
    except Rejection as rejection:
        return rejection.to_json()
    return {"bundleId": request.bundle_id, "productIdentifier": request.product_identifier}


# --- api-surface ------------------------------------------------------------------------------

def _method(fields):
    parameters = fields.member("parameters")
    if parameters is not None and not (isinstance(parameters, list) and all(isinstance(p, str) for p in parameters)):
        raise MalformedInput('api.method: "parameters" must be an array of strings or null')
    return {"provided": api_surface.provides_method(fields.optional_string("owner"), fields.string("name"), parameters)}


# --- purchase-behaviour -----------------------------------------------------------------------

def _scenario(fields):
    world = _make_world(InputFields(fields.member("setup"), "purchase.scenario setup"))
    receipts = {}  # step index -> receipt of a purchase step that gave one
    purchases = set()  # step indexes of every purchase step
    results = []
    for index, step in enumerate(fields.array("steps")):
        step_fields = InputFields(step, f"purchase.scenario step {index}")
        results.append(_run_step(world, index, step_fields, receipts, purchases))
    return {"results": results}


def _make_world(setup):
    products = []
    for index, product in enumerate(setup.array("products")):
        product_fields = InputFields(product, f"purchase.scenario setup product {index}")
        days = product_fields.integer("subscriptionDays") if product_fields.has("subscriptionDays") else None
        products.append((product_fields.string("gamebaseProductId"), product_fields.string("productType"),
                         product_fields.boolean("active"), days))
    return PurchaseWorld(store=setup.string("store"), initialized=setup.boolean("initialized"),
                         user_id=setup.string("userId"), now_ms=setup.integer("now"), products=products)


def _run_step(world, index, step, receipts, purchases):
    action = step.string("do")
    if action == "purchase":
        purchases.add(index)
        user = step.string("user")
        if user not in UserChoice.ALL:
            raise MalformedInput(f'purchase.scenario step {index}: "user" must be pays, cancels or leaves-open')
        try:
            receipt = world.purchase.request_purchase(
                step.string("gamebaseProductId"), step.optional_string("payload"), user)
        except TCGBError as error:
            return {"error": error.code}
        if receipt is None:
            return {"pending": True}
        receipts[index] = receipt
        return {"receipt": receipt_summary(receipt)}
    if action == "list-not-consumed":
        return _list(world.purchase.request_item_list_of_not_consumed)
    if action == "list-activated":
        return _list(world.purchase.request_activated_purchases)
    if action == "restore":
        return _list(world.purchase.request_restore)
    if action == "consume":
        source = step.integer("receiptOf")
        if source not in purchases:
            raise MalformedInput(f'purchase.scenario step {index}: "receiptOf" must name an earlier purchase step')
        receipt = receipts.get(source)
        if receipt is None or not receipt.paymentSeq:
            return {"consume": "no-receipt"}  # the purchase gave nothing to consume: the implementation's failure
        token_choice = step.string("purchaseToken")
        if token_choice == "as-issued":
            token = receipt.purchaseToken or ""
        elif token_choice == "wrong":
            token = WRONG_PURCHASE_TOKEN
        else:
            raise MalformedInput(f'purchase.scenario step {index}: "purchaseToken" must be as-issued or wrong')
        return {"consume": world.consume(receipt, token)}
    if action == "advance-clock":
        days = step.integer("days")
        world.clock.advance_days(days)
        return {"advancedDays": days}
    raise MalformedInput(f'purchase.scenario step {index}: unknown step "{action}"')


def _list(request):
    try:
        return {"receipts": [receipt_summary(receipt) for receipt in request()]}
    except TCGBError as error:
        return {"error": error.code}


def receipt_summary(receipt):
    """The parts of a receipt a scenario compares; generated identifiers as presence flags."""
    return {
        "gamebaseProductId": receipt.gamebaseProductId,
        "productType": receipt.productType,
        "payload": receipt.payload,
        "hasPaymentSeq": bool(receipt.paymentSeq),
        "hasPurchaseToken": bool(receipt.purchaseToken),
        "hasPaymentId": bool(receipt.paymentId),
    }


_HANDLERS = {
    "error.code-for-name": _error_code_for_name,
    "error.name-for-code": _error_name_for_code,
    "vo.field-names": _field_names,
    "vo.field": _field,
    "vo.decode": _decode,
    "url.build": _url_build,
    "url.parse": _url_parse,
    "api.method": _method,
    "purchase.scenario": _scenario,
}
