import OpenUIKit

/// A presenter of the live window, with what the driver needs to time it and to show the
/// last frame again (after the window was exposed).
@MainActor
protocol LivePresenter: FramePresenter {
    /// How many frames were presented.
    var presentCount: Int { get }
    /// Bytes the last present copied out of the window's bitmap.
    var lastUploadBytes: Int { get }
    /// Seconds the last present took.
    var lastPresentDuration: Double { get }
    /// The status bar laid over every frame while the window is phone-shaped.
    var statusBar: StatusBarOverlay? { get set }
    /// Shows the last frame again.
    func show()
    /// The pixels the window shows (the last frame and the status bar over it), nil before
    /// the first frame or when the window's pixels cannot be read.
    func readPixels() -> CGImage?
    /// Releases what belongs to the window's renderer, before the driver destroys it.
    func tearDown()
}
