import Foundation
import OpenCoreGraphics

// The string forms of UIKit's geometry values: `{x, y}`, `{w, h}`, `{{x, y}, {w, h}}`,
// `{a, b, c, d, tx, ty}` and `{top, left, bottom, right}`, numbers printed with up to 17
// significant digits (`{0.5, 2}`). Reading takes the numbers in order, whatever the braces and
// spaces around them, and uses 0 for any that are missing, as UIKit does with a malformed
// string.
extension NSCoder {
    /// The point a string such as `{1, 2}` describes.
    /// - Note: See https://developer.apple.com/documentation/foundation/nscoder/cgpoint(for:)
    public static func cgPoint(for string: String) -> CGPoint {
        let n = geometryNumbers(in: string, count: 2)
        return CGPoint(x: n[0], y: n[1])
    }

    /// The size a string such as `{3, 4}` describes.
    public static func cgSize(for string: String) -> CGSize {
        let n = geometryNumbers(in: string, count: 2)
        return CGSize(width: n[0], height: n[1])
    }

    /// The rectangle a string such as `{{1, 2}, {3, 4}}` describes.
    public static func cgRect(for string: String) -> CGRect {
        let n = geometryNumbers(in: string, count: 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// The affine transform a string such as `{1, 0, 0, 1, 5, 6}` describes.
    public static func cgAffineTransform(for string: String) -> CGAffineTransform {
        let n = geometryNumbers(in: string, count: 6)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    /// The edge insets a string such as `{1, 2, 3, 4}` (top, left, bottom, right) describes.
    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = geometryNumbers(in: string, count: 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// `{x, y}`.
    public static func string(for point: CGPoint) -> String { "{\(geometryText(point.x)), \(geometryText(point.y))}" }

    /// `{width, height}`.
    public static func string(for size: CGSize) -> String {
        "{\(geometryText(size.width)), \(geometryText(size.height))}"
    }

    /// `{{x, y}, {width, height}}`.
    public static func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }

    /// `{a, b, c, d, tx, ty}`.
    public static func string(for transform: CGAffineTransform) -> String {
        let parts = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        return "{" + parts.map(geometryText).joined(separator: ", ") + "}"
    }

    /// `{top, left, bottom, right}`.
    public static func string(for insets: UIEdgeInsets) -> String {
        "{" + [insets.top, insets.left, insets.bottom, insets.right].map(geometryText).joined(separator: ", ") + "}"
    }

    private static func geometryText(_ value: CGFloat) -> String {
        String(format: "%.17g", Double(value))
    }

    /// The first `count` numbers of `string`, padded with zeros.
    private static func geometryNumbers(in string: String, count: Int) -> [CGFloat] {
        var numbers: [CGFloat] = []
        var current = ""
        func flush() {
            if !current.isEmpty, let value = Double(current) { numbers.append(CGFloat(value)) }
            current = ""
        }
        for character in string {
            if character.isNumber || character == "." || character == "-" || character == "+" || character == "e"
                || character == "E"
            {
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        while numbers.count < count { numbers.append(0) }
        return Array(numbers.prefix(count))
    }
}
