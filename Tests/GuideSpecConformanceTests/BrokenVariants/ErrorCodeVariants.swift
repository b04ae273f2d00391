/// Gives TCGB_ERROR_PURCHASE_USER_CANCELED the code of TCGB_ERROR_PURCHASE_NOT_FINISHED_PREVIOUS_PURCHASING.
struct WrongCodeForUserCanceled: ForwardingImplementation {
    func errorCode(forName name: String) -> Int? {
        name == "TCGB_ERROR_PURCHASE_USER_CANCELED" ? 4003 : reference.errorCode(forName: name)
    }
}

/// Names code 4005 as if it were 4006, the code-to-name table slipping one row.
struct WrongNameForInactiveProduct: ForwardingImplementation {
    func errorName(forCode code: Int) -> String? {
        code == 4005 ? "TCGB_ERROR_PURCHASE_NOT_EXIST_PRODUCT_ID" : reference.errorName(forCode: code)
    }
}
