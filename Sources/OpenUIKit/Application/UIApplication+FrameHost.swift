import Foundation

// The application does the work of the frame phases that belong to gestures, animations and
// the windows' renderers, when its pipeline's `runFrame()` asks.
extension UIApplication: FrameHost {
    package func flushGestures() {
        gestureArbiter.flushOutsideDelivery()
    }

    package func commitFrame() {
        // Animations move to the clock's time before any renderer commits.
        ViewAnimationFrames.commit(self)
        let scale = screen.scale
        forEachWindow { window in
            if !window.isHidden { window.renderer.commitFrame(scale: scale, trace: trace) }
        }
    }

    package func frameDidEnd() {
        ViewAnimationFrames.frameDidEnd(self)
    }
}
