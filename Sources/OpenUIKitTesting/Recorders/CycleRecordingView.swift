import Foundation
import OpenUIKit

/// A ``RecordingView`` that also records the update cycle's calls on it, so a test sees when
/// the constraint, layout and display passes reach the view, in one history with its touches:
///
/// - `updateConstraints()` as ``RecordedEvent/updateConstraints(_:)``, on entry (before the
///   view's own work and `super`);
/// - `layoutSubviews()` as ``RecordedEvent/layoutSubviews(_:bounds:)``, after `super` (so Auto
///   Layout has placed the subviews), unless ``RecordingView/recordsLayout`` is turned off;
/// - `draw(_:)` as ``RecordedEvent/draw(_:rect:)`` with the rect the display pass asked for.
///
/// It overrides `draw(_:)`, so, like any view of a class that does, it is drawn when it first
/// appears in a window with a size and after each `setNeedsDisplay`; it paints nothing itself.
/// Subclass it to paint or to add behaviour, and call `super` to keep the recording.
@MainActor @preconcurrency
open class CycleRecordingView: RecordingView {
    /// Creates a view named `name` recording its touches and update-cycle calls into `recorder`.
    public override init(_ name: String, recorder: EventRecorder, frame: CGRect = .zero) {
        super.init(name, recorder: recorder, frame: frame)
        recordsLayout = true
    }

    public required init?(coder: NSCoder) {
        fatalError("CycleRecordingView does not support init(coder:); use init(_:recorder:frame:)")
    }

    open override func updateConstraints() {
        recorder.record(.updateConstraints(name))
        super.updateConstraints()
    }

    /// Records the call; does not call `UIView`'s `draw(_:)`, which would mark the class as one
    /// that paints nothing, and so is never drawn again.
    open override func draw(_ rect: CGRect) {
        recorder.record(.draw(name, rect: rect))
    }
}
