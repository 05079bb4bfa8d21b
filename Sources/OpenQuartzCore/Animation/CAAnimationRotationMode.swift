/// Whether a layer moved along a keyframe path turns to follow the path's direction.
/// - Note: See https://developer.apple.com/documentation/quartzcore/caanimationrotationmode
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// Turned along the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turned along the tangent plus half a turn.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
