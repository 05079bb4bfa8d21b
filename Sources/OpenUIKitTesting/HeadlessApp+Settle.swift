import Foundation
import OpenUIKit

extension HeadlessApp {
    /// Advances the clock a frame (1/60 s) at a time until the application is at rest: no
    /// layer of a visible window has an animation, no timer is scheduled (display links
    /// included) and no input is queued. Returns how many frames that took (0 when already at
    /// rest).
    ///
    /// When the application is still busy after `timeout` seconds of its clock, reports a
    /// failure (to `reporter`, else ``failureReporter``) naming each animation — its key, kind,
    /// repeat count and the view whose layer runs it — and each timer with its due time and
    /// interval, and returns the frames it took. No wall-clock time passes.
    @discardableResult
    public func settle(
        timeout: TimeInterval = 10, reporter: TestFailureReporter? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Int {
        Fatal.check(timeout.isFinite && timeout >= 0, "settle(timeout:) needs a finite, non-negative timeout, got \(timeout)")
        let deadline = now + timeout
        var frames = 0
        runTurn()
        while true {
            let animations = runningAnimations()
            let timers = application.runLoop.scheduledTimers
            if animations.isEmpty && timers.isEmpty && !application.runLoop.hasPendingInput { return frames }
            if now >= deadline - 1e-9 {
                var message = "settle(): the application is still busy after \(Self.seconds(timeout)) s of its clock (\(frames) frames):"
                for animation in animations { message += "\n  animation \(animation)" }
                for timer in timers {
                    message += "\n  timer due at \(Self.seconds(timer.fireTime)) s"
                    if let interval = timer.interval { message += ", repeating every \(Self.seconds(interval)) s" }
                    if let purpose = timer.purpose { message += " (\(purpose))" }
                }
                if application.runLoop.hasPendingInput { message += "\n  input still queued" }
                (reporter ?? failureReporter).report(
                    TestFailure(
                        message: message, location: TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
                return frames
            }
            advance(by: 1.0 / 60)
            frames += 1
        }
    }

    /// The animations on the layers of the visible windows, described: "'opacity'
    /// (CABasicAnimation, repeats forever) on UIView (identifier: spinner)".
    func runningAnimations() -> [String] {
        var found: [String] = []
        for window in application.windows where !window.isHidden {
            var stack: [CALayer] = [window.layer]
            while let layer = stack.popLast() {
                for key in layer.animationKeys() ?? [] {
                    guard let animation = layer.animation(forKey: key) else { continue }
                    var text = "'\(key)' (\(Swift.type(of: animation))"
                    if animation.repeatCount == .infinity {
                        text += ", repeats forever"
                    } else if animation.repeatCount > 0 {
                        text += ", repeats \(animation.repeatCount) times"
                    }
                    text += ") on " + Self.owner(of: layer)
                    found.append(text)
                }
                stack.append(contentsOf: (layer.sublayers ?? []).reversed())
            }
        }
        return found
    }

    /// The view a layer backs, with its identifier or label, else the layer's class.
    private static func owner(of layer: CALayer) -> String {
        guard let view = layer.delegate as? UIView else { return String(describing: Swift.type(of: layer)) }
        var text = String(describing: Swift.type(of: view))
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
            text += " (identifier: \(identifier))"
        } else if let label = view.accessibilityLabel, !label.isEmpty {
            text += " (label: \(label))"
        }
        return text
    }

    private static func seconds(_ value: TimeInterval) -> String {
        String(format: "%g", value)
    }
}
