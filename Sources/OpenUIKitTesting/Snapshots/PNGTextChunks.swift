import Foundation

/// Reads and writes the `tEXt` chunks of a PNG file: keyword and Latin-1 text pairs that
/// decoders ignore, so the pixels stay what they were.
enum PNGTextChunks {
    private static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// `png` with a `tEXt` chunk for each pair inserted right after the header chunk (IHDR);
    /// nil when `png` is not a PNG file. Keywords are 1–79 printable characters; text outside
    /// Latin-1 is replaced by `?`.
    static func inserting(_ pairs: [(keyword: String, text: String)], into png: Data) -> Data? {
        let bytes = [UInt8](png)
        guard bytes.count > 33, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        let headerEnd = 8 + 12 + Int(readUInt32(bytes, at: 8))
        var out = Array(bytes[0..<headerEnd])
        for (keyword, text) in pairs {
            let key = latin1(keyword)
            guard (1...79).contains(key.count) else { continue }
            out += chunk("tEXt", key + [0] + latin1(text))
        }
        out += bytes[headerEnd...]
        return Data(out)
    }

    /// The `tEXt` chunks of `png`, in file order (empty when there are none or it is not a PNG).
    static func read(_ png: Data) -> [(keyword: String, text: String)] {
        let bytes = [UInt8](png)
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else { return [] }
        var pairs: [(keyword: String, text: String)] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(readUInt32(bytes, at: offset))
            let typeStart = offset + 4
            let dataStart = offset + 8
            guard dataStart + length + 4 <= bytes.count else { break }
            let type = String(decoding: bytes[typeStart..<dataStart], as: UTF8.self)
            if type == "tEXt" {
                let data = bytes[dataStart..<(dataStart + length)]
                if let zero = data.firstIndex(of: 0) {
                    pairs.append((string(data[data.startIndex..<zero]), string(data[(zero + 1)...])))
                }
            }
            if type == "IEND" { break }
            offset = dataStart + length + 4
        }
        return pairs
    }

    private static func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
    }

    private static func string(_ bytes: ArraySlice<UInt8>) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    private static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        let length = UInt32(data.count)
        let crc = crc32(typed)
        return bytesOf(length) + typed + bytesOf(crc)
    }

    private static func bytesOf(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 PNG chunks carry (over the type and the data).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
