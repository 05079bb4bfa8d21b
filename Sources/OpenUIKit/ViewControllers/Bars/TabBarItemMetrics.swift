import Foundation

/// The geometry and type of tab bar items. Apple's Human Interface Guidelines ("Tab bars")
/// publish the icon sizes; the rest UIKit does not publish and is marked [CHOSEN] (listed in
/// docs/DIVERGENCES.md, "Tab bar items").
@MainActor
enum TabBarItemMetrics {
    /// The largest icon in a regular tab bar (stacked and inline items): 31 points wide for
    /// wide glyphs, 28 tall for tall ones (HIG: 25 × 25 circular, 23 × 23 square).
    static let regularIconBox = CGSize(width: 31, height: 28)
    /// The largest icon in a compact tab bar (compact-inline items): 23 wide, 20 tall (HIG:
    /// 18 × 18 circular, 17 × 17 square).
    static let compactIconBox = CGSize(width: 23, height: 20)
    /// The side of a symbol image in a regular bar: the HIG's 25-point circular glyph
    /// [CHOSEN: iOS sizes tab bar symbols with its own, unpublished configuration].
    static let regularSymbolSide: CGFloat = 25
    /// The side of a symbol image in a compact bar: the HIG's 18-point circular glyph [CHOSEN].
    static let compactSymbolSide: CGFloat = 18
    /// The stacked title: 10-point medium, the same at every text size (iOS offers the Large
    /// Content Viewer instead of growing it).
    static var stackedTitleFont: UIFont { UIFont.systemFont(ofSize: 10, weight: .medium) }
    /// The inline and compact-inline title: 13-point medium [CHOSEN].
    static var inlineTitleFont: UIFont { UIFont.systemFont(ofSize: 13, weight: .medium) }
    /// The centre of a stacked item's icon box, from the bar's top [CHOSEN: 17 of the 49 points].
    static let stackedIconCenterY: CGFloat = 17
    /// The top of a stacked item's title line [CHOSEN: 34, leaving 3 points above the bar's 49].
    static let stackedTitleTop: CGFloat = 34
    /// The space between an inline icon and its title [CHOSEN].
    static let inlineIconToTitle: CGFloat = 6
    /// The badge: 18 points tall, at least as wide, its text 13-point regular with 5 points at
    /// each side [CHOSEN].
    static let badgeHeight: CGFloat = 18
    static let badgeTextPadding: CGFloat = 5
    static var badgeFont: UIFont { UIFont.systemFont(ofSize: 13) }
    /// Where the badge sits: its leading edge 6 points past the icon box's centre and its top
    /// 15 points above that centre, over the icon's top trailing corner [CHOSEN].
    static let badgeLeadingFromIconCenter: CGFloat = 6
    static let badgeTopFromIconCenter: CGFloat = 15
}
