import Foundation

extension UIViewController {
    /// Gives a just-presented controller's view the look of presented content: sheets sit one
    /// level up (`UIUserInterfaceLevel.elevated`, so dark backgrounds draw lighter), and an
    /// alert or action sheet dims the tint of the presenter's view under it
    /// (`tintAdjustmentMode = .dimmed`) until it is dismissed.
    // UIKit divergence: UIKit elevates sheets through its presentation controller's trait
    // override; here the level is set in the presented view's `traitOverrides`, where the app
    // can see (and remove) it.
    func adoptPresentationAppearance(over presenter: UIViewController) {
        guard let view = viewIfLoaded else { return }
        switch resolvedPresentationStyle {
        case .pageSheet, .formSheet, .popover:
            view.traitOverrides.userInterfaceLevel = .elevated
        default:
            break
        }
        if self is UIAlertController, let presenterView = presenter.viewIfLoaded {
            if dimmedPresenterView == nil {
                dimmedPresenterView = (presenterView, presenterView.layoutSettings.tintAdjustmentMode)
                presenterView.setTintAdjustmentMode(.dimmed)
            }
        }
    }

    /// Undoes ``adoptPresentationAppearance(over:)``'s dimming when the controller leaves.
    func dropPresentationAppearance() {
        guard let dimmed = dimmedPresenterView else { return }
        dimmedPresenterView = nil
        dimmed.view.setTintAdjustmentMode(dimmed.previous)
    }
}
