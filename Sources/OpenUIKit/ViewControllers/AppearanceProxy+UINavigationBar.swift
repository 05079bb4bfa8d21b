import Foundation

extension AppearanceProxy where View: UINavigationBar {
    /// The bar tint recorded for the bars.
    public var barTintColor: UIColor? {
        get { recorded(.navigationBarTintColor, as: UIColor?.self) }
        nonmutating set { record(.navigationBarTintColor, \View.barTintColor, newValue) }
    }

    /// The inline title attributes recorded for the bars.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { recorded(.navigationBarTitleTextAttributes, as: [NSAttributedString.Key: Any]?.self) }
        nonmutating set { record(.navigationBarTitleTextAttributes, \View.titleTextAttributes, newValue) }
    }

    /// The large title attributes recorded for the bars.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { recorded(.navigationBarLargeTitleTextAttributes, as: [NSAttributedString.Key: Any]?.self) }
        nonmutating set { record(.navigationBarLargeTitleTextAttributes, \View.largeTitleTextAttributes, newValue) }
    }

    /// The standard appearance recorded for the bars.
    public var standardAppearance: UINavigationBarAppearance {
        get { requiredValue(.navigationBarStandardAppearance, name: "standardAppearance") }
        nonmutating set { record(.navigationBarStandardAppearance, \View.standardAppearance, newValue) }
    }

    /// The scroll-edge appearance recorded for the bars.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { recorded(.navigationBarScrollEdgeAppearance, as: UINavigationBarAppearance?.self) }
        nonmutating set { record(.navigationBarScrollEdgeAppearance, \View.scrollEdgeAppearance, newValue) }
    }

    /// The compact appearance recorded for the bars.
    public var compactAppearance: UINavigationBarAppearance? {
        get { recorded(.navigationBarCompactAppearance, as: UINavigationBarAppearance?.self) }
        nonmutating set { record(.navigationBarCompactAppearance, \View.compactAppearance, newValue) }
    }

    /// The compact scroll-edge appearance recorded for the bars.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { recorded(.navigationBarCompactScrollEdgeAppearance, as: UINavigationBarAppearance?.self) }
        nonmutating set { record(.navigationBarCompactScrollEdgeAppearance, \View.compactScrollEdgeAppearance, newValue) }
    }

    /// The translucency recorded for the bars.
    public var isTranslucent: Bool {
        get { requiredValue(.navigationBarIsTranslucent, name: "isTranslucent") }
        nonmutating set { record(.navigationBarIsTranslucent, \View.isTranslucent, newValue) }
    }

    /// The bar style recorded for the bars.
    public var barStyle: UIBarStyle {
        get { requiredValue(.navigationBarStyle, name: "barStyle") }
        nonmutating set { record(.navigationBarStyle, \View.barStyle, newValue) }
    }
}
