import Foundation

extension AppearanceProxy where View: UILabel {
    /// The text colour recorded for the labels.
    public var textColor: UIColor! {
        get { recorded(.labelTextColor, as: UIColor?.self) }
        nonmutating set { record(.labelTextColor, \View.textColor, newValue) }
    }

    /// The font recorded for the labels.
    public var font: UIFont! {
        get { recorded(.labelFont, as: UIFont?.self) }
        nonmutating set { record(.labelFont, \View.font, newValue) }
    }
}
