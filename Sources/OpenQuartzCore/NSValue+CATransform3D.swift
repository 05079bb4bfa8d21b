import Foundation
import OpenCoreGraphics

extension NSValue {
    /// A value holding a 3-D transform, as animations take it in `fromValue`, `toValue`,
    /// `byValue` and keyframe `values`.
    /// - Note: See https://developer.apple.com/documentation/foundation/nsvalue/init(catransform3d:)
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(boxingDoubles: t.entries.map(Double.init))
    }

    /// The 3-D transform the value holds; stops when it holds anything else.
    public var caTransform3DValue: CATransform3D {
        CATransform3D(
            entries: requiredDoubles(count: 16, reader: "caTransform3DValue", typeName: "CATransform3D").map {
                CGFloat($0)
            })
    }
}
