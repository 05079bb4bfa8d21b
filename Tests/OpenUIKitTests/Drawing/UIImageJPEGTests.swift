import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing

/// JPEG through UIKit's API: renderer output, `UIImage.jpegData`, and `UIImage(data:)`
/// telling JPEG from PNG by content.
@MainActor @Suite struct UIImageJPEGTests {
    /// A 32×32-point canvas: red left half, transparent right half.
    private func halfRed(_ context: UIGraphicsImageRendererContext) {
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 16, height: 32))
    }

    @Test("The renderer's JPEG decodes through UIImage(data:); transparency comes out black")
    func rendererJPEG() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 32, height: 32))
        let data = renderer.jpegData(withCompressionQuality: 0.9, actions: halfRed)
        #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 32, height: 32) && image.scale == 1)
        #expect(matches(pixel(image, 4, 16), opaqueRed, tolerance: 8), "\(pixel(image, 4, 16))")
        #expect(matches(pixel(image, 28, 16), [0, 0, 0, 255], tolerance: 8), "\(pixel(image, 28, 16))")
        #expect(UIImage(data: data, scale: 2)?.size == CGSize(width: 16, height: 16))
    }

    @Test("jpegData(compressionQuality:): 0.1 gives fewer bytes than 0.9; drawn images give nil")
    func compressionQuality() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 48, height: 48)).image { _ in
            for i in 0..<48 {
                UIColor(red: CGFloat(i) / 47, green: CGFloat((i * 7) % 48) / 47, blue: 0.5, alpha: 1).setFill()
                UIRectFill(CGRect(x: CGFloat(i), y: CGFloat((i * 5) % 48), width: 1, height: 20))
            }
        }
        let low = try #require(image.jpegData(compressionQuality: 0.1))
        let high = try #require(image.jpegData(compressionQuality: 0.9))
        #expect(low.count < high.count)
        #expect(image.jpegData(compressionQuality: 5) == image.jpegData(compressionQuality: 1))
        let drawn = UIImage(size: CGSize(width: 4, height: 4), scale: 1) { _ in }
        #expect(drawn.jpegData(compressionQuality: 0.5) == nil)
    }

    @Test("Data with the JPEG signature that does not decode gives nil and a JPEG log line; PNG still loads")
    func signature() throws {
        let lines = LoggedLines()
        CoreGraphicsLog.$current.withValue(CoreGraphicsLog { line in lines.append(line) }) {
            #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 1, 2, 3])) == nil)
        }
        let logged = lines.all
        #expect(logged.count == 1 && logged[0].contains("CGImageCreateWithJPEGDataProvider"), "\(logged)")
        let png = try #require(UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image(actions: halfRed).pngData())
        #expect(UIImage(data: png)?.size == CGSize(width: 2, height: 2))
    }
}

/// Core Graphics log lines collected by a test.
private final class LoggedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    var all: [String] { lock.withLock { lines } }

    func append(_ line: String) { lock.withLock { lines.append(line) } }
}
