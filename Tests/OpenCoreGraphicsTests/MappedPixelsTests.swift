import Foundation
@testable import OpenCoreGraphics
import Synchronization
import Testing

/// Large bitmaps live in pages mapped for them alone and given back to the system when the
/// last reference to their surface goes, so a freed window-sized bitmap leaves no resident
/// memory behind in the heap.
@Suite struct MappedPixelsTests {
    /// Set by a surface's finalizer.
    final class Flag: Sendable {
        let value = Atomic<Bool>(false)
    }

    @Test("A surface of 256 KB or more is mapped, and its pages are unmapped when it is freed")
    func largeSurfaceIsUnmappedWhenFreed() {
        let flag = Flag()
        var surface = CairoSurface(format: .argb32, width: 256, height: 256, unmapped: { flag.value.store(true, ordering: .relaxed) })
        #expect(surface?.isMapped == true)
        #expect(flag.value.load(ordering: .relaxed) == false)
        surface = nil
        #expect(flag.value.load(ordering: .relaxed) == true)
    }

    @Test("A surface under 256 KB stays on the heap")
    func smallSurfaceIsNotMapped() {
        let flag = Flag()
        let surface = CairoSurface(format: .argb32, width: 255, height: 255, unmapped: { flag.value.store(true, ordering: .relaxed) })
        #expect(surface?.isMapped == false)
        #expect(MappedPixels.minimumBytes == 256 * 1024)
    }

    @Test("An image made from a large bitmap keeps its pixels after the bitmap is gone")
    func imageOutlivesMappedBitmap() throws {
        var context = CGContext.makeFlippedBitmap(pixelWidth: 600, pixelHeight: 400, scale: 1)
        context?.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context?.fill(CGRect(x: 0, y: 0, width: 600, height: 400))
        let image = try #require(context?.makeImage())
        context = nil
        #expect(image.surface.isMapped)
        #expect(Pixels(image)[300, 200] == .red)
    }
}
