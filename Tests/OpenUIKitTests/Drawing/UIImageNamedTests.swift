import Foundation
import OpenUIKit
import Testing

/// Named images are found in `ImageResourceFolders.paths`, with the scale their file name
/// gives. (One test touches the shared setting, so they run serialized.)
@MainActor @Suite(.serialized) struct UIImageNamedTests {
    @Test("UIImage(named:) finds plain and @2x files in the resource folder")
    func named() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-named-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let star = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 3), format: format).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 3))
        }
        try #require(star.pngData()).write(to: folder.appendingPathComponent("star@2x.png"))
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        try #require(dot.pngData()).write(to: folder.appendingPathComponent("dot.png"))

        let saved = ImageResourceFolders.paths
        ImageResourceFolders.paths = ["/nonexistent-folder", folder.path]
        defer { ImageResourceFolders.paths = saved }

        let found = try #require(UIImage(named: "star"))
        #expect(found.scale == 2)
        #expect(found.size == CGSize(width: 5, height: 3))
        #expect(pixel(found, 9, 5) == opaqueRed)
        #expect(UIImage(named: "star.png")?.scale == 2)
        #expect(UIImage(named: "dot")?.size == CGSize(width: 2, height: 2))
        #expect(UIImage(named: "dot")?.scale == 1)
        #expect(UIImage(named: "missing") == nil)
        #expect(UIImage(named: "") == nil)

        let byPath = try #require(UIImage(contentsOfFile: folder.appendingPathComponent("star@2x.png").path))
        #expect(byPath.scale == 2 && byPath.size == CGSize(width: 5, height: 3))
    }
}
