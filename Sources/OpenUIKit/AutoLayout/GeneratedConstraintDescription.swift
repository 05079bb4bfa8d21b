import Foundation

/// What names a constraint the engine generated (a frame, an intrinsic size, a guide's
/// placement) in conflict logs, kept as the values it is made of; the text is written only
/// when a log asks for it (``text``). Every view that joins an engine gets two to four such
/// constraints, and almost none is ever printed, so writing their text up front cost a good
/// part of building a screen.
@MainActor
package enum GeneratedConstraintDescription {
    /// `<NSAutoresizingMaskLayoutConstraint h=--& v=--& name.label == value   (active)>`.
    case frame(mask: UIView.AutoresizingMask, name: String, label: StaticString, value: CGFloat)
    /// `<NSContentSizeLayoutConstraint name.label == value Hug:250>` (the hugging one) or
    /// `… CompressionResistance:750>`.
    case contentSize(name: String, label: StaticString, value: CGFloat, priority: UILayoutPriority, isHugging: Bool)
    /// `<NSLayoutConstraint:'identifier-label' owner.'identifier'.label   (active)>`; `owner`
    /// is the owning view's name, nil for a guide without one.
    case guide(identifier: String, owner: String?, label: StaticString)
    /// `<fitting size wish value @priority>`: a target size `systemLayoutSizeFitting` solves
    /// toward, in its scratch engine.
    case fittingWish(value: CGFloat, priority: UILayoutPriority)

    /// The description as UIKit prints it.
    package var text: String {
        switch self {
        case .frame(let mask, let name, let label, let value):
            return
                "<NSAutoresizingMaskLayoutConstraint \(LayoutEngine.maskNotation(mask)) \(name).\(label) == \(LayoutDescriptions.format(value))   (active)>"
        case .contentSize(let name, let label, let value, let priority, let isHugging):
            let text = "\(name).\(label) == \(LayoutDescriptions.format(value))"
            return isHugging
                ? "<NSContentSizeLayoutConstraint \(text) Hug:\(priority)>"
                : "<NSContentSizeLayoutConstraint \(text) CompressionResistance:\(priority)>"
        case .guide(let identifier, let owner, let label):
            let name = (owner.map { $0 + "." } ?? "") + "'\(identifier)'"
            return "<NSLayoutConstraint:'\(identifier)-\(label)' \(name).\(label)   (active)>"
        case .fittingWish(let value, let priority):
            return "<fitting size wish \(value) @\(priority)>"
        }
    }
}
