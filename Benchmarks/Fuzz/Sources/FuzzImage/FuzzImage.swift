import Foundation
import FuzzerDriver
import OpenUIKit

/// libFuzzer entry point: bytes decoded with `UIImage(data:)`, on the PNG and the JPEG paths.
/// The first byte chooses how the rest becomes the file (see ``ImageBytes``): as is, behind a
/// PNG or JPEG signature, or as a small image the library encodes itself and the remaining
/// bytes then corrupt (flip, overwrite, cut). Decoding must give nil or an image within the
/// decoders' limits (32,767 pixels a side, 2^28 pixels), with a finite size; a crash, a
/// trap, or an allocation past libFuzzer's `-malloc_limit_mb` is reported with the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        guard let file = ImageBytes.file(from: bytes[...]) else { return }
        guard let image = UIImage(data: file) else { return }
        guard let cgImage = image.cgImage else {
            fatalError("UIImage(data:) gave an image without pixels for \(file.count) bytes")
        }
        let width = cgImage.width, height = cgImage.height
        guard width > 0, height > 0, width <= 32_767, height <= 32_767, width * height <= 1 << 28 else {
            fatalError("UIImage(data:) decoded \(width)×\(height) pixels, past the decoders' limits")
        }
        guard image.size.width.isFinite, image.size.height.isFinite, image.size.width > 0, image.size.height > 0 else {
            fatalError("UIImage(data:) gave an image of size \(image.size)")
        }
        // A decoded image must draw: into a small context, scaled down, so the cost stays
        // bounded whatever its size.
        if width * height <= 1 << 20 {
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8))
            _ = renderer.image { _ in image.draw(in: CGRect(x: 0, y: 0, width: 8, height: 8)) }
        }
    }
    return 0
}

/// The program's entry point (SwiftPM calls an executable's `main` `FuzzImage_main`): hands the
/// command line to libFuzzer's driver with the harness above.
@_cdecl("FuzzImage_main")
public func fuzzImageMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        guard let data else { return 0 }
        return fuzzImage(data, size)
    }
}
