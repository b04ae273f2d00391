"""The purchase error codes of the guide's "Error Handling" table (TCGBError.code)."""

# Constant name -> code, in the order of the table. The zh and en tables differ by one row each;
# both rows are part of the SDK:
#   4007 TCGB_ERROR_PURCHASE_LIMIT_EXCEEDED          is only in the en table,
#   4201 TCGB_ERROR_PURCHASE_EXTERNAL_LIBRARY_ERROR  is only in the zh table.
ERROR_CODES = {
    "TCGB_ERROR_NOT_SUPPORTED": 10,
    "TCGB_ERROR_PURCHASE_NOT_INITIALIZED": 4001,
    "TCGB_ERROR_PURCHASE_USER_CANCELED": 4002,
    "TCGB_ERROR_PURCHASE_NOT_FINISHED_PREVIOUS_PURCHASING": 4003,
    "TCGB_ERROR_PURCHASE_NOT_ENOUGH_CASH": 4004,
    "TCGB_ERROR_PURCHASE_INACTIVE_PRODUCT_ID": 4005,
    "TCGB_ERROR_PURCHASE_NOT_EXIST_PRODUCT_ID": 4006,
    "TCGB_ERROR_PURCHASE_LIMIT_EXCEEDED": 4007,
    "TCGB_ERROR_PURCHASE_NOT_SUPPORTED_MARKET": 4010,
    "TCGB_ERROR_PURCHASE_EXTERNAL_LIBRARY_ERROR": 4201,
    "TCGB_ERROR_PURCHASE_UNKNOWN_ERROR": 4999,
}

_NAMES_BY_CODE = {code: name for name, code in ERROR_CODES.items()}

# Named constants for the codes the purchase world raises.
NOT_INITIALIZED = ERROR_CODES["TCGB_ERROR_PURCHASE_NOT_INITIALIZED"]
USER_CANCELED = ERROR_CODES["TCGB_ERROR_PURCHASE_USER_CANCELED"]
NOT_FINISHED_PREVIOUS_PURCHASING = ERROR_CODES["TCGB_ERROR_PURCHASE_NOT_FINISHED_PREVIOUS_PURCHASING"]
INACTIVE_PRODUCT_ID = ERROR_CODES["TCGB_ERROR_PURCHASE_INACTIVE_PRODUCT_ID"]
NOT_EXIST_PRODUCT_ID = ERROR_CODES["TCGB_ERROR_PURCHASE_NOT_EXIST_PRODUCT_ID"]
NOT_SUPPORTED_MARKET = ERROR_CODES["TCGB_ERROR_PURCHASE_NOT_SUPPORTED_MARKET"]


class TCGBError(Exception):
    """An error a purchase API reports through its completion block."""

    def __init__(self, code):
        super().__init__(f"{error_name(code) or 'unknown error'} ({code})")
        self.code = code


def error_code(name):
    """The code of the constant ``name``, or None when the SDK has no such constant."""
    return ERROR_CODES.get(name)


def error_name(code):
    """The constant name of ``code``, or None when the code is unknown."""
    return _NAMES_BY_CODE.get(code)
