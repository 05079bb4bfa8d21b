import Foundation

/// The animator a context menu hands its delegate: the delegate's animations join the menu's
/// own, and its completions run when they end (on the application clock).
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }

    /// Animates `own` and the added animations over `duration`, then runs `finish` and the
    /// added completions.
    func run(duration: TimeInterval, own: @escaping @MainActor () -> Void, finish: @escaping @MainActor () -> Void) {
        let animations = animations
        let completions = completions
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
            animations: {
                own()
                for animation in animations { animation() }
            },
            completion: { _ in
                finish()
                for completion in completions { completion() }
            })
    }
}
