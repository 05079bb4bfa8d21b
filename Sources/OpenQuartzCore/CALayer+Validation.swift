import Foundation
import OpenCoreGraphics

// Geometry with NaN or infinity has no meaning for a renderer and would spread through every
// conversion below the layer, so it stops at the setter that received it, the way UIKit stops
// on a NaN frame.
extension CALayer {
    /// The message a setter stops with when `value` is not finite, or nil when it is.
    package static func nonFiniteMessage(_ property: String, _ value: CGFloat) -> String? {
        value.isFinite ? nil : "CALayer \(property) must be finite, got \(value)"
    }

    /// The message for a point with a NaN or infinite coordinate, or nil.
    package static func nonFiniteMessage(_ property: String, _ value: CGPoint) -> String? {
        value.isFinite ? nil : "CALayer \(property) must be finite, got \(value)"
    }

    /// The message for a rectangle with a NaN or infinite origin or size, or nil.
    package static func nonFiniteMessage(_ property: String, _ value: CGRect) -> String? {
        value.origin.isFinite && value.size.width.isFinite && value.size.height.isFinite
            ? nil : "CALayer \(property) must be finite, got \(value)"
    }

    /// The message for a transform with a NaN or infinite entry, or nil.
    package static func nonFiniteMessage(_ property: String, _ value: CATransform3D) -> String? {
        value.isFinite ? nil : "CALayer \(property) must be finite, got \(value)"
    }

    static func requireFinite(_ value: CGFloat, _ property: String) {
        if let message = nonFiniteMessage(property, value) { Fatal.stop(message) }
    }

    static func requireFinite(_ value: CGPoint, _ property: String) {
        if let message = nonFiniteMessage(property, value) { Fatal.stop(message) }
    }

    static func requireFinite(_ value: CGRect, _ property: String) {
        if let message = nonFiniteMessage(property, value) { Fatal.stop(message) }
    }

    static func requireFinite(_ value: CATransform3D, _ property: String) {
        if let message = nonFiniteMessage(property, value) { Fatal.stop(message) }
    }
}
