import Foundation

/// How the separators of a list's rows look: whether each side of a row shows one, its
/// insets and its colour.
/// - Note: See https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration
public struct UIListSeparatorConfiguration: Hashable, @unchecked Sendable {
    // @unchecked: `visualEffect` is a main-actor object only used on the main actor.

    /// Whether a separator shows.
    public enum Visibility: Int, Hashable, Sendable {
        /// The list decides (rows show the separator below them, except the last of a grouped
        /// section).
        case automatic
        /// Always shown.
        case visible
        /// Never shown.
        case hidden
    }

    /// Insets that mean "the list decides": a separator starts where the row's text starts
    /// (the cell's separator layout guide) and runs to the trailing edge.
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude, bottom: -.greatestFiniteMagnitude,
        trailing: -.greatestFiniteMagnitude)

    /// The separator above the row.
    public var topSeparatorVisibility: Visibility = .automatic
    /// The separator below the row.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Insets of the separator above the row (leading and trailing are used).
    public var topSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// Insets of the separator below the row (leading and trailing are used).
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// The line's colour; `.separator` by default.
    public var color: UIColor = .separator
    /// The line's colour while the list selects several rows.
    public var multipleSelectionColor: UIColor = .separator
    /// An effect the line is drawn with — not drawn (the colour is used).
    // UIKit divergence: the effect is stored but separators are drawn in their colour.
    public var visualEffect: UIVisualEffect?

    /// The separator look of a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    public static func == (lhs: UIListSeparatorConfiguration, rhs: UIListSeparatorConfiguration) -> Bool {
        lhs.topSeparatorVisibility == rhs.topSeparatorVisibility
            && lhs.bottomSeparatorVisibility == rhs.bottomSeparatorVisibility
            && lhs.topSeparatorInsets == rhs.topSeparatorInsets && lhs.bottomSeparatorInsets == rhs.bottomSeparatorInsets
            && lhs.color == rhs.color && lhs.multipleSelectionColor == rhs.multipleSelectionColor
            && lhs.visualEffect === rhs.visualEffect
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(topSeparatorVisibility)
        hasher.combine(bottomSeparatorVisibility)
        hasher.combine(color)
    }
}
