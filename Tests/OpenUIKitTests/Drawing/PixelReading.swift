import Foundation
import OpenUIKit
import Testing

/// The premultiplied RGBA bytes of the pixel at (`x`, `y`) (pixels, top-left origin).
func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
    guard let cgImage = image.cgImage, let data = cgImage.dataProvider?.data,
        x >= 0, y >= 0, x < cgImage.width, y < cgImage.height
    else { return [] }
    let offset = y * cgImage.bytesPerRow + x * 4
    return (0..<4).map { Int(data[data.startIndex + offset + $0]) }
}

/// Whether `actual` matches `expected` byte for byte within `tolerance`.
func matches(_ actual: [Int], _ expected: [Int], tolerance: Int = 2) -> Bool {
    actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
}

let opaqueRed = [255, 0, 0, 255]
let opaqueBlue = [0, 0, 255, 255]
let transparent = [0, 0, 0, 0]
