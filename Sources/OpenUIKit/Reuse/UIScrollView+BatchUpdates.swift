import Foundation

// What table and collection views share about running a batch update with or without
// animation.
extension UIScrollView {
    /// Whether a batch applied now animates: the view is in a window, view animations are on
    /// and no `UIView.performWithoutAnimation` block is running.
    var updatesAnimate: Bool {
        window != nil && UIView.areAnimationsEnabled && AnimationBlock.current?.isDisabled != true
    }

    /// Calls the completions of a batch that did not animate: on the next run-loop turn, as
    /// an animation block that animates nothing does; at once for a view outside a window.
    func finishUnanimatedUpdate(_ completions: [(Bool) -> Void]) {
        guard !completions.isEmpty else { return }
        guard let runLoop = window?.application?.runLoop else {
            for completion in completions { completion(true) }
            return
        }
        runLoop.schedule(after: 0) { _ in
            for completion in completions { completion(true) }
        }
    }
}
