import OpenUIKit
import OpenUIKitTesting

/// One moment of the gallery's scripted tour: what a person does, and whether the screen is
/// captured afterwards.
@MainActor
struct TourStep {
    /// What the step shows, as the report titles it.
    let title: String
    /// Whether a PNG frame is written after the step.
    let capturesFrame: Bool
    /// Drives the application the way a person would (taps, drags, typing, waiting).
    let perform: @MainActor (HeadlessApp) -> Void

    init(_ title: String, frame capturesFrame: Bool = true, perform: @escaping @MainActor (HeadlessApp) -> Void) {
        self.title = title
        self.capturesFrame = capturesFrame
        self.perform = perform
    }
}

/// What one step left behind for the report.
struct TourStepResult {
    let index: Int
    let title: String
    /// The clock time when the step ended.
    let time: Double
    /// The trace entries the step produced.
    let entries: [EventTrace.Entry]
    /// The frame file, relative to the output folder, when the step captured one.
    let frameFile: String?
    /// The PNG bytes of that frame.
    let frame: Data?
}
