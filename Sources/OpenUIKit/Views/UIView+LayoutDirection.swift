import Foundation

extension UIView {
    /// The direction `attribute` gives a view's content in this application: left to right
    /// for playback, spatial and forced left-to-right content, right to left when forced, and
    /// the application's direction when unspecified.
    ///
    /// A class method names no view, so the application is the façade's,
    /// `UIApplication.shared`; library code asks a view for its
    /// ``effectiveUserInterfaceLayoutDirection`` instead.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/userinterfacelayoutdirection(for:)
    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        fixedDirection(for: attribute) ?? UIApplication.shared.userInterfaceLayoutDirection
    }

    /// The direction the receiver arranges its own content in — its subviews, and the leading
    /// and trailing of constraints installed on it.
    ///
    /// An ``semanticContentAttribute`` other than `.unspecified` decides on its own (playback
    /// and spatial content is left to right); `.unspecified` takes the superview's effective
    /// direction, and at the top of the hierarchy the ``UIApplication/userInterfaceLayoutDirection``
    /// of the application whose window holds the view (left to right outside every window).
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    // UIKit divergence: UIKit passes the direction down through trait collections; here it is
    // read from the superview chain, which gives the same answer without traits [CHOSEN for
    // subviews of playback and spatial views: they inherit left to right]. A view outside every
    // window belongs to no application, so it reads left to right where UIKit uses its one
    // application's direction; constraints and directional margins are resolved again when the
    // view joins a window (LayoutEngine.absorb, UIView.notifyDidMoveToWindow).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var view: UIView = self
        while true {
            if let direction = Self.fixedDirection(for: view.semanticContentAttribute) { return direction }
            guard let superview = view.superview else { break }
            view = superview
        }
        return view.window?.application?.userInterfaceLayoutDirection ?? .leftToRight
    }

    /// The direction an attribute imposes whatever the surroundings, or `nil` to inherit.
    private static func fixedDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection? {
        switch attribute {
        case .unspecified: return nil
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    /// ``semanticContentAttribute`` changed: constraints with leading or trailing installed in
    /// the receiver's subtree are resolved again where their direction changed, every view in
    /// it lays out again, and image views in it redraw images that flip for right to left.
    package func semanticContentAttributeDidChange() {
        var affected: [NSLayoutConstraint] = []
        visitSubtree { view in
            (view as? LayoutDirectionObserving)?.layoutDirectionMayHaveChanged()
            // Each view's own layout may read its direction (buttons, cells, bars, controls).
            if view !== self { view.markNeedsLayout(reason: "a superview's semanticContentAttribute changed") }
            affected += view.layoutSettings.constraints.filter {
                $0.firstAttribute.isLeadingOrTrailing || $0.secondAttribute.isLeadingOrTrailing
            }
        }
        // Every constraint of one hierarchy lives in its root's engine.
        if let engine = affected.lazy.compactMap({ $0.installation?.engine }).first {
            engine.directionMayHaveChanged(for: affected)
        }
        directionalMarginsDirectionMayHaveChanged()
        markNeedsLayout(reason: "semanticContentAttribute changed")
    }
}

/// A view of this module that redraws when its layout direction may have changed (a semantic
/// content attribute set on it or above it), such as an image view showing an image that flips
/// for right to left.
@MainActor
package protocol LayoutDirectionObserving: AnyObject {
    /// Called after a semantic content attribute in the view's superview chain changed.
    func layoutDirectionMayHaveChanged()
}
