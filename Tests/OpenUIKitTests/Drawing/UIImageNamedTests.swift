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

    @Test("UIImage(named:) and UIImage(contentsOfFile:) load .jpg and .jpeg files")
    func namedJPEG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-named-jpeg-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6)).image { _ in
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 6))
        }
        try #require(photo.jpegData(compressionQuality: 0.9)).write(to: folder.appendingPathComponent("photo@2x.jpg"))
        try #require(photo.jpegData(compressionQuality: 0.9)).write(to: folder.appendingPathComponent("snap.jpeg"))

        let saved = ImageResourceFolders.paths
        ImageResourceFolders.paths = [folder.path]
        defer { ImageResourceFolders.paths = saved }

        let found = try #require(UIImage(named: "photo"))
        #expect(found.scale == 2 && found.size == CGSize(width: 4, height: 3))
        #expect(matches(pixel(found, 3, 3), opaqueBlue, tolerance: 8), "\(pixel(found, 3, 3))")
        #expect(UIImage(named: "snap")?.size == CGSize(width: 8, height: 6))
        #expect(UIImage(named: "snap.jpeg")?.size == CGSize(width: 8, height: 6))
        let byPath = try #require(UIImage(contentsOfFile: folder.appendingPathComponent("photo@2x.jpg").path))
        #expect(byPath.scale == 2 && matches(pixel(byPath, 0, 0), opaqueBlue, tolerance: 8))
    }
}
