import Foundation

/// A colour as drawing calls take it: components in a ``CGColorSpace`` followed by alpha,
/// each from 0 to 1.
///
/// RGB colours have four components (red, green, blue, alpha), grey ones two (white, alpha).
/// Components that are not numbers stop the program at creation, naming the component.
/// - Note: See https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The colour components followed by alpha.
    public let components: [CGFloat]?
    /// The space the components are expressed in.
    public let colorSpace: CGColorSpace?

    private let storedComponents: [CGFloat]

    init(space: CGColorSpace, components: [CGFloat], names: [String]) {
        for (value, name) in zip(components, names) {
            Fatal.check(!value.isNaN, "CGColor: the \(name) component is not a number (NaN)")
        }
        storedComponents = components
        self.components = components
        colorSpace = space
    }

    /// Creates a colour from sRGB components.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(
            space: .sRGBSpace, components: [red, green, blue, alpha],
            names: ["red", "green", "blue", "alpha"])
    }

    /// Creates a colour from RGB components (treated as sRGB).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a grey of brightness `gray`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .graySpace, components: [gray, alpha], names: ["gray", "alpha"])
    }

    /// Creates a colour in `space` from its components followed by alpha; nil when the count
    /// does not match the space.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        guard space.model == .rgb || space.model == .monochrome else { return nil }
        let values = Array(UnsafeBufferPointer(start: components, count: count))
        let names = space.model == .rgb ? ["red", "green", "blue", "alpha"] : ["gray", "alpha"]
        self.init(space: space, components: values, names: names)
    }

    /// The colour's opacity.
    public var alpha: CGFloat { storedComponents[storedComponents.count - 1] }

    /// Number of components, alpha included.
    public var numberOfComponents: Int { storedComponents.count }

    /// The same colour with another opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace else { return nil }
        var values = storedComponents
        values[values.count - 1] = alpha
        let names = space.model == .rgb ? ["red", "green", "blue", "alpha"] : ["gray", "alpha"]
        return CGColor(space: space, components: values, names: names)
    }

    /// Red, green, blue and alpha (grey expanded), each clamped to 0...1: what gets painted.
    package var rgba: (red: Double, green: Double, blue: Double, alpha: Double) {
        func clamp(_ value: CGFloat) -> Double { Double(Swift.min(1, Swift.max(0, value))) }
        if storedComponents.count == 2 {
            let gray = clamp(storedComponents[0])
            return (gray, gray, gray, clamp(storedComponents[1]))
        }
        return (
            clamp(storedComponents[0]), clamp(storedComponents[1]), clamp(storedComponents[2]),
            clamp(storedComponents[3])
        )
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.storedComponents == rhs.storedComponents && lhs.colorSpace == rhs.colorSpace
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storedComponents) }

    public var description: String {
        "CGColor(" + storedComponents.map { "\($0)" }.joined(separator: ", ") + ")"
    }
}
