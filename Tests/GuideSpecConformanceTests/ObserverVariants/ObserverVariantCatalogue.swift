/// Every broken variant of the Swift observer and the observer cases that catch it (names after `transaction-observer/`).
extension ObserverVariant {
    static let all: [ObserverVariant] = [
        ObserverVariant(
            name: "early return on purchasing", implementation: FlawedObserver(make: EarlyReturnOnPurchasing.init),
            caughtBy: [
                "every-state-in-one-batch",
                "purchasing-does-not-end-the-batch",
                "relaunch-hands-back-unfinished-transactions",
            ]),
        ObserverVariant(
            name: "no deferred case", implementation: FlawedObserver(make: NoDeferredCase.init),
            caughtBy: [
                "deferred-waits-unfinished-until-approved-or-declined",
                "every-state-in-one-batch",
                "relaunch-hands-back-unfinished-transactions",
            ]),
        ObserverVariant(
            name: "finishes purchasing", implementation: FlawedObserver(make: FinishesPurchasing.init),
            caughtBy: [
                "every-state-in-one-batch",
                "finished-transactions-are-removed-not-finished-again",
                "purchased-is-delivered-then-finished",
                "purchasing-does-not-end-the-batch",
                "purchasing-is-neither-delivered-nor-finished",
                "relaunch-hands-back-unfinished-transactions",
            ]),
        ObserverVariant(
            name: "finishes deferred", implementation: FlawedObserver(make: FinishesDeferred.init),
            caughtBy: [
                "deferred-waits-unfinished-until-approved-or-declined",
                "every-state-in-one-batch",
                "relaunch-hands-back-unfinished-transactions",
            ]),
        ObserverVariant(
            name: "never finishes failed", implementation: FlawedObserver(make: NeverFinishesFailed.init),
            caughtBy: [
                "cancelled-is-told-apart-from-failed",
                "deferred-waits-unfinished-until-approved-or-declined",
                "every-state-in-one-batch",
                "failed-is-reported-and-finished-never-delivered",
                "finished-transactions-are-removed-not-finished-again",
                "purchasing-does-not-end-the-batch",
            ]),
        ObserverVariant(
            name: "finishes twice", implementation: FlawedObserver(make: FinishesTwice.init),
            caughtBy: [
                "deferred-waits-unfinished-until-approved-or-declined",
                "every-state-in-one-batch",
                "finished-transactions-are-removed-not-finished-again",
                "purchase-the-app-did-not-start-is-delivered",
                "purchased-is-delivered-then-finished",
                "purchasing-does-not-end-the-batch",
                "quantity-reaches-the-delivery",
                "relaunch-hands-back-unfinished-transactions",
                "restore-brings-back-no-consumables",
                "restore-delivers-and-finishes-what-can-be-restored",
            ]),
        ObserverVariant(
            name: "delivers on failure", implementation: FlawedObserver(make: DeliversOnFailure.init),
            caughtBy: [
                "cancelled-is-told-apart-from-failed",
                "deferred-waits-unfinished-until-approved-or-declined",
                "every-state-in-one-batch",
                "failed-is-reported-and-finished-never-delivered",
                "finished-transactions-are-removed-not-finished-again",
                "purchasing-does-not-end-the-batch",
            ]),
        ObserverVariant(
            name: "drops the rest of a batch", implementation: FlawedObserver(make: DropsRestOfBatch.init),
            caughtBy: [
                "cancelled-is-told-apart-from-failed",
                "deferred-waits-unfinished-until-approved-or-declined",
                "every-state-in-one-batch",
                "finished-transactions-are-removed-not-finished-again",
                "purchasing-does-not-end-the-batch",
                "relaunch-hands-back-unfinished-transactions",
                "restore-delivers-and-finishes-what-can-be-restored",
            ]),
        ObserverVariant(
            name: "loses the quantity", implementation: FlawedObserver(make: LosesQuantity.init),
            caughtBy: [
                "every-state-in-one-batch",
                "quantity-reaches-the-delivery",
            ]),
    ]
}
