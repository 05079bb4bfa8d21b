import Foundation
import OpenUIKit
import OpenUIKitTesting

/// Prints a section heading of the tour.
func section(_ title: String) { print("\n== \(title) ==") }

/// Prints the trace recorded since the last call (only `stages` when given), then clears it.
/// With `quiet`, the recognizers' per-touch lines ("Scroll.pan.touchesMoved [1]"), the list of
/// recognizers collected at touch-down and the resets at the end are left out: they repeat
/// what the first sections already showed.
@MainActor
func show(_ app: HeadlessApp, _ stages: Set<EventTrace.Stage>? = nil, quiet: Bool = false) {
    for entry in app.trace.entries where stages?.contains(entry.stage) ?? true {
        if quiet && entry.stage == .gesture && isRoutineGestureLine(entry.message) { continue }
        print("    " + entry.message)
    }
    app.trace.clear()
}

/// Prints the virtual clock's time and what the script does, or sees, at that moment.
@MainActor
func moment(_ app: HeadlessApp, _ what: String) {
    print("  t=\(seconds(app.now)) \(what)")
}

/// A time with three decimals.
func seconds(_ value: TimeInterval) -> String { String(format: "%.3f", value) }

/// A point as "(x, y)" with at most one decimal.
func point(_ value: CGPoint) -> String {
    func number(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v))
    }
    return "(\(number(value.x)), \(number(value.y)))"
}

private func isRoutineGestureLine(_ message: String) -> Bool {
    let perTouch = [".touchesBegan [", ".touchesMoved [", ".touchesEnded [", ".touchesCancelled ["]
    return perTouch.contains { message.contains($0) }
        || message.hasSuffix("reset → possible")
        || (message.hasPrefix("finger ") && message.contains(" recognizers: "))
}
