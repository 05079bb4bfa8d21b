import Foundation
import OpenCoreGraphics

extension UIImage {
    /// Decodes PNG or JPEG data into an image at scale 1; nil when the data is neither a
    /// readable PNG nor a readable JPEG.
    // UIKit divergence: PNG and JPEG only (no HEIC, GIF, TIFF…); a JPEG's EXIF orientation is
    // not applied, so ``imageOrientation`` is always `.up`.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG or JPEG data into an image of `scale` pixels per point; nil when the data
    /// is neither a readable PNG nor a readable JPEG.
    ///
    /// The format is told by the data's signature (JPEG starts with FF D8 FF), not by any name.
    public convenience init?(data: Data, scale: CGFloat) {
        guard scale.isFinite, scale > 0, let image = UIImage.decodedImage(data) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// Decodes `data` as JPEG when it carries the JPEG signature, as PNG otherwise.
    static func decodedImage(_ data: Data) -> CGImage? {
        guard let provider = CGDataProvider(data: data) else { return nil }
        if CGImage.isJPEGData(data) {
            return CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
        return CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    /// Reads and decodes the PNG or JPEG file at `path` (told apart by content); a name ending
    /// in `@2x` or `@3x` (before the extension) gives that scale. Nil when the file is missing
    /// or unreadable.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: UIImage.scale(ofFileNamed: path))
    }

    /// Finds an image file by name and loads it.
    ///
    /// The folders of ``ImageResourceFolders/paths`` are searched in order, then
    /// `Bundle.main.resourcePath`. In each folder, a name with an extension is tried as given;
    /// a name without one is tried as `name.png`, `name@2x.png`, `name@3x.png`, then the same
    /// with `.jpg` and with `.jpeg`, and the first file that exists and decodes wins (its
    /// `@2x`/`@3x` suffix sets the scale).
    // UIKit divergence: UIKit prefers the variant matching the screen's scale, looks in asset
    // catalogs and caches named images; here the order is fixed (plain first), files only, and
    // each call reads the file.
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        for folder in ImageResourceFolders.searchOrder {
            for candidate in UIImage.candidateFileNames(for: name) {
                let path = (folder as NSString).appendingPathComponent(candidate)
                guard FileManager.default.fileExists(atPath: path),
                    let data = FileManager.default.contents(atPath: path),
                    let image = UIImage.decodedImage(data)
                else { continue }
                self.init(cgImage: image, scale: UIImage.scale(ofFileNamed: candidate), orientation: .up)
                return
            }
        }
        return nil
    }

    /// The file names ``init(named:)`` tries for `name`, in order.
    static func candidateFileNames(for name: String) -> [String] {
        let ext = (name as NSString).pathExtension
        if !ext.isEmpty, ["png", "jpg", "jpeg"].contains(ext.lowercased()) {
            let base = (name as NSString).deletingPathExtension
            return [name, "\(base)@2x.\(ext)", "\(base)@3x.\(ext)"]
        }
        return ["png", "jpg", "jpeg"].flatMap { ext in ["\(name).\(ext)", "\(name)@2x.\(ext)", "\(name)@3x.\(ext)"] }
    }

    /// 2 or 3 for file names ending in `@2x`/`@3x` before the extension, otherwise 1.
    static func scale(ofFileNamed path: String) -> CGFloat {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if base.hasSuffix("@3x") { return 3 }
        if base.hasSuffix("@2x") { return 2 }
        return 1
    }
}
