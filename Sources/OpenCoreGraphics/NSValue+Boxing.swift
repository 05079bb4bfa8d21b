import Foundation

// How geometry values that Foundation on Linux cannot box are kept in an `NSValue`.
//
// Foundation on Linux stores its own geometry structs (points, sizes, rectangles, ranges,
// its edge insets) in an `NSValue`, and stops the program when asked to store any other
// struct by its encoding. Transforms and UIKit's insets are therefore stored as a C array of
// doubles, which it does accept.
// UIKit divergence: the `objCType` of such a value reads as the array (`[6d]` for a
// `CGAffineTransform`, `[16d]` for a `CATransform3D`, `[4d]` for a `UIEdgeInsets`), not as
// the struct's encoding Apple's platforms show; equality and the typed readers are unaffected.
extension NSValue {
    /// A value holding `values` as a C array of doubles (`objCType` `[Nd]`).
    package convenience init(boxingDoubles values: [Double]) {
        Fatal.check(!values.isEmpty, "NSValue(boxingDoubles:) needs at least one value")
        let byteCount = values.count * MemoryLayout<Double>.stride
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: MemoryLayout<Double>.alignment)
        defer { bytes.deallocate() }
        values.withUnsafeBytes { bytes.copyMemory(from: $0.baseAddress!, byteCount: byteCount) }
        let encoding = Array("[\(values.count)d]".utf8CString)
        self.init(bytes: bytes, objCType: encoding.withUnsafeBufferPointer { $0.baseAddress! })
    }

    /// The type encoding of the stored value, as a Swift string.
    package var typeEncoding: String { String(cString: objCType) }

    /// The stored doubles when the value holds a C array of exactly `count` doubles.
    package func unboxedDoubles(count: Int) -> [Double]? {
        guard typeEncoding == "[\(count)d]" else { return nil }
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values
    }

    /// The stored doubles for a typed reader; stops, naming `reader` and `typeName`, when
    /// the value holds something else.
    package func requiredDoubles(count: Int, reader: String, typeName: String) -> [Double] {
        guard let values = unboxedDoubles(count: count) else {
            Fatal.stop("NSValue.\(reader): the value holds \(typeEncoding), not a \(typeName)")
        }
        return values
    }

    /// Whether the value holds a Foundation geometry struct whose encoding starts with
    /// `{name=` (`CGPoint`, `CGSize`, `CGRect`).
    package func holdsStruct(named name: String) -> Bool {
        typeEncoding.hasPrefix("{\(name)=")
    }
}
