import Foundation

// Safe-area insets are worked out top-down in the layout pass, each view from its superview's
// (parents are laid out first): the part of the view outside its superview's safe rectangle,
// plus, for a controller's root view, the controller's `additionalSafeAreaInsets` and what its
// container covers (a navigation bar). A window's own insets come from its screen when it
// covers it (the device the test kit stands in for) or from the test kit's
// `UIWindow.simulateSafeAreaInsets(_:)`; see UIWindow+SystemSafeArea.swift. A change calls
// `safeAreaInsetsDidChange()` (and the controller's `viewSafeAreaInsetsDidChange()`), moves
// the safe-area guide and lays the subviews out so they follow.
extension UIView {
    /// Brings the stored safe-area insets up to date before the receiver's layout.
    package func updateSafeAreaInsetsForLayout() {
        let insets = computedSafeAreaInsets()
        guard insets != layoutSettings.safeAreaInsets else { return }
        layoutSettings.safeAreaInsets = insets
        if let guide = layoutSettings.safeAreaLayoutGuide { guide.engineItem?.engine?.guidePlacementDidChange(guide) }
        if layoutSettings.insetsLayoutMarginsFromSafeArea, let guide = layoutSettings.layoutMarginsGuide {
            guide.engineItem?.engine?.guidePlacementDidChange(guide)
        }
        for subview in subviews { subview.markNeedsLayout(reason: "superview's safe area changed") }
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
    }

    /// Marks the receiver for layout when its safe-area insets are no longer the ones its
    /// last layout used: it moved against its superview's safe rectangle, or that rectangle
    /// moved (the superview resized or scrolled). Without this, only a later, unrelated layout
    /// of the view would bring them up to date, and a layout would depend on how many passes
    /// ran.
    package func markNeedsLayoutIfSafeAreaMoved() {
        guard computedSafeAreaInsets() != layoutSettings.safeAreaInsets else { return }
        markNeedsLayout(reason: "moved against its superview's safe area")
    }

    /// ``markNeedsLayoutIfSafeAreaMoved()`` for every subview (after the receiver's layout
    /// placed them, or after its bounds moved).
    package func markSubviewsWhoseSafeAreaMoved() {
        // With no insets of its own the receiver gives its subviews none: a subview's insets
        // then come only from a view controller whose root view it is (or from being a
        // window), so the others are checked against zero without working them out (a
        // container laid out again does not redo the sums for each of its hundred rows).
        let givesNone = layoutSettings.safeAreaInsets == .zero
        // Straight over the layer's children: `subviews` would build an array at every scroll
        // step and every layout.
        for sublayer in layer.sublayerStorage {
            guard let subview = sublayer.owningView else { continue }
            if givesNone && subview.owningViewController == nil && !(subview is UIWindow) {
                if subview.layoutSettings.safeAreaInsets != .zero {
                    subview.markNeedsLayout(reason: "moved against its superview's safe area")
                }
                continue
            }
            subview.markNeedsLayoutIfSafeAreaMoved()
        }
    }

    /// How far `rect` reaches into the unsafe edges of `bounds` (the bands `outer` insets),
    /// edge by edge, each no more than the rectangle's own size: the safe-area insets a view or
    /// window with frame `rect` inherits from its superview or screen.
    static func insets(of rect: CGRect, overlapping outer: UIEdgeInsets, of bounds: CGRect) -> UIEdgeInsets {
        let safe = CGRect(
            x: bounds.minX + outer.left, y: bounds.minY + outer.top,
            width: max(0, bounds.width - outer.left - outer.right),
            height: max(0, bounds.height - outer.top - outer.bottom))
        return UIEdgeInsets(
            top: min(rect.height, max(0, safe.minY - rect.minY)),
            left: min(rect.width, max(0, safe.minX - rect.minX)),
            bottom: min(rect.height, max(0, rect.maxY - safe.maxY)),
            right: min(rect.width, max(0, rect.maxX - safe.maxX)))
    }

    /// The frame the view would have with an identity transform: its bounds' size placed
    /// about the anchor point at its position, in the superview's coordinates.
    private var untransformedFrame: CGRect {
        let size = layer.bounds.size
        let anchor = layer.anchorPoint
        let position = layer.position
        return CGRect(
            x: position.x - size.width * anchor.x, y: position.y - size.height * anchor.y, width: size.width,
            height: size.height)
    }

    private func computedSafeAreaInsets() -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let window = self as? UIWindow {
            insets = window.systemSafeAreaInsets
        } else if let superview {
            let outer = superview.layoutSettings.safeAreaInsets
            if outer != .zero {
                // UIKit divergence: the view's own transform is left out (its untransformed
                // frame is measured), so scaling a view (a sheet pushed back under another)
                // neither moves its content nor makes the insets depend on when the transform
                // was set; UIKit does not support safe areas under a scale or rotation.
                insets = Self.insets(of: untransformedFrame, overlapping: outer, of: superview.bounds)
            }
        }
        if let controller = owningViewController {
            let extra = controller.additionalSafeAreaInsets
            let container = controller.containerSafeAreaInsets
            insets.top += extra.top + container.top
            insets.left += extra.left + container.left
            insets.bottom += extra.bottom + container.bottom
            insets.right += extra.right + container.right
        }
        return insets
    }
}
