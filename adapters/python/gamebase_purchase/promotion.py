"""The App Store promotion URL of "How to Test App Store Promotion IAP".

The guide's table: scheme ``itms-services`` (fixed), no host and no path, and the queries
``action`` (fixed value ``purchaseIntent``), ``bundleId`` and ``productIdentifier``, in that order.
Example: ``itms-services://?action=purchaseIntent&bundleId=com.bundleid.testest&productIdentifier=productid.001``
"""

import re

from .rejection import Rejection

SCHEME = "itms-services"
ACTION = "purchaseIntent"

# Bytes written as themselves; every other UTF-8 byte becomes %XX (upper-case hex).
_UNRESERVED = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
_SCHEME_PREFIX = re.compile(r"^([A-Za-z][A-Za-z0-9+.\-]*):")
_ESCAPE = re.compile(rb"%([0-9A-Fa-f]{2})")


class PromotionRequest:
    """What a promotion URL asks for."""

    def __init__(self, bundle_id, product_identifier):
        self.bundle_id = bundle_id
        self.product_identifier = product_identifier


def percent_encode(text):
    return "".join(chr(byte) if byte in _UNRESERVED else f"%{byte:02X}"
                   for byte in text.encode("utf-8", "surrogatepass"))


def percent_decode(text):
    """Undoes %XX escapes; ``+`` stays ``+``, a malformed escape stays as written."""
    raw = _ESCAPE.sub(lambda match: bytes([int(match.group(1), 16)]), text.encode("utf-8", "surrogatepass"))
    return raw.decode("utf-8", "replace")


def build_url(bundle_id, product_identifier):
    """The promotion URL for a bundle and one of its products."""
    query = [("action", ACTION), ("bundleId", bundle_id), ("productIdentifier", product_identifier)]
    return f"{SCHEME}://?" + "&".join(f"{name}={percent_encode(value)}" for name, value in query)


def parse_url(url):
    """The request a promotion URL makes; raises Rejection for what the guide does not allow.

    Checked in the order of docs/operations.md: scheme, host, path, action (present, then value),
    bundleId, productIdentifier. Unknown parameters and a #fragment are ignored.
    """
    url = url.split("#", 1)[0]
    scheme = _SCHEME_PREFIX.match(url)
    if scheme is None or scheme.group(1) != SCHEME:
        raise Rejection("wrong-scheme")
    rest = url[scheme.end():]
    hierarchy, _, query = rest.partition("?")
    if hierarchy.startswith("//"):
        host, slash, path = hierarchy[2:].partition("/")
        path = slash + path
        if host:
            raise Rejection("unexpected-host")
    else:
        path = hierarchy
    if path:
        raise Rejection("unexpected-path")

    parameters = _query_parameters(query)
    action = parameters.get("action")
    if action is None:
        raise Rejection("missing-parameter", "action")
    if action != ACTION:
        raise Rejection("wrong-action", "action")
    for name in ("bundleId", "productIdentifier"):
        if not parameters.get(name):
            raise Rejection("missing-parameter", name)
    return PromotionRequest(parameters["bundleId"], parameters["productIdentifier"])


def _query_parameters(query):
    """name -> decoded value; the first occurrence of a name counts, ``name`` without ``=`` is empty."""
    parameters = {}
    for part in query.split("&") if query else ():
        name, _, value = part.partition("=")
        parameters.setdefault(percent_decode(name), percent_decode(value))
    return parameters
