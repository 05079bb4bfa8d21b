/// How much a ``Constraint`` matters, on Auto Layout's scale from 1 to 1000.
///
/// 1000 is ``required``: the solver must satisfy it or reject it. Below that, priorities are
/// compared lexicographically: a constraint of a higher priority is never given up to satisfy any
/// number of constraints of lower priorities. Constraints of the same priority share one level,
/// where the solver minimizes the sum of their errors.
public struct Priority: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The numeric priority, in 1...1000.
    public var rawValue: Double

    /// Creates a priority from a number in 1...1000.
    public init(_ rawValue: Double) {
        self.rawValue = rawValue
    }

    /// Creates a priority from a floating-point literal.
    public init(floatLiteral value: Double) {
        self.rawValue = value
    }

    /// Creates a priority from an integer literal.
    public init(integerLiteral value: Int) {
        self.rawValue = Double(value)
    }

    /// Must hold: 1000.
    public static let required = Priority(1000)
    /// Just below required (999); a good level for the size of a window driven by an edit.
    public static let strong = Priority(999)
    /// A middle level (500).
    public static let medium = Priority(500)
    /// The lowest named level (1).
    public static let weak = Priority(1)

    /// Whether this is the required priority.
    public var isRequired: Bool { rawValue >= 1000 }

    /// Whether the value lies in the accepted range 1...1000 (and is not NaN).
    var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

    /// Orders priorities by their numeric value.
    public static func < (lhs: Priority, rhs: Priority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
