public import GuideSpecConformance

/// The purchase-behaviour area: a store, a console catalogue, a user and a game server, driven through purchase stories.
public protocol PurchaseBehaviour: GuideImplementation {
    /// A fresh store, catalogue, user and game server set up as `setup` says, for one purchase scenario.
    func makePurchaseWorld(_ setup: ScenarioSetup) -> any PurchaseWorld
}
