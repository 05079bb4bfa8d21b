import Foundation

extension NSLayoutConstraint {
    /// The standard space between two sibling views in a visual format (`[a]-[b]`).
    package static let visualFormatSiblingSpace: CGFloat = 8
    /// The standard space between a view and its superview's edge in a visual format (`|-[a]`).
    package static let visualFormatSuperviewSpace: CGFloat = 20

    /// The constraints a visual format string describes, not yet active: the spaces between
    /// the views and to the superview's edges (`|`), each view's size predicates, and, with
    /// alignment `opts`, the views aligned with each other across the axis.
    ///
    /// A string that cannot be read, a name in neither dictionary, an alignment along the
    /// format's own axis or a `|` beside a view without a superview stops with a message that
    /// shows where, as UIKit raises an invalid-argument exception.
    public class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var numbers: [String: CGFloat] = [:]
        for (name, value) in metrics ?? [:] {
            guard let number = Self.visualFormatNumber(value), number.isFinite else {
                Fatal.stop("Unable to parse constraint format: the metric \(name) is not a finite number (\(value))\n\(format)")
            }
            numbers[name] = number
        }
        let parsed: VisualFormat
        do {
            parsed = try VisualFormat.parse(format, metrics: numbers, viewNames: Set(views.keys))
        } catch {
            Fatal.stop(error.description)
        }
        var resolved: [String: UIView] = [:]
        let named = parsed.items.flatMap { item in
            [item.name] + item.predicates.compactMap { predicate in
                if case .view(let name) = predicate.object { return name } else { return nil }
            }
        }
        for name in named {
            guard let view = views[name] as? UIView else {
                Fatal.stop("Unable to parse constraint format: the views dictionary's value for \(name) is not a view\n\(format)")
            }
            resolved[name] = view
        }
        return VisualFormatBuilder(format: format, parsed: parsed, options: opts, views: resolved).constraints()
    }

    /// A metric's value as a number: `NSNumber`, or one of Swift's number types.
    private static func visualFormatNumber(_ value: Any) -> CGFloat? {
        switch value {
        case let number as CGFloat: return number
        case let number as Double: return CGFloat(number)
        case let number as Float: return CGFloat(number)
        case let number as Int: return CGFloat(number)
        case let number as NSNumber: return CGFloat(number.doubleValue)
        default: return nil
        }
    }
}

/// Makes the constraints of a parsed visual format.
@MainActor
private struct VisualFormatBuilder {
    let format: String
    let parsed: VisualFormat
    let options: NSLayoutConstraint.FormatOptions
    let views: [String: UIView]

    /// The edge a view starts at and ends at along the axis, and whether the axis runs towards
    /// smaller coordinates (right to left).
    private var edges: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute, reversed: Bool) {
        if parsed.isVertical { return (.top, .bottom, false) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right, false)
        case .directionRightToLeft: return (.right, .left, true)
        default: return (.leading, .trailing, false)
        }
    }

    func constraints() -> [NSLayoutConstraint] {
        let items = parsed.items.map { ($0, views[$0.name]!) }
        var made: [NSLayoutConstraint] = []
        let (start, end, reversed) = edges
        let size: NSLayoutConstraint.Attribute = parsed.isVertical ? .height : .width
        let baselines = parsed.isVertical && options.contains(.spacingBaselineToBaseline)

        /// `later`'s start follows `earlier`'s end by each of `space`'s predicates.
        func follow(
            _ later: UIView, _ laterEdge: NSLayoutConstraint.Attribute, after earlier: UIView,
            _ earlierEdge: NSLayoutConstraint.Attribute, _ space: VisualFormat.Space, standard: CGFloat
        ) {
            for predicate in predicates(of: space, standard: standard) {
                guard case .constant(let constant) = predicate.object else { continue }
                let constraint =
                    reversed
                    ? NSLayoutConstraint(
                        item: earlier, attribute: earlierEdge, relatedBy: predicate.relation, toItem: later,
                        attribute: laterEdge, multiplier: 1, constant: constant)
                    : NSLayoutConstraint(
                        item: later, attribute: laterEdge, relatedBy: predicate.relation, toItem: earlier,
                        attribute: earlierEdge, multiplier: 1, constant: constant)
                constraint.priority = UILayoutPriority(predicate.priority)
                made.append(constraint)
            }
        }

        if let space = parsed.leadingSpace, let (_, first) = items.first {
            follow(first, start, after: superview(of: first), start, space, standard: NSLayoutConstraint.visualFormatSuperviewSpace)
        }
        for (index, (item, view)) in items.enumerated() {
            for predicate in item.predicates {
                let constraint: NSLayoutConstraint
                switch predicate.object {
                case .constant(let constant):
                    constraint = NSLayoutConstraint(
                        item: view, attribute: size, relatedBy: predicate.relation, toItem: nil, attribute: .notAnAttribute,
                        multiplier: 1, constant: constant)
                case .view(let name):
                    constraint = NSLayoutConstraint(
                        item: view, attribute: size, relatedBy: predicate.relation, toItem: views[name],
                        attribute: size, multiplier: 1, constant: 0)
                }
                constraint.priority = UILayoutPriority(predicate.priority)
                made.append(constraint)
            }
            guard index > 0 else { continue }
            let previous = items[index - 1].1
            follow(
                view, baselines ? .firstBaseline : start, after: previous, baselines ? .lastBaseline : end,
                parsed.spaces[index - 1], standard: NSLayoutConstraint.visualFormatSiblingSpace)
        }
        if let space = parsed.trailingSpace, let (_, last) = items.last {
            follow(superview(of: last), end, after: last, end, space, standard: NSLayoutConstraint.visualFormatSuperviewSpace)
        }
        made.append(contentsOf: alignments(items.map(\.1)))
        return made
    }

    /// A space's predicates, the standard one made explicit (a flush space is 0).
    private func predicates(of space: VisualFormat.Space, standard: CGFloat) -> [VisualFormat.Predicate] {
        switch space {
        case .flush: return [VisualFormat.Predicate(relation: .equal, object: .constant(0), priority: 1000)]
        case .standard: return [VisualFormat.Predicate(relation: .equal, object: .constant(standard), priority: 1000)]
        case .predicates(let predicates): return predicates
        }
    }

    private func superview(of view: UIView) -> UIView {
        guard let superview = view.superview else {
            Fatal.stop(
                "Unable to parse constraint format: \nUnable to interpret '|' character, because the related view doesn't have a superview\n\(format)")
        }
        return superview
    }

    /// The alignment constraints: each view's attribute equal to the previous view's, for each
    /// attribute the options name; attributes along the format's own axis are refused.
    private func alignments(_ views: [UIView]) -> [NSLayoutConstraint] {
        let all: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        let asked = all.filter { options.contains($0.0) }.map(\.1)
        let known = all.reduce(NSLayoutConstraint.FormatOptions()) { $0.union($1.0) }
        let unknown = options.intersection(.alignmentMask).subtracting(known)
        if !unknown.isEmpty {
            Fatal.stop("Unable to parse constraint format: the options' alignment bits \(unknown.rawValue) name no attribute\n\(format)")
        }
        var made: [NSLayoutConstraint] = []
        for attribute in asked {
            let alongAxis = parsed.isVertical ? attribute.isVerticalLocation : attribute.isHorizontalLocation
            if alongAxis {
                let axis = parsed.isVertical ? "vertical" : "horizontal"
                Fatal.stop(
                    "Unable to parse constraint format: \nOptions mask required views to be aligned on a \(axis) edge, which is not allowed for layout that is also \(axis).\n\(format)")
            }
            for index in views.indices.dropFirst() {
                made.append(
                    NSLayoutConstraint(
                        item: views[index], attribute: attribute, relatedBy: .equal, toItem: views[index - 1],
                        attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return made
    }
}
