import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UIColor(named:)` reading Xcode colour sets from resource folders.
@MainActor @Suite struct UIColorNamedTests {
    private static let brandSet = """
        {
          "colors" : [
            { "color" : { "color-space" : "srgb",
                "components" : { "alpha" : "1.000", "blue" : "0x80", "green" : "0.250", "red" : "255" } },
              "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb",
                "components" : { "alpha" : "0.500", "blue" : "1.000", "green" : "0.000", "red" : "0.000" } },
              "idiom" : "universal" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """
    private static let greySet = """
        { "colors" : [ { "color" : { "color-space" : "gray-gamma-22",
            "components" : { "alpha" : "1.000", "white" : "0.500" } }, "idiom" : "universal" } ] }
        """

    private func write(_ text: String, to path: URL) throws {
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: path)
    }

    private func components(_ color: UIColor, _ style: UIUserInterfaceStyle) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test("A colour set in a bundle's folder or its .xcassets catalog is found, light and dark")
    func found() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uicolor-named-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.brandSet, to: folder.appendingPathComponent("Assets.xcassets/Brand/BrandAccent.colorset/Contents.json"))
        try write(Self.greySet, to: folder.appendingPathComponent("Mist.colorset/Contents.json"))
        let bundle = try #require(Bundle(path: folder.path))

        let brand = try #require(UIColor(named: "BrandAccent", in: bundle, compatibleWith: nil))
        #expect(components(brand, .light) == [1, 0.25, 0.502, 1])
        #expect(components(brand, .dark) == [0, 0, 1, 0.5])
        let mist = try #require(UIColor(named: "Mist", in: bundle, compatibleWith: nil))
        #expect(components(mist, .light) == [0.5, 0.5, 0.5, 1])
        #expect(components(mist, .dark) == [0.5, 0.5, 0.5, 1])
    }

    @Test("A missing name gives nil quietly, as UIImage(named:); an unreadable set gives nil and is logged")
    func missing() throws {
        let app = HeadlessApp()
        app.makeWindow()
        let name = "NoSuchColor-\(UUID().uuidString)"
        #expect(UIColor(named: name) == nil)
        #expect(UIColor(named: name) == nil)
        #expect(UIColor(named: "") == nil)
        #expect(!app.application.log.messages.contains { $0.contains(name) })

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uicolor-broken-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("{ not json", to: folder.appendingPathComponent("Broken.colorset/Contents.json"))
        let bundle = try #require(Bundle(path: folder.path))
        #expect(UIColor(named: "Broken", in: bundle, compatibleWith: nil) == nil)
        #expect(app.application.log.messages.contains { $0.contains("Broken.colorset") && $0.contains("could not be read") })
    }
}
