import Foundation

/// The numbers of sheets and popovers UIKit does not publish [CHOSEN unless noted].
enum SheetMetrics {
    /// The medium detent's share of the largest height (UIKit: "about half").
    static let mediumFraction: CGFloat = 0.5
    /// A sheet's top corner radius when `preferredCornerRadius` is nil.
    static let cornerRadius: CGFloat = 10
    /// The grabber's size and its distance from the sheet's top edge.
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5
    /// The presenter's horizontal inset when a large sheet scales it back.
    static let scaledBackInset: CGFloat = 16
    /// How far a large sheet under another large sheet moves up, so its top shows above it.
    static let stackedSheetPeek: CGFloat = 10
    /// How much of a drag past the largest detent (or, when dismissal is refused, below the
    /// smallest) the sheet follows.
    static let rubberBand: CGFloat = 0.2
    /// A downward fling faster than this (points per second) dismisses or lowers the sheet.
    static let flickVelocity: CGFloat = 1000
    /// Seconds a released sheet takes to settle on a detent.
    static let settleDuration: TimeInterval = 0.35
    /// The popover's content size when its controller prefers none.
    static let popoverDefaultSize = CGSize(width: 320, height: 480)
    /// The popover's corner radius, arrow height and arrow base width.
    static let popoverCornerRadius: CGFloat = 13
    static let arrowHeight: CGFloat = 13
    static let arrowBase: CGFloat = 26
    /// The popover's least distance from the container's safe-area edges.
    static let popoverMargin: CGFloat = 10

    /// The dimming behind a sheet: black at 20% (light) or 48% (dark), as under alerts.
    static let dimmingColor = UIColor { traits in
        UIColor(white: 0, alpha: traits.userInterfaceStyle == .dark ? 0.48 : 0.2)
    }
}
