import Foundation

/// The application a ``FramePipeline`` runs frames for, seen from the pipeline: the work of
/// the phases that belong to other parts of UIKit (gestures, animations, the windows'
/// renderers), one method each, called by ``FramePipeline/runFrame()`` in its order.
@MainActor
package protocol FrameHost: AnyObject {
    /// Phase 1: recognizers whose state changed outside touch delivery (timers, failure
    /// requirements resolved late) send their actions.
    func flushGestures()
    /// Phase 5: animations move to the clock's time, then each visible window's renderer
    /// commits its layer tree (layers that asked for layout or display outside a view get
    /// it; the compositor records where changed layers land and what they damaged).
    func commitFrame()
    /// After the last phase: animation delegates and completions run.
    func frameDidEnd()
}
