import Foundation
import OpenUIKit

extension HeadlessApp {
    /// The system appearance (what Settings › Display sets): changing it reaches every window
    /// in the next update cycle, before layout. The screen starts light.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { application.screen.traitCollection.userInterfaceStyle }
        set { application.updateSystemTraits { $0.userInterfaceStyle = newValue } }
    }

    /// The system text size (Dynamic Type); `.large` at start.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { application.screen.traitCollection.preferredContentSizeCategory }
        set { application.updateSystemTraits { $0.preferredContentSizeCategory = newValue } }
    }

    /// The system contrast setting (Settings › Accessibility › Increase Contrast): `.high`
    /// makes system and semantic colours resolve to their increased-contrast values. The
    /// screen starts at `.normal`.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { application.screen.traitCollection.accessibilityContrast }
        set { application.updateSystemTraits { $0.accessibilityContrast = newValue } }
    }

    /// Changes any system traits at once (appearance, text size, contrast, bold text…).
    public func updateSystemTraits(_ mutations: (inout any UIMutableTraits) -> Void) {
        application.updateSystemTraits(mutations)
    }
}
