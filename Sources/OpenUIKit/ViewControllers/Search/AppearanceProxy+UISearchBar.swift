import Foundation

extension AppearanceProxy where View: UISearchBar {
    /// The bar tint recorded for the search bars.
    public var barTintColor: UIColor? {
        get { recorded(.searchBarTintColor, as: UIColor?.self) }
        nonmutating set { record(.searchBarTintColor, \View.barTintColor, newValue) }
    }

    /// The search bar style recorded for the search bars.
    public var searchBarStyle: UISearchBar.Style {
        get { requiredValue(.searchBarStyle, name: "searchBarStyle") }
        nonmutating set { record(.searchBarStyle, \View.searchBarStyle, newValue) }
    }

    /// The translucency recorded for the search bars.
    public var isTranslucent: Bool {
        get { requiredValue(.searchBarIsTranslucent, name: "isTranslucent") }
        nonmutating set { record(.searchBarIsTranslucent, \View.isTranslucent, newValue) }
    }
}
