import Foundation

extension UITableView {
    /// How a table view groups its sections.
    public enum Style: Int, Sendable {
        /// Rows run edge to edge; section headers float at the top while their section scrolls.
        case plain
        /// Sections are separated by space on a grouped background.
        case grouped
        /// Like `.grouped`, with the sections inset from the sides.
        case insetGrouped
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts a row in the visible area.
    public enum ScrollPosition: Int, Sendable {
        /// Scroll as little as possible to show the row.
        case none
        /// The row's top at the top of the visible area.
        case top
        /// The row's centre at the centre of the visible area.
        case middle
        /// The row's bottom at the bottom of the visible area.
        case bottom
    }

    /// How the rows of an insertion, deletion or reload come in or go out, while the other
    /// rows move to their new places (see UITableView+UpdateAnimation.swift).
    public enum RowAnimation: Int, Sendable {
        /// The row fades in or out where it is.
        case fade
        /// The row slides in from the right, or out to the right.
        case right
        /// The row slides in from the left, or out to the left.
        case left
        /// The row slides in from above (from behind the row above), or out upwards.
        case top
        /// The row slides in from below (from behind the row below), or out downwards.
        case bottom
        /// The row itself appears or disappears at once; the other rows still move animated
        /// (wrap the update in `UIView.performWithoutAnimation` to move nothing).
        case none
        /// The row grows from, or shrinks to, the middle of its space.
        case middle
        /// Chosen per row: from the bottom at the start of a section, from the top at its end,
        /// otherwise a fade.
        case automatic = 100
    }

    /// The height value that asks the table view to work a height out itself: from the cell's
    /// Auto Layout constraints for rows, from the title or view for headers and footers.
    public static let automaticDimension: CGFloat = -1
}

/// The numbers a table view uses when UIKit leaves the choice to it (see DIVERGENCES.md).
enum TableViewConstants {
    /// The row height used when a row's height cannot be worked out, and the default estimate.
    static let defaultRowHeight: CGFloat = 44
    /// A plain table's header or footer with a title.
    static let plainTitleHeaderHeight: CGFloat = 28
    /// A grouped table's header or footer with a title.
    static let groupedTitleHeaderHeight: CGFloat = 38
    /// A grouped table's header or footer without a title or view.
    static let groupedEmptyHeaderHeight: CGFloat = 18
    /// The space above each section header when `sectionHeaderTopPadding` is
    /// `automaticDimension`: iOS 15 and later add some above plain-style headers, but Apple
    /// publishes no figure and none could be cited, so none is added [CHOSEN; see DIVERGENCES.md].
    static let automaticSectionHeaderTopPadding: CGFloat = 0
    /// Horizontal inset of an `.insetGrouped` table's sections.
    static let insetGroupedMargin: CGFloat = 20
    /// Where a row's built-in text and default separator start from the sides (the iPhone's
    /// minimum layout margin).
    static let textMargin: CGFloat = 16
    /// The same in an inset-grouped table: 20 points [CHOSEN: the figure measured on iOS 15–17
    /// iPhones for text inside inset-grouped rows; Apple publishes no value].
    static let insetGroupedTextMargin: CGFloat = 20
    /// Radius of an inset-grouped section's corners (iOS 13–17 draw 10 points).
    static let insetGroupedCornerRadius: CGFloat = 10
    /// The width of each swipe action button.
    static let swipeActionWidth: CGFloat = 74
    /// How far a finger may move from where it went down on a row and still select it.
    static let selectionMovementLimit: CGFloat = 10
    /// The width given to an accessory (disclosure indicator, checkmark) at the trailing edge.
    static let accessoryWidth: CGFloat = 38
    /// How long a batch update's row animation lasts (unless an enclosing `UIView.animate`
    /// block gives its own duration): UIKit does not publish it; 0.3 s is the figure commonly
    /// quoted for table row animations (no citable measurement found) [CHOSEN]. The curve is
    /// UIView's default ease-in-out.
    static let updateAnimationDuration: TimeInterval = 0.3
}
