import Foundation
import OpenUIKit

/// Turns pixels read back from the window (SDL's ARGB8888 or RGB888: blue, green, red and an
/// unused byte in memory on a little-endian machine) into an image.
enum WindowPixels {
    /// An opaque image of `width` × `height` pixels from `bytes`, rows `width * 4` bytes apart;
    /// the fourth byte of each pixel is ignored (the window is opaque).
    static func image(fromXRGB bytes: [UInt8], width: Int, height: Int) -> CGImage? {
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        guard let provider = CGDataProvider(data: Data(bytes)) else { return nil }
        return CGImage(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info, provider: provider, decode: nil,
            shouldInterpolate: false, intent: .defaultIntent)
    }
}
