import Foundation

/// What the edit menu's and the context menu's animators share: the animations and completions
/// a delegate adds, run with the menu's own transition on the application clock.
@MainActor
class MenuTransitionAnimator {
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
