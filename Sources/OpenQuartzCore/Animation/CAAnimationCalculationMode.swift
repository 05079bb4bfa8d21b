/// How a keyframe animation fills the time between its values.
/// - Note: See https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight-line blends between neighbouring values, at the key times.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time, no blending.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight-line blends at constant speed: key times follow the distances between values.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve (Catmull-Rom) through the values, at the key times.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve through the values at constant speed (key times by distance).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
