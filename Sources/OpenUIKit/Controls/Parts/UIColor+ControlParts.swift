import Foundation

/// The colours the standard controls paint their parts with, light and dark (measured from
/// iOS 17 screenshots, rounded to the system palette where one is close) [OBS].
extension UIColor {
    /// A switch's track when off: a light grey in light mode, a dark grey in dark mode.
    static let switchOffTrack = UIColor.system(
        "_switchOffTrackColor", light: .bytes(120, 120, 128, alpha: 0.16), dark: .bytes(120, 120, 128, alpha: 0.36))
    /// A slider's track to the right of the thumb.
    static let sliderMaximumTrack = UIColor.system(
        "_sliderMaximumTrackColor", light: .bytes(120, 120, 128, alpha: 0.2), dark: .bytes(120, 120, 128, alpha: 0.36))
    /// The rounded rectangle behind a stepper's two halves.
    static let stepperBackground = UIColor.system(
        "_stepperBackgroundColor", light: .bytes(118, 118, 128, alpha: 0.12), dark: .bytes(118, 118, 128, alpha: 0.24))
    /// The shade over the stepper half under the finger.
    static let stepperHighlight = UIColor.system(
        "_stepperHighlightColor", light: .bytes(120, 120, 128, alpha: 0.2), dark: .bytes(120, 120, 128, alpha: 0.36))
    /// The thin line between a stepper's halves and between unselected segments.
    static let controlDivider = UIColor.system(
        "_controlDividerColor", light: .bytes(142, 142, 147, alpha: 0.3), dark: .bytes(142, 142, 147, alpha: 0.3))
    /// A segmented control's track.
    static let segmentedTrack = UIColor.system(
        "_segmentedTrackColor", light: .bytes(118, 118, 128, alpha: 0.12), dark: .bytes(118, 118, 128, alpha: 0.24))
    /// The selected segment's thumb: white in light mode, a mid grey in dark mode.
    static let segmentedThumb = UIColor.system(
        "_segmentedThumbColor", light: UIColor(white: 1, alpha: 1), dark: .bytes(99, 99, 102))
}
