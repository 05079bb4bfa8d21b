import Foundation

extension AppearanceProxy where View: UITabBar {
    /// The bar tint recorded for the bars.
    public var barTintColor: UIColor? {
        get { recorded(.tabBarTintColor, as: UIColor?.self) }
        nonmutating set { record(.tabBarTintColor, \View.barTintColor, newValue) }
    }

    /// The colour of unselected items recorded for the bars.
    public var unselectedItemTintColor: UIColor? {
        get { recorded(.tabBarUnselectedItemTintColor, as: UIColor?.self) }
        nonmutating set { record(.tabBarUnselectedItemTintColor, \View.unselectedItemTintColor, newValue) }
    }

    /// The standard appearance recorded for the bars.
    public var standardAppearance: UITabBarAppearance {
        get { requiredValue(.tabBarStandardAppearance, name: "standardAppearance") }
        nonmutating set { record(.tabBarStandardAppearance, \View.standardAppearance, newValue) }
    }

    /// The scroll-edge appearance recorded for the bars.
    public var scrollEdgeAppearance: UITabBarAppearance? {
        get { recorded(.tabBarScrollEdgeAppearance, as: UITabBarAppearance?.self) }
        nonmutating set { record(.tabBarScrollEdgeAppearance, \View.scrollEdgeAppearance, newValue) }
    }

    /// The translucency recorded for the bars.
    public var isTranslucent: Bool {
        get { requiredValue(.tabBarIsTranslucent, name: "isTranslucent") }
        nonmutating set { record(.tabBarIsTranslucent, \View.isTranslucent, newValue) }
    }

    /// The bar style recorded for the bars.
    public var barStyle: UIBarStyle {
        get { requiredValue(.tabBarStyle, name: "barStyle") }
        nonmutating set { record(.tabBarStyle, \View.barStyle, newValue) }
    }
}
