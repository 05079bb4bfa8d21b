import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGContextBitmapTests {
    @Test("A lazy context allocates nothing until something is painted")
    func lazyAllocation() {
        let context = makeFlipped(width: 100, height: 100, scale: 2, lazily: true)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        context.clear(CGRect(x: 0, y: 0, width: 100, height: 100))
        context.restoreGState()
        #expect(!context.hasPixels)
        #expect(context.withCairoSurface { _ in true } == nil)
        let blank = Pixels(context.makeImage()!)
        #expect(blank[0, 0] == .clear && !context.hasPixels)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.hasPixels)
        #expect(context.withCairoSurface { _ in true } == true)
    }

    @Test("Sizes Cairo cannot hold give nil and a log line")
    func badSizes() {
        let log = LogCapture()
        log.run {
            #expect(makeBitmapOrNil(width: 40000, height: 10) == nil)
            #expect(makeBitmapOrNil(width: 0, height: 10) == nil)
            #expect(CGContext(pixelWidth: 10, pixelHeight: 32768, scale: 1) == nil)
        }
        #expect(log.messages.count == 3)
        #expect(log.messages.allSatisfy { $0.contains("invalid size") })
    }

    private func makeBitmapOrNil(width: Int, height: Int) -> CGContext? {
        CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    }

    @Test("NaN geometry, colours and widths are logged and never drawn")
    func nanDropped() {
        let log = LogCapture()
        let context = makeBitmap(width: 10, height: 10)
        log.run {
            context.fill(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
            context.setLineWidth(.infinity)
            context.setFillColor(red: .nan, green: 0, blue: 0, alpha: 1)
            context.move(to: CGPoint(x: 0, y: CGFloat.nan))
            context.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
        }
        #expect(log.messages.count == 5)
        #expect(log.messages.allSatisfy { $0.contains("invalid numeric value") })
        #expect(context.lineWidth == 1)
        #expect(context.isPathEmpty)
        #expect(Pixels(context.makeImage()!)[5, 5] == .clear)
    }

    @Test("Caller memory in RGBA and BGRA layouts receives the drawing")
    func callerMemory() {
        for (info, redIndex) in [
            (CGImageAlphaInfo.premultipliedLast.rawValue, 0),
            (CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, 2),
        ] {
            var memory = [UInt8](repeating: 0, count: 4 * 4 * 4)
            memory.withUnsafeMutableBytes { raw in
                let context = CGContext(
                    data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
                context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
                context.flush()
            }
            // The bottom row in y-up space is the last row in memory.
            #expect(memory[12 * 4 + redIndex] == 255)
            #expect(memory[12 * 4 + 3 - (redIndex == 0 ? 0 : 0)] == (redIndex == 0 ? 255 : 255))
            #expect(memory[redIndex] == 0)
        }
    }

    @Test("Alpha-only bitmaps keep coverage only")
    func alphaOnly() {
        let context = CGContext(
            data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceGray(),
            bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)!
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = context.makeImage()!
        #expect(image.alphaInfo == .alphaOnly)
        #expect(Pixels(image)[1, 1].isClose(to: RGBA(r: 0, g: 0, b: 0, a: 128), tolerance: 1))
    }

    @Test("Pixels are reused across redraws: reset, clear a rectangle, clip, paint again")
    func redraw() {
        let context = makeFlipped(width: 10, height: 10, scale: 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.translateBy(x: 3, y: 3)
        context.reset()
        #expect(context.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 10))
        let dirty = CGRect(x: 0, y: 0, width: 5, height: 10)
        context.clear(dirty)
        context.clip(to: dirty)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let pixels = Pixels(context.makeImage()!)
        #expect(pixels[2, 2].isClose(to: RGBA(r: 0, g: 0, b: 128, a: 128), tolerance: 1))
        #expect(pixels[7, 2] == .red)
    }

    @Test("Compositing draws one bitmap into another with a transform, alpha and clip")
    func compositing() {
        let source = makeFlipped(width: 2, height: 2, scale: 1)
        source.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        source.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let target = makeFlipped(width: 10, height: 10, scale: 1)
        target.composite(
            source, transform: CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 2, ty: 2), alpha: 0.5,
            clip: CGRect(x: 0, y: 0, width: 6, height: 10), interpolation: .none)
        let pixels = Pixels(target.makeImage()!)
        #expect(pixels[3, 3].isClose(to: RGBA(r: 0, g: 128, b: 0, a: 128), tolerance: 1))
        #expect(pixels[7, 3] == .clear)
        #expect(pixels[1, 1] == .clear)
    }
}
