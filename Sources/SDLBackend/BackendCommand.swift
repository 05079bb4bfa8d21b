import OpenUIKit

/// What one SDL event asks the live driver to do: queue input for the application, resize
/// the screen, move the application to the background or back, or end it.
public enum BackendCommand: Equatable, Sendable {
    /// Queue this input on the application (the key window receives it).
    case input(InputEvent)
    /// The window's content area is now this size, in points.
    case resize(CGSize)
    /// The window was closed: the application ends.
    case close
    /// The window must be shown again from the last frame (it was exposed or restored).
    case redraw
    /// The window was minimized: a launched application goes to the background.
    case background
    /// The window came back from being minimized: a launched application in the background
    /// returns to the foreground.
    case foreground
}
