import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Compares a rendered image with a PNG stored beside the tests (Golden/NAME.png), within a
/// per-component tolerance. With OPENUIKIT_RECORD_GOLDEN=1 in the environment the image is
/// written instead; a missing golden fails with the path to record it.
@MainActor
func expectGolden(_ image: CGImage, named name: String, tolerance: Int = 2, sourceLocation: SourceLocation = #_sourceLocation) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    let url = folder.appendingPathComponent(name + ".png")
    if ProcessInfo.processInfo.environment["OPENUIKIT_RECORD_GOLDEN"] == "1" {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? UIImage(cgImage: image).pngData()?.write(to: url)
        return
    }
    guard let data = try? Data(contentsOf: url), let stored = UIImage(data: data)?.cgImage else {
        Issue.record("No golden image at \(url.path); run with OPENUIKIT_RECORD_GOLDEN=1 to record it", sourceLocation: sourceLocation)
        return
    }
    let expected = PixelBuffer(stored)
    let actual = PixelBuffer(image)
    #expect(actual.width == expected.width && actual.height == expected.height, sourceLocation: sourceLocation)
    guard actual.width == expected.width, actual.height == expected.height else { return }
    let differing = actual.differingPixels(from: expected, tolerance: tolerance)
    if differing > 0 {
        let failed = folder.appendingPathComponent(name + ".actual.png")
        try? UIImage(cgImage: image).pngData()?.write(to: failed)
        Issue.record("\(differing) pixels differ from \(url.lastPathComponent) by more than \(tolerance); the rendering is at \(failed.path)", sourceLocation: sourceLocation)
    }
}
