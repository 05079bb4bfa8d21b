import Foundation

/// The animator an edit menu hands its delegate: the delegate's animations join the menu's own
/// fade, and its completions run when the fade ends (on the application clock).
@MainActor
final class EditMenuAnimator: UIEditMenuInteractionAnimating {
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

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
