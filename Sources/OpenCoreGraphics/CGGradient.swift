import Foundation

/// A colour ramp: colours at locations from 0 to 1, drawn with
/// ``CGContext/drawLinearGradient(_:start:end:options:)`` and
/// ``CGContext/drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)``.
/// - Note: See https://developer.apple.com/documentation/coregraphics/cggradient
public final class CGGradient: Equatable, Sendable {
    /// One colour stop: location and sRGB components with alpha (straight, 0...1).
    package struct Stop: Equatable, Sendable {
        package let location: Double
        package let red: Double
        package let green: Double
        package let blue: Double
        package let alpha: Double
    }

    /// The stops, sorted by location.
    package let stops: [Stop]

    init(stops: [Stop]) {
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// A gradient through `colors`, spaced evenly or at `locations` (one per colour); nil
    /// when the counts disagree or there are no colours.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        let places: [CGFloat]
        if let locations {
            places = Array(UnsafeBufferPointer(start: locations, count: colors.count))
        } else {
            places = colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
        guard places.allSatisfy(\.isFinite) else {
            CoreGraphicsLog.error("CGGradientCreateWithColors", "invalid numeric value in the locations")
            return nil
        }
        self.init(
            stops: zip(places, colors).map { place, color in
                let c = color.rgba
                return Stop(location: Double(place), red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
            })
    }

    /// A gradient through `count` colours given as flat components in `space` (each colour's
    /// components then alpha), at `locations` or evenly spaced.
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let perColor = space.numberOfComponents + 1
        let values = Array(UnsafeBufferPointer(start: components, count: count * perColor))
        guard values.allSatisfy(\.isFinite) else {
            CoreGraphicsLog.error("CGGradientCreateWithColorComponents", "invalid numeric value in the components")
            return nil
        }
        let colors = (0..<count).map { index -> CGColor in
            let part = Array(values[index * perColor..<(index + 1) * perColor])
            return part.count == 2
                ? CGColor(gray: part[0], alpha: part[1])
                : CGColor(red: part[0], green: part[1], blue: part[2], alpha: part[3])
        }
        self.init(colorsSpace: space, colors: colors, locations: locations)
    }

    public static func == (lhs: CGGradient, rhs: CGGradient) -> Bool { lhs.stops == rhs.stops }
}
