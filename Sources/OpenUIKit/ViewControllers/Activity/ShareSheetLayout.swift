import Foundation

/// The share sheet's measurements, read off the iOS 17 share sheet [CHOSEN: UIKit publishes none].
enum ShareSheetLayout {
    /// The header: its height, the thumbnail's size, corner radius and left inset.
    static let headerHeight: CGFloat = 76
    static let thumbnailSize: CGFloat = 52
    static let thumbnailCornerRadius: CGFloat = 10
    static let sideInset: CGFloat = 16
    /// The gap between the thumbnail and the title, and between the title and the close button.
    static let headerGap: CGFloat = 12
    /// The close button (a circle with a cross) and its glyph's point size.
    static let closeSize: CGFloat = 30
    static let closeGlyphSize: CGFloat = 13
    /// The title's and subtitle's font sizes.
    static let titleFontSize: CGFloat = 15
    static let subtitleFontSize: CGFloat = 13
    /// The row of services: an icon's size and corner radius, the width each takes, the title's
    /// font size and the row's height (icon, gap, two lines of title).
    static let serviceIconSize: CGFloat = 60
    static let serviceIconCornerRadius: CGFloat = 14
    static let serviceWidth: CGFloat = 76
    static let serviceTitleFontSize: CGFloat = 11
    static let serviceRowHeight: CGFloat = 96
    /// The list of actions: a row's height, the group's corner radius, the title's font size
    /// and the glyph's point size.
    static let actionRowHeight: CGFloat = 52
    static let groupCornerRadius: CGFloat = 10
    static let actionFontSize: CGFloat = 17
    static let actionGlyphSize: CGFloat = 20
    /// The space above and below each section.
    static let sectionGap: CGFloat = 16
    /// The popover's width in a regular environment.
    static let popoverWidth: CGFloat = 375
}
