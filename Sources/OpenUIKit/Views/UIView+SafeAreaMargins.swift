import Foundation

extension UIView {
    /// Where the margins guide lies inside the bounds: ``layoutMargins``, plus the safe-area
    /// insets edge by edge while ``insetsLayoutMarginsFromSafeArea`` is on.
    // UIKit divergence: `layoutMargins` reads back the value set; UIKit folds the safe area
    // into what it reports for some views (a controller's root view).
    package var layoutMarginsGuideInsets: UIEdgeInsets {
        let margins = layoutSettings.layoutMargins
        guard layoutSettings.insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = layoutSettings.safeAreaInsets
        return UIEdgeInsets(
            top: margins.top + safe.top, left: margins.left + safe.left,
            bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }
}
