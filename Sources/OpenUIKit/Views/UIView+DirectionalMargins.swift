import Foundation

extension UIView {
    /// The layout margins with leading and trailing instead of left and right, read in the
    /// receiver's ``effectiveUserInterfaceLayoutDirection``.
    ///
    /// Setting them remembers the directional form: when the receiver's direction changes
    /// (its ``semanticContentAttribute``), ``layoutMargins`` are resolved again, so leading
    /// stays leading. Setting ``layoutMargins`` afterwards forgets the directional form.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            if let stored = layoutSettings.directionalLayoutMargins { return stored }
            return NSDirectionalEdgeInsets(layoutMargins, direction: effectiveUserInterfaceLayoutDirection)
        }
        set {
            let resolved = newValue.resolved(for: effectiveUserInterfaceLayoutDirection)
            layoutMargins = resolved
            // After the setter, which forgets any directional form.
            layoutSettings.directionalLayoutMargins = newValue
        }
    }

    /// Resolves directional margins again after the receiver's layout direction may have changed.
    package func directionalMarginsDirectionMayHaveChanged() {
        visitSubtree { view in
            guard let directional = view.layoutSettings.directionalLayoutMargins else { return }
            let resolved = directional.resolved(for: view.effectiveUserInterfaceLayoutDirection)
            guard resolved != view.layoutSettings.layoutMargins else { return }
            view.layoutSettings.layoutMargins = resolved
            view.layoutMarginsChanged()
        }
    }
}
