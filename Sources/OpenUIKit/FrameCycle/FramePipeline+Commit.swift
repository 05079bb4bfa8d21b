import Foundation

// Phase 5 of a frame: commit.
extension FramePipeline {
    /// Moves every window's animations to the clock's time (`ViewAnimationFrames`), then has
    /// each visible window's renderer commit its layer tree: layers that asked for layout or
    /// display outside a view get it, and the compositor records where changed layers now
    /// land and what they damaged (see `WindowRenderer.commitFrame(scale:trace:)`).
    func commit() {
        guard let application else { return }
        ViewAnimationFrames.commit(application)
        let scale = application.screen.scale
        application.forEachWindow { window in
            if !window.isHidden { window.renderer.commitFrame(scale: scale, trace: trace) }
        }
    }
}
