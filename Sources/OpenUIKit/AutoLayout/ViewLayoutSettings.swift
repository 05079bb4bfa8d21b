import Foundation

/// A view's Auto Layout settings and bookkeeping, kept on the view whether or not it takes
/// part in a constraint engine.
@MainActor
package struct ViewLayoutSettings {
    package var translatesAutoresizingMaskIntoConstraints = true
    package var horizontalHugging = UILayoutPriority.defaultLow
    package var verticalHugging = UILayoutPriority.defaultLow
    package var horizontalCompressionResistance = UILayoutPriority.defaultHigh
    package var verticalCompressionResistance = UILayoutPriority.defaultHigh
    package var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The margins as last set through `directionalLayoutMargins` (nil once `layoutMargins`
    /// is set), resolved again when the layout direction changes.
    package var directionalLayoutMargins: NSDirectionalEdgeInsets?
    /// Constraints installed on this view (it is their items' closest common ancestor).
    package var constraints = ConstraintList()
    /// Active constraints naming this view as an item.
    package var referencingConstraints = ConstraintList()
    /// Active constraints whose expression goes through this view (an item lies inside it,
    /// their common ancestor above it), so they depend on its bounds origin.
    package var crossingConstraints = ConstraintList()
    /// Guides added with `addLayoutGuide(_:)`, plus the margins and safe-area guides once made.
    package var layoutGuides: [UILayoutGuide] = []
    package var layoutMarginsGuide: UILayoutGuide?
    package var safeAreaLayoutGuide: UILayoutGuide?
    /// The safe-area insets found by the last layout (UIView+SafeArea.swift).
    package var safeAreaInsets = UIEdgeInsets.zero
    /// Whether the margins guide adds the safe-area insets to the layout margins
    /// (`UIView.insetsLayoutMarginsFromSafeArea`).
    package var insetsLayoutMarginsFromSafeArea = true
    /// The engine of the hierarchy this view is the root of, if any constraint lives in it.
    package var engine: LayoutEngine?
    /// The tint colour set on this view (nil: inherited), read by `UIView.tintColor`.
    // Kept here because UIView's own stored properties are being moved onto its layer by
    // other work; it belongs with the view's appearance once that lands.
    package var explicitTintColor: UIColor?
    /// The tint adjustment mode set on this view, read by `UIView.tintAdjustmentMode`.
    package var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
    /// The colour and mode this view showed when last asked, kept so that a move compares
    /// tints without walking to the root; cleared whenever either could have changed.
    var cachedEffectiveTint: EffectiveTint?

    package init() {}
}
