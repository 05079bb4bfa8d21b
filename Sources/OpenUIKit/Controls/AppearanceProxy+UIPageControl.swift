import Foundation

extension AppearanceProxy where View: UIPageControl {
    /// The dot colour recorded for the page controls.
    public var pageIndicatorTintColor: UIColor? {
        get { recorded(.pageIndicatorTintColor, as: UIColor?.self) }
        nonmutating set { record(.pageIndicatorTintColor, \View.pageIndicatorTintColor, newValue) }
    }

    /// The current dot colour recorded for the page controls.
    public var currentPageIndicatorTintColor: UIColor? {
        get { recorded(.currentPageIndicatorTintColor, as: UIColor?.self) }
        nonmutating set { record(.currentPageIndicatorTintColor, \View.currentPageIndicatorTintColor, newValue) }
    }
}
