import Foundation

/// How lines sit between the left and right edges of the text's box.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3
    /// Left in a left-to-right layout direction, right in a right-to-left one.
    case natural = 4

    /// The fraction of the free space put before each line: 0 left, 0.5 centre, 1 right.
    func leadingFraction(rightToLeft: Bool) -> CGFloat {
        switch self {
        case .left: return 0
        case .center: return 0.5
        case .right: return 1
        case .natural, .justified: return rightToLeft ? 1 : 0
        }
    }
}
