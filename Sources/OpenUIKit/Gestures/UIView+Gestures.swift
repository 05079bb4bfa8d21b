import Foundation

extension UIView {
    /// The recognizers attached to the view, in the order they were added.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            for recognizer in storedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, moving it from another view if needed.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; mid-gesture it is reset without an action.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        window?.application?.gestureArbiter.detach(gestureRecognizer)
        storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}

extension UIEvent {
    /// The touches of the event that `gestureRecognizer` is tracking.
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(gestureRecognizer.trackedTouches)
    }
}

extension UITouch {
    /// The recognizers that receive this touch, fixed at touch-down (deepest view first).
    /// The gesture arbiter keeps the list in its record of the touch, which it drops once the
    /// touch is over and its view has had its last phase.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        window?.application?.gestureArbiter.recognizers(receiving: self) ?? []
    }
}
