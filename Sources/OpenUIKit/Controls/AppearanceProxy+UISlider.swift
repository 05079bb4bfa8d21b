import Foundation

extension AppearanceProxy where View: UISlider {
    /// The minimum-track colour recorded for the sliders.
    public var minimumTrackTintColor: UIColor? {
        get { recorded(.sliderMinimumTrackTintColor, as: UIColor?.self) }
        nonmutating set { record(.sliderMinimumTrackTintColor, \View.minimumTrackTintColor, newValue) }
    }

    /// The maximum-track colour recorded for the sliders.
    public var maximumTrackTintColor: UIColor? {
        get { recorded(.sliderMaximumTrackTintColor, as: UIColor?.self) }
        nonmutating set { record(.sliderMaximumTrackTintColor, \View.maximumTrackTintColor, newValue) }
    }

    /// The thumb colour recorded for the sliders.
    public var thumbTintColor: UIColor? {
        get { recorded(.sliderThumbTintColor, as: UIColor?.self) }
        nonmutating set { record(.sliderThumbTintColor, \View.thumbTintColor, newValue) }
    }
}
