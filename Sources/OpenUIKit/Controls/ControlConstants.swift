import Foundation

/// Values UIKit's controls use but Apple does not publish; the project's choices, each listed
/// in docs/DIVERGENCES.md with its source in the behaviour reference.
public enum ControlConstants {
    /// How far outside its bounds (points, on every side) a tracked finger still counts as
    /// inside the control [CHOSEN, F2.2].
    public static let trackingMargin: CGFloat = 70
    /// A switch's fixed size, as UIKit draws it [OBS].
    public static let switchSize = CGSize(width: 51, height: 31)
    /// A stepper's fixed size, as UIKit draws it [OBS].
    public static let stepperSize = CGSize(width: 94, height: 32)
    /// How long a stepper half must be held before it starts repeating [CHOSEN].
    public static let stepperAutorepeatDelay: TimeInterval = 0.5
    /// The time between two repeated steps while a stepper half is held [CHOSEN].
    public static let stepperAutorepeatInterval: TimeInterval = 0.1
    /// The diameter of a slider's thumb; a drag must start on it [CHOSEN].
    public static let sliderThumbDiameter: CGFloat = 28
    /// How far a switch's knob must be dragged before a drag (not a tap) decides its value
    /// [CHOSEN].
    public static let switchDragThreshold: CGFloat = 10
    /// How long a switch's thumb takes to slide across (and its track to change colour) when
    /// tapped or set with `setOn(_:animated: true)`, on the application clock [CHOSEN: UIKit
    /// uses a short spring of about this length].
    public static let switchAnimationDuration: TimeInterval = 0.25
    /// A slider's standard height: its intrinsic height, as UIKit reports it [OBS].
    public static let sliderHeight: CGFloat = 31
    /// The thickness of a slider's track [OBS].
    public static let sliderTrackHeight: CGFloat = 4
    /// The diameter of a page control's dots [OBS].
    public static let pageIndicatorDiameter: CGFloat = 7
    /// The distance from one page dot's centre to the next [OBS].
    public static let pageIndicatorPitch: CGFloat = 16
    /// A page control's height, and the margin left of the first dot and right of the last
    /// [OBS].
    public static let pageControlHeight: CGFloat = 26
    public static let pageControlMargin: CGFloat = 12
}
