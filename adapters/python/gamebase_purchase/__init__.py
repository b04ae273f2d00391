"""A Python model of the Gamebase iOS purchase API, as the purchase guide (zh and en) documents it.

The package is laid out like an SDK, one module per part of the guide:

* ``errors``          the "Error Handling" table: TCGBError codes and their constant names
* ``value_objects``   TCGBPurchasableReceipt and TCGBPurchasableItem, with typed fields, decode and encode
* ``promotion``       the App Store promotion URL ("How to Test App Store Promotion IAP")
* ``api_surface``     the TCGBPurchase selectors the guide documents
* ``purchase_world``  an in-memory store, Gamebase console and server, game server and clock that
                      behave as the Purchase, Consume and Retry Transaction flows describe
* ``operations``      the GuideSpec operation vocabulary (docs/operations.md) answered with the above

Nothing here reads the guides, specs or golden cases: every rule is written out in code.
"""
