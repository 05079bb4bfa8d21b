import Foundation

/// Readable number formatting for traces: integers without a decimal point.
package func traceFormat(_ point: CGPoint) -> String {
    "(\(traceFormat(point.x)), \(traceFormat(point.y)))"
}

package func traceFormat(_ value: CGFloat) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(format: "%.2f", Double(value))
}

/// A list of fingers (or other numbers) as traces print it: "1,2".
package func traceList(_ values: [Int]) -> String {
    values.map(String.init).joined(separator: ",")
}
