/// The kinds of transition a ``CATransition`` plays between a layer's old and new content.
/// - Note: See https://developer.apple.com/documentation/quartzcore/catransitiontype
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The new content dissolves in as the old dissolves out (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old, which stays still.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content slides in and pushes the old out ahead of it.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away and uncovers the new, which stays still.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a ``CATransition``'s motion starts from.
/// - Note: See https://developer.apple.com/documentation/quartzcore/catransitionsubtype
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The new content comes in from the right edge, moving left.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The new content comes in from the left edge, moving right.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The new content comes in from the top edge, moving down.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The new content comes in from the bottom edge, moving up.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key every ``CATransition`` is attached under, whatever key `add(_:forKey:)` was given.
public let kCATransition = "transition"
