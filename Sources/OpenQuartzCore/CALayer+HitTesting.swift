import Foundation
import OpenCoreGraphics

extension CALayer {
    func hitTestTree(_ p: CGPoint) -> CALayer? {
        if isHidden { return nil }
        let local = convert(p, from: superlayer)
        if masksToBounds && !contains(local) { return nil }
        for sublayer in sublayersInPaintOrder.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
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
