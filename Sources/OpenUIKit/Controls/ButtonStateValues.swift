import Foundation

/// A button's per-state appearance values (titles, images) with UIKit's lookup rule: the value
/// set for exactly the state asked, else the one set for `.normal`.
///
/// Combined states do not fall back to their parts: a value for `.selected` is not used in
/// `[.selected, .highlighted]`, which falls back to `.normal`, as in UIKit.
struct ButtonStateValues<Value> {
    private var values: [UInt: Value] = [:]

    /// The value set for exactly `state`; assigning `nil` removes it.
    subscript(exactly state: UIControl.State) -> Value? {
        get { values[state.rawValue] }
        set { values[state.rawValue] = newValue }
    }

    /// The value for `state`: its own, else the normal state's.
    func value(for state: UIControl.State) -> Value? {
        values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
    }
}
