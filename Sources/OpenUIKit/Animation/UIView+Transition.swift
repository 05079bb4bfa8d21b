import Foundation

// View transitions ride on CATransition. `transition(with:…)` adds a transition to the view's
// layer — which takes a picture of the view as it is now — then runs the closure with
// animations off, so its changes appear through the transition rather than as animations of
// their own; the renderer draws the old picture and the new content at each frame. The
// transition's stop runs the completion, as a block's animations do.
extension UIView {
    /// Plays `options`' transition on `view` while `animations` changes its content (text,
    /// images, subviews shown, hidden, added or removed), then calls `completion` with whether
    /// the transition ran to its end.
    ///
    /// `.transitionCrossDissolve` dissolves from the old content to the new; the flips turn the
    /// view about its centre line, swapping content halfway. Without a transition option the
    /// changes animate like an ordinary animation block. A duration of 0 or less applies the
    /// changes at once and completes on the next turn. The transition runs on the clock of the
    /// application whose window holds `view`; a view outside every window shows the changes at
    /// once (logged to the console) and the completion runs before the call returns.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/transition(with:duration:options:animations:completion:)
    // UIKit divergence: flips are drawn without perspective or dimming (see DIVERGENCES.md);
    // the curls stop with a message (no page-curl renderer).
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        Fatal.check(!duration.isNaN, "UIView.transition duration is not a number (NaN)")
        Fatal.check(duration < .infinity, "UIView.transition duration must be finite, got \(duration)")
        guard let kind = options.transitionKind else {
            animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
            return
        }
        let application = view.owningApplication
        let tracker = AnimationBlockCompletion(
            completion: completion, allowsUserInteraction: options.contains(.allowUserInteraction))
        if let application { tracker.attach(to: application.runLoop) }
        let disabled = AnimationBlock.current?.isDisabled ?? false
        let animates = duration > 0 && AnimationBlock.animationsEnabled && !disabled
        if animates, let application {
            let transition = CATransition()
            (transition.type, transition.subtype) = kind.transition
            let block = AnimationBlock(
                duration: duration, delay: 0, timing: .curve(options.curve.timingFunction),
                options: options.subtracting([.repeat, .autoreverse]), isDisabled: false, completion: tracker)
            block.configure(transition, beginTime: application.runLoop.clock.now)
            transition.timingFunction = options.curve.timingFunction
            view.layer.add(transition, forKey: nil)
        }
        if let animations {
            let quiet = AnimationBlock(
                duration: 0, delay: 0, timing: .curve(CAMediaTimingFunction(name: .linear)), options: [],
                isDisabled: true, completion: nil)
            AnimationBlock.run(quiet, animations)
        }
        tracker.close(droppedOutsideWindows: animates && application == nil, what: "UIView.transition(with: \(view.traceName))")
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides `fromView` and shows `toView`) through `options`'
    /// transition played on that superview, then calls `completion`.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/transition(from:to:duration:options:completion:)
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            fromView.misuseLog.log(
                "UIView.transition(from:to:): the from view has no superview to play the transition in; "
                    + "nothing is swapped")
            // Outside every window there is no run loop to wait for: the completion runs now
            // (see AnimationBlockCompletion.close).
            if let runLoop = fromView.owningApplication?.runLoop {
                runLoop.schedule(after: 0) { _ in completion?(false) }
            } else {
                completion?(false)
            }
            return
        }
        transition(
            with: container, duration: duration, options: options,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else if toView !== fromView {
                    container.insertSubview(toView, aboveSubview: fromView)
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }
}

extension UIView.AnimationOptions {
    /// The transitions the options can name.
    enum TransitionKind {
        case flipFromLeft, flipFromRight, flipFromTop, flipFromBottom, crossDissolve

        /// The Core Animation transition that plays it.
        var transition: (CATransitionType, CATransitionSubtype?) {
            switch self {
            case .crossDissolve: (.fade, nil)
            case .flipFromLeft: (.flip, .fromLeft)
            case .flipFromRight: (.flip, .fromRight)
            case .flipFromTop: (.flip, .fromTop)
            case .flipFromBottom: (.flip, .fromBottom)
            }
        }
    }

    /// The transition bits 20–23 name, nil for none; the curls stop with a message.
    var transitionKind: TransitionKind? {
        switch (rawValue >> 20) & 0xF {
        case 0: return nil
        case 1: return .flipFromLeft
        case 2: return .flipFromRight
        case 3: Fatal.stop("UIView.transition: .transitionCurlUp is not supported (OpenUIKit draws no page curl); use .transitionCrossDissolve or a flip")
        case 4: Fatal.stop("UIView.transition: .transitionCurlDown is not supported (OpenUIKit draws no page curl); use .transitionCrossDissolve or a flip")
        case 5: return .crossDissolve
        case 6: return .flipFromTop
        case 7: return .flipFromBottom
        case let other: Fatal.stop("UIView.transition: transition option \(other) << 20 is not a UIKit transition")
        }
    }
}
