import Foundation

extension CALayer {
    /// What the renderer draws for this layer when its animations run `delay` seconds late:
    /// a presentation copy evaluated at the last frame's time minus `delay` (a replicator's
    /// later instances). Without a delay or animations, ``renderingValues``. A fresh copy is
    /// made each call; read it during the frame only.
    package func renderingValues(delayedBy delay: CFTimeInterval) -> CALayer {
        guard delay != 0, delay.isFinite, !attachedAnimations.isEmpty else { return renderingValues }
        let copy = type(of: self).init(layer: self)
        copy.isPresentationCopy = true
        copy.presentedModel = self
        let time = localTime(fromGlobal: animationClockTime - delay)
        for record in attachedAnimations {
            record.animation.apply(to: copy, model: self, parentTime: time, inGroup: false)
        }
        return copy
    }
}
