import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The appearance catalogue: every standard component (CatalogueScenes) in light and dark, at
/// the default text size and at AX3, compared pixel for pixel (tolerance 0) with the goldens
/// in CrossCutting/Golden/Catalogue. `make catalogue` records them again
/// (OPENUIKIT_RECORD_CATALOGUE=1); docs/CATALOGUE.md lists them with the source of each value.
@MainActor @Suite struct AppearanceCatalogueTests {
    /// One look of a component: light or dark, default text size or AX3.
    struct Variant: Sendable, CustomTestStringConvertible {
        let dark: Bool
        let accessibilitySize: Bool
        var style: UIUserInterfaceStyle { dark ? .dark : .light }
        var category: UIContentSizeCategory { accessibilitySize ? .accessibilityExtraLarge : .large }
        var suffix: String { "\(dark ? "dark" : "light")-\(accessibilitySize ? "ax3" : "default")" }
        var testDescription: String { suffix }
        static let all = [false, true].flatMap { dark in [false, true].map { Variant(dark: dark, accessibilitySize: $0) } }
    }

    static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/Catalogue")
    }

    @Test("Each catalogue entry draws exactly its golden image", arguments: CatalogueScenes.names, Variant.all)
    func entry(name: String, variant: Variant) throws {
        let image = CatalogueScenes.render(name, style: variant.style, category: variant.category)
        let url = Self.folder.appendingPathComponent("\(name)-\(variant.suffix).png")
        if ProcessInfo.processInfo.environment["OPENUIKIT_RECORD_CATALOGUE"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try #require(UIImage(cgImage: image).pngData()).write(to: url)
            return
        }
        guard let data = try? Data(contentsOf: url), let stored = UIImage(data: data)?.cgImage else {
            Issue.record("No catalogue image at \(url.path); run `make catalogue` to record it")
            return
        }
        let expected = PixelBuffer(stored)
        let actual = PixelBuffer(image)
        #expect(actual.width == expected.width && actual.height == expected.height, "\(url.lastPathComponent): size")
        guard actual.width == expected.width, actual.height == expected.height else { return }
        let differing = actual.differingPixels(from: expected, tolerance: 0)
        if differing > 0 {
            let failed = url.deletingPathExtension().appendingPathExtension("actual.png")
            try? UIImage(cgImage: image).pngData()?.write(to: failed)
            Issue.record("\(differing) pixels differ from \(url.lastPathComponent); the rendering is at \(failed.path)")
        }
        #expect(differing == 0)
    }

    @Test("The catalogue's goldens stay small: every entry recorded, under 4 MB in all")
    func size() throws {
        let files = (try? FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: [.fileSizeKey])) ?? []
        let pngs = files.filter { $0.pathExtension == "png" && !$0.lastPathComponent.hasSuffix(".actual.png") }
        let total = try pngs.reduce(0) { $0 + (try $1.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0) }
        #expect(pngs.count == CatalogueScenes.names.count * Variant.all.count)
        #expect(total < 4_000_000)
    }
}
