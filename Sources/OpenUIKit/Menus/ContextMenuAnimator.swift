import Foundation

/// The animator a context menu hands its delegate: the delegate's animations join the menu's
/// own, and its completions run when they end (on the application clock).
@MainActor
final class ContextMenuAnimator: MenuTransitionAnimator, UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }
}
