import Foundation
import OpenCoreGraphics

extension CALayer {
    func hitTestTree(_ p: CGPoint) -> CALayer? {
        if isHidden { return nil }
        if isPresentationCopy, let model = presentedModel { return presentationHitTest(p, model: model) }
        let local = convert(p, from: superlayer)
        if masksToBounds && !contains(local) { return nil }
        for sublayer in sublayersInPaintOrder.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// Hit-tests a presentation copy where the layer is drawn now: `p` (in the superlayer's
    /// space) goes through the copy's animated geometry, and the model's sublayers are tested
    /// through their own presentation copies, so what is returned is a presentation layer, as
    /// in Core Animation.
    // Limitation: a presentation copy has no superlayer, so a superlayer's sublayerTransform
    // is not applied to `p`.
    private func presentationHitTest(_ p: CGPoint, model: CALayer) -> CALayer? {
        guard let down = projectionToSuperlayer.inverted() else { return nil }
        let local = down.apply(p)
        if masksToBounds && !contains(local) { return nil }
        for sublayer in model.sublayersInPaintOrder.reversed() {
            if let hit = sublayer.presentation()?.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// The sublayers in the order they are painted, back to front: increasing ``zPosition``,
    /// array order among equal values.
    package var sublayersInPaintOrder: [CALayer] {
        let layers = sublayerStorage
        guard let first = layers.first?.zPosition,
            !layers.allSatisfy({ $0.zPosition == first })
        else { return layers }
        return layers.enumerated()
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }
}
