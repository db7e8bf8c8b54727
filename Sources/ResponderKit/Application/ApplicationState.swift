import Foundation

// The state an application keeps in groups, so that `UIApplication` declares a readable number of stored
// properties (issue 29: no core type over 25).

/// The windows attached to an application, its key window and the order they are shown in.
@MainActor
struct WindowList {
    /// The attached windows, visible or hidden, in the order they were attached.
    var attached: [UIWindow] = []
    /// The key window, unretained: it is always one of `attached`, which hold it, and `detach` clears it. A weak
    /// reference would give the window a side table, which makes every retain of it slow.
    var key = UnretainedReference<UIWindow>(nil)
    /// Counts windows made visible, so the most recent one is in front among windows of one level.
    var visibilityCounter = 0
    /// The visible windows front to back, until the order changes (`windowOrderChanged()`).
    var frontToBack: [UIWindow]?
    /// The epoch of the responder chain's links in these windows (`ResponderChainEpoch`).
    let chainEpoch = ResponderChainEpoch()
}

/// What the next layout pass must do (`UIView+Layout.swift`).
@MainActor
struct LayoutPassState {
    /// Whether a view in one of the windows needs layout: the pass runs before the next input, and a touch move
    /// reads only this flag.
    var isNeeded = false
    /// The buttons whose configuration update is pending, in the order they asked (`UIButton+Configuration.swift`);
    /// the layout pass runs them first.
    var pendingConfigurationUpdates: [UIButton] = []
    /// The updates of the round of `runConfigurationUpdates()` under way (kept to reuse its storage).
    var configurationUpdatesRunning: [UIButton] = []

    /// The pending updates become the running round, and the pending list starts empty on the last round's storage.
    mutating func startConfigurationUpdates() {
        swap(&pendingConfigurationUpdates, &configurationUpdatesRunning)
    }
}

/// The order of an application's work on its clock.
struct WorkOrder {
    /// The number the last scheduled timer or display frame was given: equal deadlines run in this order.
    var lastTimerID = 0
    /// The timestamp of the last input, which the next must not go back from.
    var lastInputTimestamp: TimeInterval?
}

/// The layer animations and view-controller transitions running on an application's clock.
@MainActor
struct MotionState {
    /// The animation engine, made when the first animation is added (`AnimationEngine`).
    var engine: AnimationEngine?
    /// The custom view-controller transitions under way, oldest first (`TransitionContext`).
    var transitions: [TransitionContext] = []
}
