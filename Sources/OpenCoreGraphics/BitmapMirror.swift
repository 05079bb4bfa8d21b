import Foundation

/// Caller-owned pixel memory in a layout the rasterizer cannot draw into directly (RGBA
/// byte order, or rows whose length Cairo does not accept): the context draws into its own
/// pixels and copies them here, converted, after every paint.
final class BitmapMirror {
    let data: UnsafeMutableRawPointer
    let bytesPerRow: Int
    let width: Int
    let height: Int
    /// Memory offsets of R, G, B, A within a 32-bit pixel; nil for alpha-only bitmaps.
    let offsets: (r: Int, g: Int, b: Int, a: Int?)?

    init(data: UnsafeMutableRawPointer, bytesPerRow: Int, width: Int, height: Int, offsets: (r: Int, g: Int, b: Int, a: Int?)?) {
        self.data = data
        self.bytesPerRow = bytesPerRow
        self.width = width
        self.height = height
        self.offsets = offsets
    }

    /// Copies the caller's pixels into `surface` (at creation).
    func load(into surface: CairoSurface) {
        surface.withMutablePixels { target in
            let source = data.assumingMemoryBound(to: UInt8.self)
            for y in 0..<height {
                let from = source + y * bytesPerRow
                let to = target + y * surface.stride
                guard let offsets else {
                    to.update(from: from, count: width)
                    continue
                }
                for x in 0..<width {
                    let pixel = from + x * 4
                    let a = offsets.a.map { UInt32(pixel[$0]) } ?? 255
                    let word = a << 24 | UInt32(pixel[offsets.r]) << 16 | UInt32(pixel[offsets.g]) << 8 | UInt32(pixel[offsets.b])
                    UnsafeMutableRawPointer(to + x * 4).storeBytes(of: word, as: UInt32.self)
                }
            }
        }
    }

    /// Copies `surface`'s pixels out to the caller's memory in its layout.
    func update(from surface: CairoSurface?) {
        guard let surface else { return }
        surface.withPixels { source in
            let target = data.assumingMemoryBound(to: UInt8.self)
            for y in 0..<height {
                let from = source + y * surface.stride
                let to = target + y * bytesPerRow
                guard let offsets else {
                    to.update(from: from, count: width)
                    continue
                }
                for x in 0..<width {
                    let word = UnsafeRawPointer(from + x * 4).loadUnaligned(as: UInt32.self)
                    let pixel = to + x * 4
                    pixel[offsets.r] = UInt8(truncatingIfNeeded: word >> 16)
                    pixel[offsets.g] = UInt8(truncatingIfNeeded: word >> 8)
                    pixel[offsets.b] = UInt8(truncatingIfNeeded: word)
                    pixel[offsets.a ?? 3 - (offsets.r + offsets.g + offsets.b - 3)] =
                        offsets.a == nil ? 255 : UInt8(truncatingIfNeeded: word >> 24)
                }
            }
        }
    }
}
