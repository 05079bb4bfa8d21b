import Foundation

// Which controller decides a window's status bar, by UIKit's rules: start at the root view
// controller; a controller presented over it takes over when it covers the screen
// (`.fullScreen`) or sets `modalPresentationCapturesStatusBarAppearance`, and so on up the
// presentations; then the decider hands over to its `childForStatusBarStyle` (or
// `childForStatusBarHidden`) for as long as one is given. A navigation controller gives none
// while its bar shows (its bar's style decides), a tab bar controller gives its selected
// controller. The window keeps the answers it read (`UIWindow.statusBarAppearance`) and asks
// again only when the deciding controller changes or one calls
// `setNeedsStatusBarAppearanceUpdate()`, as UIKit reads them only then.

/// What a window's status bar shows: the style and visibility the deciding controllers ask
/// for, and whether its content is drawn light (the style resolved by the interface style).
package struct StatusBarAppearance: Equatable, Sendable {
    package var style: UIStatusBarStyle
    package var isHidden: Bool
    package var drawsLightContent: Bool
}

/// The window's record of its status bar: the controllers that decided it and what they
/// asked for when last read.
struct StatusBarRecord {
    weak var styleController: UIViewController?
    weak var hiddenController: UIViewController?
    var style: UIStatusBarStyle
    var isHidden: Bool
}

extension UIViewController {
    /// Tells the window that this controller's ``preferredStatusBarStyle`` or
    /// ``prefersStatusBarHidden`` may answer differently now: the window reads them again.
    // UIKit divergence: the change is never animated (`preferredStatusBarUpdateAnimation` is not
    // declared); the bar shows the new style in the next drawn frame.
    public func setNeedsStatusBarAppearanceUpdate() {
        guard let window = viewIfLoaded?.window else { return }
        window.statusBarRecord = nil
    }

    /// The controller that decides the status bar among the presentations over this one:
    /// the last one presented that covers the screen or captures the status bar.
    package var statusBarPresentationDecider: UIViewController {
        var decider = self
        var node = self
        var seen = 0
        while let presented = node.presentedViewController, presented !== node, seen < 64 {
            if presented.resolvedPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
                decider = presented
            }
            node = presented
            seen += 1
        }
        return decider
    }

    /// Follows `child` from this controller until a controller gives none.
    package func statusBarChildChain(_ child: (UIViewController) -> UIViewController?) -> UIViewController {
        var current = self
        var steps = 0
        while let next = child(current), next !== current, steps < 64 {
            current = next
            steps += 1
        }
        return current
    }
}

extension UIWindow {
    /// The status bar this window shows: read from its deciding controllers when they changed
    /// or asked to be read again, else what was read last. A window without a root view
    /// controller shows the default, visible bar.
    package var statusBarAppearance: StatusBarAppearance {
        let (style, isHidden) = decidedStatusBar()
        return StatusBarAppearance(
            style: style, isHidden: isHidden,
            drawsLightContent: style.drawsLightContent(in: traitCollection.userInterfaceStyle))
    }

    /// The style and visibility the deciding controllers ask for, read again only when the
    /// deciders changed or an update was asked for.
    private func decidedStatusBar() -> (UIStatusBarStyle, Bool) {
        guard let root = rootViewController else { return (.default, false) }
        let decider = root.statusBarPresentationDecider
        let styleController = decider.statusBarChildChain { $0.childForStatusBarStyle }
        let hiddenController = decider.statusBarChildChain { $0.childForStatusBarHidden }
        if let record = statusBarRecord, record.styleController === styleController,
            record.hiddenController === hiddenController
        {
            return (record.style, record.isHidden)
        }
        let record = StatusBarRecord(
            styleController: styleController, hiddenController: hiddenController,
            style: styleController.preferredStatusBarStyle, isHidden: hiddenController.prefersStatusBarHidden)
        statusBarRecord = record
        return (record.style, record.isHidden)
    }
}
