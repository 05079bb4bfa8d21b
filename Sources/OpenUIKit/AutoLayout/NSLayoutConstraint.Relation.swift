import Foundation

extension NSLayoutConstraint {
    /// How the two sides of a constraint compare.
    /// - Note: See https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation
    public enum Relation: Int, Sendable, CaseIterable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1

        package var symbol: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }
    }
}
