import Foundation

extension UIProgressView {
    // UIKit divergence: UIKit observes the Progress with key-value observing; Foundation on
    // Linux has none, so the bar reads `fractionCompleted` once per frame (a display link on
    // the application's run loop) while it is in a window, and when the progress is set.

    /// Takes the new progress's fraction at once and starts or stops the per-frame reading.
    func observedProgressDidChange() {
        if let observedProgress { progress = Float(observedProgress.fractionCompleted) }
        updateProgressLink()
    }

    /// A display link reads the observed progress while there is one and the view is in a
    /// window; otherwise there is no link.
    func updateProgressLink() {
        guard observedProgress != nil, let runLoop = window?.application?.runLoop else {
            progressLink?.invalidate()
            progressLink = nil
            return
        }
        guard progressLink == nil else { return }
        let link = CADisplayLink { [weak self] _ in self?.readObservedProgress() }
        link.add(to: runLoop)
        progressLink = link
    }

    /// Copies the observed progress's fraction into ``progress``.
    private func readObservedProgress() {
        guard let observedProgress else { return }
        progress = Float(observedProgress.fractionCompleted)
    }
}
