import Foundation
import ResponderKit

/// Controllers presented and dismissed from inside handlers (issue 31): a world view becomes a controller's root
/// view and presents another controller — as a sheet over a dimming view, full screen (its presenter's view leaves
/// the window when the transition ends, cancelling the touches on it) or over the full screen — animated or not; a
/// later call dismisses one. Presenting from a controller that already presents, or whose view left its window, is
/// refused with UIKit's console message; each completion runs once, and sometimes changes the world.
extension StreamWorld {
    /// The presentation styles the world uses.
    private static let styles: [UIModalPresentationStyle] = [.automatic, .pageSheet, .fullScreen, .overFullScreen]

    /// Presents a controller over `subject` (made a controller's root view if it is none's), or dismisses one.
    func presentOrDismiss(near subject: UIView) {
        presentationSteps += 1
        if source.chance(40), let presenter = controllers.filter({ $0.presentedViewController != nil }).last {
            // A dismissal already under way ignores the call, and its completion does not run.
            let entry = presenter.presentedViewController?.isBeingDismissed == true ? nil : ledger.expect("dismiss")
            presenter.dismiss(animated: source.chance(50)) { [weak self] in
                guard let entry else { return }
                self?.completed(entry, near: nil)
            }
            return
        }
        guard !(subject is UIWindow) else { return }
        let presenter: UIViewController
        if let existing = controllers.first(where: { $0.viewIfLoaded === subject }) {
            presenter = existing
        } else if subject.next is UIViewController {
            return  // another controller's view (a presented one's, made by UIKit's rules): leave it
        } else {
            presenter = UIViewController()
            presenter.view = subject
            controllers.append(presenter)
        }
        let presented = UIViewController()
        let view = ChaosView(world: self, frame: .zero)
        view.accessibilityIdentifier = "presented\(controllers.count)"
        presented.view = view
        presented.modalPresentationStyle = source.pick(Self.styles)
        controllers.append(presented)
        // UIKit runs the completion only when the presentation happens: a refused one runs nothing.
        let refused = presenter.presentedViewController != nil || presenter.viewIfLoaded?.window?.application == nil
        let entry = refused ? nil : ledger.expect("present")
        presenter.present(presented, animated: source.chance(50)) { [weak self, weak view] in
            guard let entry else { return }
            self?.completed(entry, near: view)
        }
    }

    /// Records a presentation's or dismissal's completion, and sometimes changes the world from inside it.
    private func completed(_ entry: Int, near view: UIView?) {
        ledger.ran(entry)
        if !isFinishingAnimations, source.chance(hostileCompletionPercent) { mutate(near: view) }
    }
}
