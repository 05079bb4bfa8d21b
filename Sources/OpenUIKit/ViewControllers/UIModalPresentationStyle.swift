import Foundation

/// How a presented controller is shown.
/// - Note: See https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the window; the presenter's view leaves the window once the presentation ends.
    case fullScreen = 0
    /// A sheet from the top inset (see ``UIViewController/present(_:animated:completion:)``);
    /// the presenter stays.
    case pageSheet = 1
    /// A centred sheet in a wide window, a page sheet in a narrow one; the presenter stays.
    case formSheet = 2
    /// Covers the presentation context (the closest ancestor that defines one, else the
    /// window); the context's view leaves once the presentation ends.
    case currentContext = 3
    /// The transitioning delegate's presentation controller frames it (the whole window when
    /// it supplies none); the presenter stays.
    case custom = 4
    /// Covers the window; the presenter's view stays underneath.
    case overFullScreen = 5
    /// Covers the presentation context; the context's view stays underneath.
    case overCurrentContext = 6
    /// A card with an arrow at a source view; a sheet in a compact width unless the delegate
    /// keeps it.
    case popover = 7
    /// Not a presentation style; presenting with it stops with a message.
    case none = -1
    /// The system's choice: `.pageSheet`.
    case automatic = -2
}
