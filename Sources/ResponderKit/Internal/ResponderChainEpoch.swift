import Foundation

/// The epoch of one application's responder-chain links: it advances whenever a link the unretained climb follows
/// changes in one of the application's windows (a view's superview, whether a view is a view controller's root
/// view, a window's application, whether the application's delegate is a responder), so what a view remembers of the
/// climb (`UIResponder.forwardedMoveReceiver`) is valid while the epoch of the application it was found in stays the
/// same. Starts at 1: 0 means "never found".
///
/// ```
/// link changes in a window of A ──► A's epoch advances ──► every remembered climb in A's windows is stale
/// a view changes window ──────────► its subtree forgets what it remembered (`forgetMoveReceiver`)
/// ```
///
/// A link that changes outside every window advances no epoch: no view outside a window remembers a climb, and a
/// view remembers one only while it is in a window of the application whose event it forwards.
@MainActor
final class ResponderChainEpoch {
    /// The current epoch.
    private(set) var value: UInt = 1

    /// Makes every remembered climb of the application stale.
    func advance() {
        value &+= 1
        if value == 0 { value = 1 }
    }
}
