"""The TCGBPurchase class methods: the selectors the guide declares, sends to TCGBPurchase in its
examples, or names in prose as purchase APIs.

Selectors the examples send to other receivers (TCGBGamebase isSuccessWithError:, NSMutableArray
alloc, ...) are not part of the purchase API.
"""

SELECTORS = (
    # Purchase Item: declared
    "requestPurchaseWithGamebaseProductId:viewController:completion:",
    "requestPurchaseWithGamebaseProductId:payload:viewController:completion:",
    "requestPurchaseWithItemSeq:viewController:completion:",  # "Legacy API", declared in zh only
    # List Purchasable Items, List Non-Consumed Items, Reprocess..., Restore Purchase: examples
    "requestItemListPurchasableWithCompletion:",
    "requestItemListOfNotConsumedWithCompletion:",
    "requestActivatedPurchasesWithCompletion:",
    "requestRestoreWithCompletion:",
)


def provides_selector(selector):
    return selector in SELECTORS
