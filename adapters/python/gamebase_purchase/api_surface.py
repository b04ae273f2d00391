"""The TCGBPurchase class methods: the selectors the guide declares, sends to TCGBPurchase in its
examples, or names in prose as purchase APIs, with the parameter types of those it declares.

Selectors the examples send to other receivers (TCGBGamebase isSuccessWithError:, NSMutableArray
alloc, ...) are not part of the purchase API.
"""

OWNER = "TCGBPurchase"
_COMPLETION = "callback(PurchasableReceipt, Error)"

# selector -> the parameters' neutral types (docs/spec-format.md), or None when the guide never declares it
METHODS = {
    # Purchase Item: declared
    "requestPurchaseWithGamebaseProductId:viewController:completion:": ["string", "UIViewController", _COMPLETION],
    "requestPurchaseWithGamebaseProductId:payload:viewController:completion:":
        ["string", "string", "UIViewController", _COMPLETION],
    "requestPurchaseWithItemSeq:viewController:completion:": ["integer", "UIViewController", _COMPLETION],  # zh only
    # List Purchasable Items, List Non-Consumed Items, Reprocess..., Restore Purchase: examples
    "requestItemListPurchasableWithCompletion:": None,
    "requestItemListOfNotConsumedWithCompletion:": None,
    "requestActivatedPurchasesWithCompletion:": None,
    "requestRestoreWithCompletion:": None,
}


def provides_method(owner, name, parameters):
    """Whether TCGBPurchase has the selector ``name``; ``owner`` None means any class, ``parameters``
    None any signature (docs/operations.md, api.method)."""
    if owner is not None and owner != OWNER or name not in METHODS:
        return False
    declared = METHODS[name]
    return parameters is None or declared is None or declared == parameters
