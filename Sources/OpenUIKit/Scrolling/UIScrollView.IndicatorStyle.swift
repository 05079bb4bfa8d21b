import Foundation

extension UIScrollView {
    /// The colour scheme of the scroll indicators.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiscrollview/indicatorstyle-swift.enum
    public enum IndicatorStyle: Int, Sendable {
        /// Dark, visible on most backgrounds.
        case `default`
        /// Black, for light backgrounds.
        case black
        /// White, for dark backgrounds.
        case white
    }

    /// How the safe area is added to the content inset.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes` here (see DIVERGENCES.md).
        case automatic
        /// The safe area is added on the edges of the axes that scroll.
        case scrollableAxes
        /// No adjustment.
        case never
        /// The safe area is always added on every edge.
        case always
    }

    /// Whether dragging dismisses the keyboard.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard alone.
        case none
        /// A drag that begins dismisses the keyboard.
        case onDrag
        /// The keyboard follows the drag down; here as `.onDrag` (see DIVERGENCES.md).
        case interactive
        /// As `.onDrag`, keeping an input accessory; here as `.onDrag`.
        case onDragWithAccessory
        /// As `.interactive`, keeping an input accessory; here as `.onDrag`.
        case interactiveWithAccessory
    }
}
