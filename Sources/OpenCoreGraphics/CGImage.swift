import Foundation

/// An immutable bitmap image.
///
/// Its public face is 8-bit premultiplied RGBA, rows top-down (``dataProvider`` hands out
/// those bytes), whatever layout it was made from. Inside it keeps the rasterizer's native
/// pixels, so drawing an image costs no conversion.
/// - Note: See https://developer.apple.com/documentation/coregraphics/cgimage
// UIKit divergence: every image is stored as 8-bit premultiplied RGBA; `bitsPerComponent`,
// `bitsPerPixel`, `bitmapInfo` describe that layout, not the source's.
public final class CGImage: Equatable, Hashable, CustomStringConvertible, Sendable {
    /// The pixels (native premultiplied ARGB32), never written after creation.
    package let surface: CairoSurface
    /// The colour space the image was made in (grey images are masks by luminance).
    public let colorSpace: CGColorSpace?
    /// Whether the image is an alpha-only mask.
    let isAlphaOnly: Bool
    /// Whether the image should be smoothed when drawn scaled.
    public let shouldInterpolate: Bool
    /// The rendering intent the image was made with.
    public let renderingIntent: CGColorRenderingIntent

    package init(
        surface: CairoSurface, colorSpace: CGColorSpace? = CGColorSpace.sRGBSpace, isAlphaOnly: Bool = false,
        shouldInterpolate: Bool = true, renderingIntent: CGColorRenderingIntent = .defaultIntent
    ) {
        self.surface = surface
        self.colorSpace = colorSpace
        self.isAlphaOnly = isAlphaOnly
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = renderingIntent
    }

    /// Width in pixels.
    public var width: Int { surface.width }
    /// Height in pixels.
    public var height: Int { surface.height }
    /// Always 8.
    public var bitsPerComponent: Int { 8 }
    /// Always 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes in one row of ``dataProvider``'s data: `width * 4`.
    public var bytesPerRow: Int { width * 4 }
    /// `.alphaOnly` for masks, `.premultipliedLast` otherwise.
    public var alphaInfo: CGImageAlphaInfo { isAlphaOnly ? .alphaOnly : .premultipliedLast }
    /// The layout of ``dataProvider``'s bytes: premultiplied RGBA in memory order.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(alphaInfo: .premultipliedLast) }
    /// Whether this is an image mask (stencil); always false.
    public var isMask: Bool { false }
    /// No decode array is kept.
    public var decode: UnsafePointer<CGFloat>? { nil }
    /// The universal type the image came from; not tracked.
    public var utType: String? { nil }

    /// The pixels as premultiplied RGBA bytes, rows top-down, `bytesPerRow` apart.
    public var dataProvider: CGDataProvider? {
        CGDataProvider(data: surface.premultipliedRGBA())
    }

    /// A copy of the part of the image inside `rect` (pixel coordinates, origin top-left),
    /// rounded out to whole pixels and limited to the image; nil when nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard PathGeometry.isFinite(rect) else { return nil }
        let area = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width >= 1, area.height >= 1,
            let cropped = surface.copy(x: Int(area.minX), y: Int(area.minY), width: Int(area.width), height: Int(area.height))
        else { return nil }
        return CGImage(
            surface: cropped, colorSpace: colorSpace, isAlphaOnly: isAlphaOnly,
            shouldInterpolate: shouldInterpolate, renderingIntent: renderingIntent)
    }

    /// Two images are equal only when they are the same object.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String { "CGImage(\(width)×\(height))" }
}
