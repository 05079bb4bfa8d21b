import Foundation

extension AppearanceProxy where View: UIToolbar {
    /// The bar tint recorded for the toolbars.
    public var barTintColor: UIColor? {
        get { recorded(.toolbarTintColor, as: UIColor?.self) }
        nonmutating set { record(.toolbarTintColor, \View.barTintColor, newValue) }
    }

    /// The standard appearance recorded for the toolbars.
    public var standardAppearance: UIToolbarAppearance {
        get { requiredValue(.toolbarStandardAppearance, name: "standardAppearance") }
        nonmutating set { record(.toolbarStandardAppearance, \View.standardAppearance, newValue) }
    }

    /// The compact appearance recorded for the toolbars.
    public var compactAppearance: UIToolbarAppearance? {
        get { recorded(.toolbarCompactAppearance, as: UIToolbarAppearance?.self) }
        nonmutating set { record(.toolbarCompactAppearance, \View.compactAppearance, newValue) }
    }

    /// The scroll-edge appearance recorded for the toolbars.
    public var scrollEdgeAppearance: UIToolbarAppearance? {
        get { recorded(.toolbarScrollEdgeAppearance, as: UIToolbarAppearance?.self) }
        nonmutating set { record(.toolbarScrollEdgeAppearance, \View.scrollEdgeAppearance, newValue) }
    }

    /// The translucency recorded for the toolbars.
    public var isTranslucent: Bool {
        get { requiredValue(.toolbarIsTranslucent, name: "isTranslucent") }
        nonmutating set { record(.toolbarIsTranslucent, \View.isTranslucent, newValue) }
    }

    /// The bar style recorded for the toolbars.
    public var barStyle: UIBarStyle {
        get { requiredValue(.toolbarStyle, name: "barStyle") }
        nonmutating set { record(.toolbarStyle, \View.barStyle, newValue) }
    }
}
