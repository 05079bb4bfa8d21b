import Foundation

extension AppearanceProxy where View: UISwitch {
    /// The on-track colour recorded for the switches.
    public var onTintColor: UIColor? {
        get { recorded(.switchOnTintColor, as: UIColor?.self) }
        nonmutating set { record(.switchOnTintColor, \View.onTintColor, newValue) }
    }

    /// The thumb colour recorded for the switches.
    public var thumbTintColor: UIColor? {
        get { recorded(.switchThumbTintColor, as: UIColor?.self) }
        nonmutating set { record(.switchThumbTintColor, \View.thumbTintColor, newValue) }
    }
}
