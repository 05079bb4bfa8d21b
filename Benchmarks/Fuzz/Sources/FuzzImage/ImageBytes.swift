import Foundation
import OpenUIKit

/// How the fuzzer's bytes become an image file. The first byte's low three bits choose:
///
/// - 0, 1: the rest as is;
/// - 2: the PNG signature, then the rest;
/// - 3: the PNG signature and an IHDR chunk of the width and height in the next eight bytes
///   (so the header checks see every size), then the rest;
/// - 4: a JPEG start-of-image marker, then the rest;
/// - 5, 6, 7: a small image (sides from the next two bytes, 1…32, colours from the next
///   three) encoded by the library as PNG (5) or JPEG (6, 7), then corrupted by the rest read
///   in threes: a position (two bytes) and a value; value 0 cuts the file there, 1 flips the
///   byte's bits, anything else overwrites the byte.
@MainActor
enum ImageBytes {
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func file(from input: ArraySlice<UInt8>) -> Data? {
        var bytes = input
        guard let mode = bytes.popFirst() else { return nil }
        switch mode & 7 {
        case 2:
            return Data(pngSignature + bytes)
        case 3:
            let size = Array(bytes.prefix(8)) + [UInt8](repeating: 0, count: max(0, 8 - bytes.count))
            let header = pngSignature + [0, 0, 0, 13] + Array("IHDR".utf8) + size
            return Data(header + bytes.dropFirst(8))
        case 4:
            return Data([0xFF, 0xD8, 0xFF] + bytes)
        case 5, 6, 7:
            guard var encoded = encodedImage(asPNG: mode & 7 == 5, from: &bytes) else { return nil }
            while bytes.count >= 3 {
                let position = (Int(bytes.removeFirst()) << 8 | Int(bytes.removeFirst())) % max(encoded.count, 1)
                let value = bytes.removeFirst()
                guard position < encoded.count else { break }
                switch value {
                case 0: encoded.removeSubrange(position...)
                case 1: encoded[position] = ~encoded[position]
                default: encoded[position] = value
                }
            }
            return Data(encoded)
        default:
            return Data(bytes)
        }
    }

    /// A flat-coloured image with a diagonal line, encoded by the library.
    private static func encodedImage(asPNG: Bool, from bytes: inout ArraySlice<UInt8>) -> [UInt8]? {
        func next() -> UInt8 { bytes.popFirst() ?? 0 }
        let width = CGFloat(Int(next()) % 32 + 1), height = CGFloat(Int(next()) % 32 + 1)
        let color = UIColor(red: CGFloat(next()) / 255, green: CGFloat(next()) / 255, blue: CGFloat(next()) / 255, alpha: 1)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
        let image = renderer.image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
            UIColor.black.setStroke()
            let path = UIBezierPath()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: width, y: height))
            path.stroke()
        }
        let data = asPNG ? image.pngData() : image.jpegData(compressionQuality: 0.8)
        return data.map { [UInt8]($0) }
    }
}
