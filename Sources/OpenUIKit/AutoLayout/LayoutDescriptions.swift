import Foundation

/// How constraints and their items are named in descriptions and logs.
@MainActor
enum LayoutDescriptions {
    /// The name of a view or layout guide.
    static func name(of item: AnyObject?) -> String {
        switch item {
        case let view as UIView: return view.traceName
        case let guide as UILayoutGuide:
            let owner = guide.owningView.map { $0.traceName + "." } ?? ""
            return owner + "'\(guide.identifier)'"
        case nil: return "nil"
        default: return runtimeTypeName(of: item!)
        }
    }

    /// `first.attr relation multiplier*second.attr + constant`, dropping the neutral parts.
    static func relationText(
        first: AnyObject?, firstAttribute: NSLayoutConstraint.Attribute,
        relation: NSLayoutConstraint.Relation, second: AnyObject?,
        secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat
    ) -> String {
        var text = "\(name(of: first)).\(firstAttribute.name) \(relation.symbol) "
        if second != nil {
            if multiplier != 1 { text += "\(format(multiplier))*" }
            text += "\(name(of: second)).\(secondAttribute.name)"
            if constant > 0 { text += " + \(format(constant))" }
            if constant < 0 { text += " - \(format(-constant))" }
        } else {
            text += format(constant)
        }
        return text
    }

    /// A number without a trailing `.0`.
    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}
