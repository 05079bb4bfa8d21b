import Foundation

extension UIContentSizeCategory {
    /// The category Dynamic Type sizes text for: `traitCollection`'s when it specifies one,
    /// else `UITraitCollection.current`'s while one is set, else the current application's
    /// (`SystemContentSizeCategory`), else large.
    package static func dynamicTypeCategory(for traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        if let category = traitCollection?.preferredContentSizeCategory, category != .unspecified { return category }
        if let category = CurrentTraitCollection.value?.preferredContentSizeCategory, category != .unspecified { return category }
        let category = SystemContentSizeCategory.value
        return category == .unspecified ? .large : category
    }
}
