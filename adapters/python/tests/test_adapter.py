"""Drives guidespec_adapter.py as a subprocess over the JSON-Lines adapter protocol (version 1).

Every expected output below is derived from docs/operations.md (inputs, outputs, rejection reasons,
behaviour rules); none is read from spec/ or golden/.

Run from the repository root:  python3 -m unittest discover -s adapters/python/tests
"""

import json
import os
import subprocess
import sys
import unittest

ADAPTER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "guidespec_adapter.py")

OPERATIONS = ["error.code-for-name", "error.name-for-code", "vo.field-names", "vo.field", "vo.decode",
              "url.build", "url.parse", "api.method", "purchase.scenario"]

NOW = 1700000000000
DAY = 86400000


def receipt(product_id, product_type, payload=None):
    """A receipt as purchase.scenario summarises it, with every generated identifier present."""
    return {"gamebaseProductId": product_id, "productType": product_type, "payload": payload,
            "hasPaymentSeq": True, "hasPurchaseToken": True, "hasPaymentId": True}


def setup(products, store="AS", initialized=True):
    return {"store": store, "initialized": initialized, "userId": "user-1", "now": NOW, "products": products}


GEM = {"gamebaseProductId": "gem_100", "productType": "CONSUMABLE", "active": True}
OLD_GEM = {"gamebaseProductId": "gem_old", "productType": "CONSUMABLE", "active": False}
PASS_7 = {"gamebaseProductId": "pass_7", "productType": "AUTO_RENEWABLE", "active": True, "subscriptionDays": 7}
BOX_30 = {"gamebaseProductId": "box_30", "productType": "CONSUMABLE_AUTO_RENEWABLE", "active": True,
          "subscriptionDays": 30}

ITEM_PAYLOAD = {"gamebaseProductId": "gem_100", "price": 1.5, "currency": "USD", "itemName": "Gems",
                "marketId": "AS", "marketItemId": "com.example.gem100", "productType": "BUNDLE",
                "localizedPrice": "$1.50", "localizedTitle": "100 Gems", "localizedDescription": "A pack",
                "active": True, "itemSeq": 12, "notDocumented": "dropped"}
RECEIPT_PAYLOAD = {"gamebaseProductId": "gem_100", "price": 2, "currency": "USD", "paymentSeq": "2017",
                   "purchaseToken": "tok", "marketItemId": "com.example.gem100", "productType": "CONSUMABLE",
                   "userId": "user-1", "paymentId": "1000", "expiryTime": 0, "purchaseTime": 1700000000000,
                   "payload": "slot-1", "originalPaymentId": "1000", "itemSeq": 3, "sandboxPayment": False,
                   "promotionPayment": True}

# (operation, input, expected output)
CASES = [
    # error-codes
    ("error.code-for-name", {"name": "TCGB_ERROR_PURCHASE_USER_CANCELED"}, {"code": 4002}),
    ("error.code-for-name", {"name": "TCGB_ERROR_PURCHASE_LIMIT_EXCEEDED"}, {"code": 4007}),
    ("error.code-for-name", {"name": "TCGB_ERROR_PURCHASE_NO_SUCH_THING"}, {"rejected": {"reason": "unknown-name"}}),
    ("error.name-for-code", {"code": 4201}, {"name": "TCGB_ERROR_PURCHASE_EXTERNAL_LIBRARY_ERROR"}),
    ("error.name-for-code", {"code": 98765}, {"rejected": {"reason": "unknown-code"}}),
    # value-objects
    ("vo.field-names", {"type": "TCGBPurchasableItem"},
     {"fields": ["active", "currency", "gamebaseProductId", "itemName", "itemSeq", "localizedDescription",
                 "localizedPrice", "localizedTitle", "marketId", "marketItemId", "price", "productType"]}),
    ("vo.field-names", {"type": "TCGBNoSuchClass"}, {"rejected": {"reason": "unknown-type"}}),
    ("vo.field", {"type": "TCGBPurchasableItem", "field": "active"}, {"type": "boolean", "nullable": False}),
    ("vo.field", {"type": "TCGBPurchasableReceipt", "field": "payload"}, {"type": "string", "nullable": False}),
    ("vo.field", {"type": "TCGBPurchasableReceipt", "field": "expiryTime"}, {"type": "integer", "nullable": False}),
    ("vo.field", {"type": "TCGBPurchasableReceipt", "field": "sandboxPayment"},
     {"type": "boolean", "nullable": False}),
    ("vo.field", {"type": "TCGBPurchasableItem", "field": "nope"}, {"rejected": {"reason": "unknown-field"}}),
    ("vo.decode", {"type": "TCGBPurchasableItem", "payload": ITEM_PAYLOAD},
     {"value": dict({k: v for k, v in ITEM_PAYLOAD.items() if k != "notDocumented"}, productType="UNKNOWN")}),
    ("vo.decode", {"type": "TCGBPurchasableReceipt", "payload": RECEIPT_PAYLOAD}, {"value": RECEIPT_PAYLOAD}),
    ("vo.decode", {"type": "TCGBPurchasableItem", "payload": {"price": 1.5}},
     {"rejected": {"reason": "missing-field", "subject": "gamebaseProductId"}}),
    ("vo.decode", {"type": "TCGBPurchasableReceipt", "payload": dict(RECEIPT_PAYLOAD, payload=None)},
     {"rejected": {"reason": "missing-field", "subject": "payload"}}),
    # true is not a number, even to Python
    ("vo.decode", {"type": "TCGBPurchasableItem", "payload": dict(ITEM_PAYLOAD, price=True, itemSeq=1.5)},
     {"rejected": {"reason": "wrong-type", "subject": "price"}}),
    ("vo.decode", {"type": "TCGBPurchasableItem", "payload": dict(ITEM_PAYLOAD, itemSeq=1.5)},
     {"rejected": {"reason": "wrong-type", "subject": "itemSeq"}}),
    ("vo.decode", {"type": "TCGBPurchasableItem", "payload": dict(ITEM_PAYLOAD, active=1)},
     {"rejected": {"reason": "wrong-type", "subject": "active"}}),
    ("vo.decode", {"type": "TCGBNoSuchClass", "payload": {}}, {"rejected": {"reason": "unknown-type"}}),
    # productType keys are compared exactly: another case is not a documented key
    ("vo.decode", {"type": "TCGBPurchasableItem", "payload": dict(ITEM_PAYLOAD, productType="consumable")},
     {"value": dict({k: v for k, v in ITEM_PAYLOAD.items() if k != "notDocumented"}, productType="UNKNOWN")}),
    # promotion-url
    ("url.build", {"bundleId": "com.example.game", "productIdentifier": "gem pack/100"},
     {"url": "itms-services://?action=purchaseIntent&bundleId=com.example.game&productIdentifier=gem%20pack%2F100"}),
    ("url.build", {"bundleId": "a~b", "productIdentifier": "é+"},
     {"url": "itms-services://?action=purchaseIntent&bundleId=a~b&productIdentifier=%C3%A9%2B"}),
    ("url.parse",
     {"url": "itms-services://?action=purchaseIntent&bundleId=com.bundleid.testest&productIdentifier=productid.001"},
     {"bundleId": "com.bundleid.testest", "productIdentifier": "productid.001"}),
    ("url.parse", {"url": "itms-services://?productIdentifier=a+b%20c&x=1&bundleId=b&action=purchaseIntent#f"},
     {"bundleId": "b", "productIdentifier": "a+b c"}),
    ("url.parse", {"url": "https://?action=purchaseIntent&bundleId=a&productIdentifier=b"},
     {"rejected": {"reason": "wrong-scheme"}}),
    ("url.parse", {"url": "itms-services://apps.apple.com?action=purchaseIntent&bundleId=a&productIdentifier=b"},
     {"rejected": {"reason": "unexpected-host"}}),
    ("url.parse", {"url": "itms-services:///buy?action=purchaseIntent&bundleId=a&productIdentifier=b"},
     {"rejected": {"reason": "unexpected-path"}}),
    ("url.parse", {"url": "itms-services://?bundleId=a&productIdentifier=b"},
     {"rejected": {"reason": "missing-parameter", "subject": "action"}}),
    ("url.parse", {"url": "itms-services://?action=buy&bundleId=a&productIdentifier=b"},
     {"rejected": {"reason": "wrong-action", "subject": "action"}}),
    ("url.parse", {"url": "itms-services://?action=purchaseIntent&bundleId=&productIdentifier=b"},
     {"rejected": {"reason": "missing-parameter", "subject": "bundleId"}}),
    ("url.parse", {"url": "itms-services://?action=purchaseIntent&bundleId=a"},
     {"rejected": {"reason": "missing-parameter", "subject": "productIdentifier"}}),
    # the URL edge cases operations.md settles: names and values are compared percent-decoded, the first of a
    # repeated parameter counts, an empty value is missing (an empty action is wrong), `//` may be left out, a bad
    # escape stays as written, bytes that are not UTF-8 become U+FFFD, and the fragment starts at the first `#`
    ("url.parse", {"url": "itms-services://?%61ction=purchase%49ntent&bundleId=a&productIdentifier=b"},
     {"bundleId": "a", "productIdentifier": "b"}),
    ("url.parse", {"url": "itms-services://?action=purchaseIntent&action=buy&bundleId=a&bundleId=z&productIdentifier=b"},
     {"bundleId": "a", "productIdentifier": "b"}),
    ("url.parse", {"url": "itms-services://?action=&bundleId=a&productIdentifier=b"},
     {"rejected": {"reason": "wrong-action", "subject": "action"}}),
    ("url.parse", {"url": "itms-services://?action=purchaseIntent&&bundleId&productIdentifier=b"},
     {"rejected": {"reason": "missing-parameter", "subject": "bundleId"}}),
    ("url.parse", {"url": "itms-services:?action=purchaseIntent&bundleId=a&productIdentifier=b"},
     {"bundleId": "a", "productIdentifier": "b"}),
    ("url.parse", {"url": "itms-services://?action=purchaseIntent&bundleId=a%2&productIdentifier=%zz%41%FF"},
     {"bundleId": "a%2", "productIdentifier": "%zzA\ufffd"}),
    ("url.parse", {"url": "itms-services://#top?action=purchaseIntent&bundleId=a&productIdentifier=b"},
     {"rejected": {"reason": "missing-parameter", "subject": "action"}}),
    # api-surface
    ("api.method", {"owner": "TCGBPurchase", "name": "requestRestoreWithCompletion:", "parameters": None},
     {"provided": True}),
    ("api.method", {"owner": None, "name": "requestPurchaseWithItemSeq:viewController:completion:",
                    "parameters": ["integer", "UIViewController", "callback(PurchasableReceipt, Error)"]}, {"provided": True}),
    ("api.method", {"owner": "TCGBPurchase", "name": "requestPurchaseWithItemSeq:viewController:completion:",
                    "parameters": ["string", "UIViewController", "callback(PurchasableReceipt, Error)"]}, {"provided": False}),
    ("api.method", {"owner": "TCGBGamebase", "name": "requestRestoreWithCompletion:", "parameters": None},
     {"provided": False}),
    ("api.method", {"owner": "TCGBPurchase", "name": "isSuccessWithError:", "parameters": None}, {"provided": False}),
    # purchase-behaviour: the documented example
    ("purchase.scenario",
     {"setup": setup([GEM]),
      "steps": [{"do": "purchase", "gamebaseProductId": "gem_100", "payload": "slot-1", "user": "cancels"}]},
     {"results": [{"error": 4002}]}),
    # success; then 4005 inactive, 4006 not in the catalogue
    ("purchase.scenario",
     {"setup": setup([GEM, OLD_GEM]),
      "steps": [{"do": "purchase", "gamebaseProductId": "gem_100", "payload": "slot-1", "user": "pays"},
                {"do": "purchase", "gamebaseProductId": "gem_old", "user": "pays"},
                {"do": "purchase", "gamebaseProductId": "gem_none", "user": "pays"},
                {"do": "purchase", "gamebaseProductId": "gem_100", "user": "pays"}]},
     {"results": [{"receipt": receipt("gem_100", "CONSUMABLE", "slot-1")}, {"error": 4005}, {"error": 4006},
                  {"receipt": receipt("gem_100", "CONSUMABLE")}]}),
    # 4001: not initialised, for purchases and every list
    ("purchase.scenario",
     {"setup": setup([GEM], store="GG", initialized=False),
      "steps": [{"do": "purchase", "gamebaseProductId": "gem_100", "user": "pays"}, {"do": "list-not-consumed"},
                {"do": "list-activated"}, {"do": "restore"}]},
     {"results": [{"error": 4001}, {"error": 4001}, {"error": 4001}, {"error": 4001}]}),
    # 4010: a store other than AS, checked before the product
    ("purchase.scenario",
     {"setup": setup([GEM], store="GG"),
      "steps": [{"do": "purchase", "gamebaseProductId": "gem_none", "user": "pays"}]},
     {"results": [{"error": 4010}]}),
    # 4003: the sheet left open blocks the next purchase, checked before the product
    ("purchase.scenario",
     {"setup": setup([GEM]),
      "steps": [{"do": "purchase", "gamebaseProductId": "gem_100", "user": "leaves-open"},
                {"do": "purchase", "gamebaseProductId": "gem_none", "user": "pays"},
                {"do": "list-not-consumed"}]},
     {"results": [{"pending": True}, {"error": 4003}, {"receipts": []}]}),
    # not-consumed until consumed; a wrong token is refused; consume delivers once
    ("purchase.scenario",
     {"setup": setup([GEM, PASS_7, BOX_30]),
      "steps": [{"do": "purchase", "gamebaseProductId": "gem_100", "payload": "a", "user": "pays"},
                {"do": "purchase", "gamebaseProductId": "pass_7", "user": "pays"},
                {"do": "purchase", "gamebaseProductId": "box_30", "payload": "b", "user": "pays"},
                {"do": "list-not-consumed"},
                {"do": "consume", "receiptOf": 0, "purchaseToken": "wrong"},
                {"do": "list-not-consumed"},
                {"do": "consume", "receiptOf": 0, "purchaseToken": "as-issued"},
                {"do": "consume", "receiptOf": 0, "purchaseToken": "as-issued"},
                {"do": "list-not-consumed"}]},
     {"results": [{"receipt": receipt("gem_100", "CONSUMABLE", "a")},
                  {"receipt": receipt("pass_7", "AUTO_RENEWABLE")},
                  {"receipt": receipt("box_30", "CONSUMABLE_AUTO_RENEWABLE", "b")},
                  {"receipts": [receipt("gem_100", "CONSUMABLE", "a"),
                                receipt("box_30", "CONSUMABLE_AUTO_RENEWABLE", "b")]},
                  {"consume": "refused-purchase-token"},
                  {"receipts": [receipt("gem_100", "CONSUMABLE", "a"),
                                receipt("box_30", "CONSUMABLE_AUTO_RENEWABLE", "b")]},
                  {"consume": "delivered"},
                  {"consume": "already-delivered"},
                  {"receipts": [receipt("box_30", "CONSUMABLE_AUTO_RENEWABLE", "b")]}]}),
    # the delivery DB is checked before the token (Consume Flow 2 -> 2-1); receiptOf counts every step
    ("purchase.scenario",
     {"setup": setup([GEM]),
      "steps": [{"do": "list-not-consumed"},
                {"do": "purchase", "gamebaseProductId": "gem_100", "payload": "a", "user": "pays"},
                {"do": "consume", "receiptOf": 1, "purchaseToken": "as-issued"},
                {"do": "consume", "receiptOf": 1, "purchaseToken": "wrong"}]},
     {"results": [{"receipts": []}, {"receipt": receipt("gem_100", "CONSUMABLE", "a")},
                  {"consume": "delivered"}, {"consume": "already-delivered"}]}),
    # activated excludes expired, restore includes them; consumables are never subscriptions
    ("purchase.scenario",
     {"setup": setup([GEM, PASS_7, BOX_30]),
      "steps": [{"do": "purchase", "gamebaseProductId": "pass_7", "user": "pays"},
                {"do": "purchase", "gamebaseProductId": "gem_100", "user": "pays"},
                {"do": "purchase", "gamebaseProductId": "box_30", "user": "pays"},
                {"do": "list-activated"},
                {"do": "advance-clock", "days": 7},
                {"do": "list-activated"},
                {"do": "restore"}]},
     {"results": [{"receipt": receipt("pass_7", "AUTO_RENEWABLE")},
                  {"receipt": receipt("gem_100", "CONSUMABLE")},
                  {"receipt": receipt("box_30", "CONSUMABLE_AUTO_RENEWABLE")},
                  {"receipts": [receipt("pass_7", "AUTO_RENEWABLE"), receipt("box_30", "CONSUMABLE_AUTO_RENEWABLE")]},
                  {"advancedDays": 7},
                  {"receipts": [receipt("box_30", "CONSUMABLE_AUTO_RENEWABLE")]},
                  {"receipts": [receipt("pass_7", "AUTO_RENEWABLE"),
                                receipt("box_30", "CONSUMABLE_AUTO_RENEWABLE")]}]}),
]


class AdapterSession:
    """One adapter process; ``ask`` sends a request and returns the reply record."""

    def __init__(self):
        self.process = subprocess.Popen([sys.executable, ADAPTER], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE)
        self.hello = self.read()
        self.next_id = 0

    def send_line(self, text):
        self.process.stdin.write(text.encode("utf-8") + b"\n")
        self.process.stdin.flush()

    def read(self):
        line = self.process.stdout.readline()
        if not line:
            raise AssertionError("the adapter closed stdout: " + self.process.stderr.read().decode("utf-8", "replace"))
        return json.loads(line)

    def ask(self, operation, input_value):
        self.next_id += 1
        self.send_line(json.dumps({"kind": "request", "id": self.next_id, "operation": operation,
                                   "input": input_value}))
        return self.read()

    def close(self, say_bye=True):
        if say_bye:
            self.send_line(json.dumps({"kind": "bye"}))
        self.process.stdin.close()
        code = self.process.wait(timeout=10)
        self.process.stdout.close()
        self.process.stderr.close()
        return code


class AdapterProtocolTests(unittest.TestCase):
    def setUp(self):
        self.session = AdapterSession()

    def tearDown(self):
        if self.session.process.poll() is None:
            self.session.close(say_bye=False)

    def test_hello_names_the_implementation_and_all_nine_operations(self):
        self.assertEqual(self.session.hello, {
            "kind": "hello", "protocol": 1,
            "implementation": {"name": "guidespec-python-adapter", "version": "1.0.0", "language": "python"},
            "operations": OPERATIONS, "platform": "ios", "pages": ["ios-purchase"]})

    def test_every_case_gives_the_documented_output(self):
        for operation, input_value, expected in CASES:
            with self.subTest(operation=operation, input=input_value):
                reply = self.session.ask(operation, input_value)
                self.assertEqual(reply, {"kind": "result", "id": self.session.next_id, "output": expected})

    def test_cases_cover_every_operation(self):
        self.assertEqual(sorted({case[0] for case in CASES}), sorted(OPERATIONS))

    def test_integral_numbers_are_written_as_integers(self):
        self.session.send_line(json.dumps({"kind": "request", "id": 1, "operation": "vo.decode",
                                           "input": {"type": "TCGBPurchasableReceipt",
                                                     "payload": dict(RECEIPT_PAYLOAD, price=3.0, itemSeq=4.0)}}))
        line = self.session.process.stdout.readline().decode("utf-8")
        self.assertIn('"price":3,', line)
        self.assertIn('"itemSeq":4,', line)
        self.assertEqual(self.session.ask("error.code-for-name", {"name": "TCGB_ERROR_NOT_SUPPORTED"})["output"],
                         {"code": 10})

    def test_bad_input_gives_error_records_and_the_session_goes_on(self):
        session = self.session
        session.send_line("this is not JSON")
        self.assertEqual(session.read()["kind"], "error")
        for operation, input_value in [
            ("no.such-operation", {}),
            ("error.name-for-code", {"code": "4002"}),
            ("error.name-for-code", {"code": True}),
            ("error.name-for-code", {"code": 4002.5}),
            ("url.build", {"bundleId": "a"}),
            ("purchase.scenario", {"setup": setup([GEM]), "steps": [{"do": "consume", "receiptOf": 0,
                                                                     "purchaseToken": "as-issued"}]}),
            ("purchase.scenario", {"setup": setup([GEM]), "steps": [{"do": "dance"}]}),
        ]:
            with self.subTest(operation=operation, input=input_value):
                reply = session.ask(operation, input_value)
                self.assertEqual((reply["kind"], reply["id"]), ("error", session.next_id))
                self.assertIsInstance(reply["message"], str)
        session.send_line(json.dumps({"kind": "something-new", "extra": 1}))
        self.assertEqual(session.ask("api.method", {"owner": "TCGBPurchase", "name": "requestItemListPurchasableWithCompletion:",
                                                    "parameters": None}),
                         {"kind": "result", "id": session.next_id, "output": {"provided": True}})

    def test_bye_and_end_of_input_exit_zero(self):
        self.assertEqual(self.session.close(say_bye=True), 0)
        other = AdapterSession()
        self.assertEqual(other.close(say_bye=False), 0)


if __name__ == "__main__":
    unittest.main()
