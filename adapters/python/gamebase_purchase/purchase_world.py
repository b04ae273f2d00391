"""An in-memory purchase world: what the guide's flows need to be played out.

* ``Clock``          epoch milliseconds; moved forward by whole days
* ``Console``        the Gamebase console's product catalogue (product ID, type, "in use" switch)
* ``AppStore``       the store sheet: the user pays, cancels or leaves it open; a payment gets a paymentId
* ``GamebaseServer`` registers paid purchases, issuing paymentSeq and purchaseToken; checks tokens and
                     marks purchases consumed (the server Consume API)
* ``GameServer``     the game's own server: the Consume Flow with its delivery DB keyed by paymentSeq
* ``TCGBPurchase``   the client SDK facade: requestPurchase, requestItemListOfNotConsumed,
                     requestActivatedPurchases, requestRestore

``PurchaseWorld`` wires one of each together for one user, as a purchase scenario starts.
"""

import hashlib
import itertools

from . import errors
from .errors import TCGBError
from .value_objects import (
    CONSUMABLE, CONSUMABLE_AUTO_RENEWABLE, SUBSCRIPTION_TYPES, TCGBPurchasableReceipt, normalized_product_type,
)

DAY_MS = 86_400_000
SUPPORTED_STORE = "AS"  # "iOS supports the store "AS"" (error 4010)

# Purchases whose item the game server delivers through the Consume Flow.
CONSUMABLE_TYPES = (CONSUMABLE, CONSUMABLE_AUTO_RENEWABLE)


class UserChoice:
    PAYS = "pays"
    CANCELS = "cancels"
    LEAVES_OPEN = "leaves-open"
    ALL = (PAYS, CANCELS, LEAVES_OPEN)


class Clock:
    def __init__(self, now_ms):
        self.now_ms = now_ms

    def advance_days(self, days):
        self.now_ms += days * DAY_MS


class ConsoleProduct:
    """A product registered under Gamebase > Purchase(IAP) > Product."""

    def __init__(self, gamebase_product_id, product_type, active, subscription_days, item_seq):
        self.gamebase_product_id = gamebase_product_id
        self.product_type = product_type
        self.active = active
        self.subscription_days = subscription_days
        self.item_seq = item_seq


class Console:
    def __init__(self, products=()):
        self._products = {}
        for product in products:
            self._products.setdefault(product.gamebase_product_id, product)

    def product(self, gamebase_product_id):
        return self._products.get(gamebase_product_id)


class AppStore:
    """The App Store payment sheet. Issues a store paymentId for each payment."""

    def __init__(self):
        self._transactions = itertools.count(1000000000000001)

    def show_payment_sheet(self, user_choice):
        """The paymentId when the user pays, None when the sheet is still open; raises 4002 on cancel."""
        if user_choice == UserChoice.CANCELS:
            raise TCGBError(errors.USER_CANCELED)
        if user_choice == UserChoice.LEAVES_OPEN:
            return None
        return str(next(self._transactions))


class Purchase:
    """The Gamebase server's record of one paid purchase."""

    def __init__(self, receipt):
        self.receipt = receipt
        self.consumed = False

    @property
    def product_type(self):
        return self.receipt.productType

    def is_subscription(self):
        return self.product_type in SUBSCRIPTION_TYPES


class GamebaseServer:
    """Registers purchases in purchase order and answers the client and the game server."""

    def __init__(self, clock):
        self._clock = clock
        self._purchases = []  # oldest first
        self._sequence = itertools.count(1)

    def register_payment(self, user_id, product, payment_id, payload):
        """Records a store payment and issues its paymentSeq and purchaseToken."""
        number = next(self._sequence)
        payment_seq = f"{self._clock.now_ms}{number:04d}"
        purchase_token = hashlib.sha256(f"{payment_seq}:{payment_id}:{user_id}".encode()).hexdigest()
        product_type = normalized_product_type(product.product_type)
        now = self._clock.now_ms
        days = product.subscription_days or 0  # a subscription without subscriptionDays expires at once
        receipt = TCGBPurchasableReceipt(
            gamebaseProductId=product.gamebase_product_id, price=0.0, currency="",
            paymentSeq=payment_seq, purchaseToken=purchase_token, marketItemId=product.gamebase_product_id,
            productType=product_type, userId=user_id, paymentId=payment_id,
            expiryTime=now + days * DAY_MS if product_type in SUBSCRIPTION_TYPES else 0,
            purchaseTime=now, payload=payload, originalPaymentId=payment_id, itemSeq=product.item_seq,
            sandboxPayment=False, promotionPayment=False)
        self._purchases.append(Purchase(receipt))
        return receipt

    def purchases_of(self, user_id):
        return [purchase for purchase in self._purchases if purchase.receipt.userId == user_id]

    def is_valid(self, payment_seq, purchase_token):
        """Whether ``purchase_token`` is the one issued with ``payment_seq`` (Payment Transaction API)."""
        purchase = self._find(payment_seq)
        return purchase is not None and purchase.receipt.purchaseToken == purchase_token

    def consume(self, payment_seq, purchase_token):
        """The server Consume API; False when the token is not the issued one."""
        if not self.is_valid(payment_seq, purchase_token):
            return False
        self._find(payment_seq).consumed = True
        return True

    def _find(self, payment_seq):
        return next((p for p in self._purchases if p.receipt.paymentSeq == payment_seq), None)


class ConsumeResult:
    DELIVERED = "delivered"
    ALREADY_DELIVERED = "already-delivered"
    REFUSED_PURCHASE_TOKEN = "refused-purchase-token"


class GameServer:
    """The game's server, running the guide's Consume Flow."""

    def __init__(self, gamebase_server):
        self._gamebase = gamebase_server
        self.delivery_db = {}  # paymentSeq -> (userId, gamebaseProductId, purchaseToken)

    def consume(self, user_id, gamebase_product_id, payment_seq, purchase_token):
        # Step 2: the delivery DB first; a paymentSeq delivered before is not delivered again.
        if payment_seq in self.delivery_db:
            result = ConsumeResult.ALREADY_DELIVERED
        else:
            # Step 2-1: a token other than the one issued with this paymentSeq is refused by the Gamebase server.
            if not self._gamebase.is_valid(payment_seq, purchase_token):
                return ConsumeResult.REFUSED_PURCHASE_TOKEN
            self.delivery_db[payment_seq] = (user_id, gamebase_product_id, purchase_token)
            result = ConsumeResult.DELIVERED
        # Regardless of delivery, call the Gamebase server's Consume API.
        self._gamebase.consume(payment_seq, purchase_token)
        return result


class TCGBPurchase:
    """The client SDK. Methods return their result or raise TCGBError, as a completion block would."""

    def __init__(self, store_code, initialized, user_id, console, app_store, gamebase_server, clock):
        self._store_code = store_code
        self._initialized = initialized
        self._user_id = user_id
        self._console = console
        self._app_store = app_store
        self._gamebase = gamebase_server
        self._clock = clock
        self._purchasing = False  # a store sheet is open

    def request_purchase(self, gamebase_product_id, payload, user_choice):
        """requestPurchaseWithGamebaseProductId:payload:viewController:completion:.

        The receipt, or None while the store sheet stays open (the completion is not called yet).
        """
        if not self._initialized:
            raise TCGBError(errors.NOT_INITIALIZED)
        if self._store_code != SUPPORTED_STORE:
            raise TCGBError(errors.NOT_SUPPORTED_MARKET)
        if self._purchasing:
            raise TCGBError(errors.NOT_FINISHED_PREVIOUS_PURCHASING)
        product = self._console.product(gamebase_product_id)
        if product is None:
            raise TCGBError(errors.NOT_EXIST_PRODUCT_ID)
        if not product.active:
            raise TCGBError(errors.INACTIVE_PRODUCT_ID)
        payment_id = self._app_store.show_payment_sheet(user_choice)
        if payment_id is None:
            self._purchasing = True
            return None
        return self._gamebase.register_payment(self._user_id, product, payment_id, payload)

    def request_item_list_of_not_consumed(self):
        """Paid consumable purchases whose item was not delivered yet, oldest first."""
        self._require_initialized()
        return [p.receipt for p in self._gamebase.purchases_of(self._user_id)
                if p.product_type in CONSUMABLE_TYPES and not p.consumed]

    def request_activated_purchases(self):
        """The user's subscriptions whose expiry (purchase time + subscriptionDays) is after the clock, oldest first."""
        self._require_initialized()
        now = self._clock.now_ms
        return [p.receipt for p in self._gamebase.purchases_of(self._user_id)
                if p.is_subscription() and p.receipt.expiryTime > now]

    def request_restore(self):
        """Every subscription purchase of the user, expired ones included, oldest first."""
        self._require_initialized()
        return [p.receipt for p in self._gamebase.purchases_of(self._user_id) if p.is_subscription()]

    def _require_initialized(self):
        if not self._initialized:
            raise TCGBError(errors.NOT_INITIALIZED)


class PurchaseWorld:
    """A fresh store, console catalogue, user, Gamebase server, game server and clock."""

    def __init__(self, store, initialized, user_id, now_ms, products):
        """``products``: (gamebaseProductId, productType, active, subscriptionDays or None) tuples."""
        self.user_id = user_id
        self.clock = Clock(now_ms)
        self.console = Console(
            ConsoleProduct(product_id, product_type, active, days, item_seq)
            for item_seq, (product_id, product_type, active, days) in enumerate(products, start=1))
        self.app_store = AppStore()
        self.gamebase_server = GamebaseServer(self.clock)
        self.game_server = GameServer(self.gamebase_server)
        self.purchase = TCGBPurchase(
            store, initialized, user_id, self.console, self.app_store, self.gamebase_server, self.clock)

    def consume(self, receipt, purchase_token):
        """The game client hands a receipt to the game server, which runs the Consume Flow."""
        return self.game_server.consume(self.user_id, receipt.gamebaseProductId, receipt.paymentSeq, purchase_token)
