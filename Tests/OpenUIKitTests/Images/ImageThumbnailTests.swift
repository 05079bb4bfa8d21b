import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A `width` × `height` pixel image whose left half is red and right half blue.
private func halves(width: Int = 200, height: Int = 100) -> CGImage {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * height * 4)
    for _ in 0..<height {
        for x in 0..<width {
            bytes += x < width / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255]
        }
    }
    guard let image = PixelBuffer(width: width, height: height, bytes: bytes).makeImage() else {
        Issue.record("no image")
        return PixelBuffer(width: 1, height: 1, bytes: [0, 0, 0, 0]).makeImage()!
    }
    return image
}

private let red = PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
private let blue = PixelBuffer.Pixel(red: 0, green: 0, blue: 255, alpha: 255)

@MainActor @Suite struct ImageThumbnailTests {
    @Test func aThumbnailIsTheWholePictureScaledToTheExactSize() throws {
        let image = UIImage(cgImage: halves())
        let thumbnail = try #require(image.preparingThumbnail(of: CGSize(width: 20, height: 20)))
        #expect(thumbnail.size == CGSize(width: 20, height: 20))
        #expect(thumbnail.scale == 1)
        let pixels = PixelBuffer(try #require(thumbnail.cgImage))
        #expect(pixels.width == 20 && pixels.height == 20)
        // Stretched, not cropped: both halves are there, each half the width.
        #expect(pixels[2, 2].isClose(to: red))
        #expect(pixels[7, 17].isClose(to: red))
        #expect(pixels[12, 2].isClose(to: blue))
        #expect(pixels[17, 17].isClose(to: blue))
    }

    @Test func aThumbnailKeepsTheImagesScaleAndRenderingMode() throws {
        let image = UIImage(cgImage: halves(), scale: 2, orientation: .up).withRenderingMode(.alwaysTemplate)
        let thumbnail = try #require(image.preparingThumbnail(of: CGSize(width: 10, height: 5)))
        #expect(thumbnail.size == CGSize(width: 10, height: 5))
        #expect(thumbnail.scale == 2)
        #expect(thumbnail.renderingMode == .alwaysTemplate)
        let pixels = PixelBuffer(try #require(thumbnail.cgImage))
        #expect(pixels.width == 20 && pixels.height == 10)
        #expect(pixels[4, 5].isClose(to: red))
        #expect(pixels[15, 5].isClose(to: blue))
    }

    @Test func aThumbnailIsDrawnUprightFromAnOrientedImage() throws {
        let image = UIImage(cgImage: halves(), scale: 1, orientation: .right)
        #expect(image.size == CGSize(width: 100, height: 200))
        let thumbnail = try #require(image.preparingThumbnail(of: CGSize(width: 10, height: 20)))
        #expect(thumbnail.imageOrientation == .up)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let reference = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20), format: format).image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        let drawn = PixelBuffer(try #require(reference.cgImage))
        let made = PixelBuffer(try #require(thumbnail.cgImage))
        #expect(made.differingPixels(from: drawn, tolerance: 8) == 0)
        // The stored left half (red) is the displayed top after a quarter turn clockwise.
        #expect(made[5, 2].isClose(to: red))
        #expect(made[5, 17].isClose(to: blue))
    }

    @Test(arguments: [
        CGSize(width: 0, height: 10), CGSize(width: 10, height: -1), CGSize(width: CGFloat.nan, height: 10),
        CGSize(width: 10, height: CGFloat.infinity), CGSize(width: 40_000, height: 10), CGSize(width: 20_000, height: 20_000),
        CGSize(width: 0.2, height: 0.2),
    ])
    func badSizesGiveNil(size: CGSize) {
        let image = UIImage(cgImage: halves(width: 4, height: 4))
        #expect(image.preparingThumbnail(of: size) == nil)
    }

    @Test func aDrawnImageHasNoThumbnailAndNoDisplayCopy() {
        let drawn = UIImage(size: CGSize(width: 10, height: 10)) { context in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(drawn.preparingThumbnail(of: CGSize(width: 5, height: 5)) == nil)
        #expect(drawn.preparingForDisplay() == nil)
    }

    @Test func preparingForDisplayKeepsSizeScaleOrientationAndPixels() throws {
        let image = UIImage(cgImage: halves(), scale: 2, orientation: .down)
        let prepared = try #require(image.preparingForDisplay())
        #expect(prepared.size == image.size)
        #expect(prepared.scale == 2)
        #expect(prepared.imageOrientation == .down)
        #expect(PixelBuffer(try #require(prepared.cgImage)) == PixelBuffer(try #require(image.cgImage)))
    }

    @Test func theAsynchronousFormsGiveTheSameImages() async throws {
        let image = UIImage(cgImage: halves())
        let awaited = try #require(await image.byPreparingThumbnail(ofSize: CGSize(width: 20, height: 10)))
        #expect(awaited.size == CGSize(width: 20, height: 10))
        let handed: UIImage? = await withCheckedContinuation { continuation in
            image.prepareThumbnail(of: CGSize(width: 20, height: 10)) { continuation.resume(returning: $0) }
        }
        let thumbnail = try #require(handed)
        #expect(PixelBuffer(try #require(thumbnail.cgImage)) == PixelBuffer(try #require(awaited.cgImage)))
        let bad: UIImage? = await withCheckedContinuation { continuation in
            image.prepareThumbnail(of: CGSize(width: -1, height: 10)) { continuation.resume(returning: $0) }
        }
        #expect(bad == nil)
        let displayed = try #require(await image.byPreparingForDisplay())
        #expect(displayed.size == image.size)
        let preparedLater: UIImage? = await withCheckedContinuation { continuation in
            image.prepareForDisplay { continuation.resume(returning: $0) }
        }
        #expect(preparedLater?.size == image.size)
    }
}
