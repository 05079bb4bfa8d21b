import ConstraintSolver
import Foundation

/// A linear relation between two layout attributes:
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`,
/// at a priority, that the Auto Layout engine satisfies when it is active.
///
/// Changing ``constant`` on an active constraint is a cheap in-place update of the engine,
/// as is moving ``priority`` between optional levels; a required priority cannot become
/// optional (or the reverse) once the constraint is active.
/// - Note: See https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor @preconcurrency
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
    /// The first item: a view or a layout guide.
    public var firstItem: AnyObject? { firstNode }
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// How the two sides compare.
    public let relation: Relation
    /// The second item, or `nil` for a constant size.
    public var secondItem: AnyObject? { secondNode }
    /// The attribute of the second item (`.notAnAttribute` without one).
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute; fixed at creation.
    public let multiplier: CGFloat

    /// The constant added to the second side. Changing it updates the engine in place.
    ///
    /// Stops with a message for NaN or infinite values, which UIKit rejects as well; they would
    /// otherwise reach the solver and give frames of NaN at the next layout.
    open var constant: CGFloat {
        didSet {
            Fatal.check(constant.isFinite, Self.nonFiniteConstantMessage(constant, in: self))
            guard constant != oldValue else { return }
            installation?.engine?.constantDidChange(of: self)
        }
    }

    /// How strongly the constraint holds.
    /// - Note: An active constraint cannot change between required and optional.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            Fatal.check(
                priority.rawValue > 0 && priority.rawValue <= 1000,
                "A constraint's priority must be greater than 0 and at most 1000; you passed \(priority)")
            if isActive {
                Fatal.check(
                    priority.isRequired == oldValue.isRequired,
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(priority) and the existing priority was \(oldValue).")
                installation?.engine?.priorityDidChange(of: self)
            }
        }
    }

    /// A name printed in descriptions and conflict logs.
    open var identifier: String?

    /// Whether the constraint takes part in layout. Activating finds the closest common
    /// ancestor of the items and installs the constraint there.
    open var isActive: Bool {
        get { holder != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { activateNow() } else { deactivateNow() }
        }
    }

    /// The first item as the engine uses it (the object ``firstItem`` returns). The items are
    /// kept as layout nodes, not as `AnyObject`, so activation and expression building never
    /// cast an object to the protocol: each such cast is a conformance lookup in the runtime,
    /// several per constraint. The items and the holder are weak references read by every
    /// activation and layout: `@exclusivity(unchecked)`, as `UIView`'s are (see UIView.swift).
    @exclusivity(unchecked) package private(set) weak var firstNode: (any LayoutNode)?
    /// The second item as the engine uses it (the object ``secondItem`` returns).
    @exclusivity(unchecked) package private(set) weak var secondNode: (any LayoutNode)?

    /// The view the constraint is installed on (the closest common ancestor of its items).
    @exclusivity(unchecked) package weak var holder: UIView?
    /// Where the constraint lives in an engine while active.
    package var installation: ConstraintInstallation?

    /// Creates an inactive constraint
    /// `view1.attr1 relation multiplier × view2.attr2 + c`.
    ///
    /// Stops with a message for the forms UIKit rejects: a location equal to a constant, a
    /// location related to a size, or attributes of different axes.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        guard let firstNode = Self.layoutNode(view1) else {
            Fatal.stop("NSLayoutConstraint items must be views or layout guides, not \(type(of: view1 as AnyObject))")
        }
        var secondNode: (any LayoutNode)?
        if let view2 {
            guard let node = Self.layoutNode(view2) else {
                Fatal.stop("NSLayoutConstraint items must be views or layout guides, not \(type(of: view2 as AnyObject))")
            }
            secondNode = node
        }
        let first: AnyObject = firstNode
        let second: AnyObject? = secondNode
        Fatal.check(attr1 != .notAnAttribute, "A constraint needs a first attribute")
        // UIKit's wording for both (NSInternalInconsistencyException); the constant's names the
        // items where UIKit names their anchors.
        Fatal.check(multiplier.isFinite, "Multiplier is not finite!  That's illegal.  multiplier:\(multiplier)")
        Fatal.check(
            c.isFinite,
            "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(c) firstItem:\(first) secondItem:\(second.map { "\($0)" } ?? "(null)")")
        if !attr1.isDimension {
            Fatal.check(
                second != nil && multiplier != 0 && attr2 != .notAnAttribute,
                "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.")
        }
        if second != nil {
            let sameKind =
                (attr1.isDimension && attr2.isDimension)
                || (attr1.isHorizontalLocation && attr2.isHorizontalLocation)
                || (attr1.isVerticalLocation && attr2.isVerticalLocation)
            Fatal.check(
                sameKind,
                "Invalid pairing of layout attributes: \(attr1.name) and \(attr2.name) are on different axes or mix a location with a size")
            Fatal.check(
                !(attr1.isLeadingOrTrailing && attr2.isLeftOrRight) && !(attr1.isLeftOrRight && attr2.isLeadingOrTrailing),
                "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.")
        }
        self.firstNode = firstNode
        self.firstAttribute = attr1
        self.relation = relation
        self.secondNode = secondNode
        self.secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        self.constant = c
    }

    /// `item` as a layout node when it is a view or a layout guide. Class casts only: neither
    /// a cast to the protocol nor `item as AnyObject`, which on Linux first asks the runtime
    /// whether the value's type bridges (conformance lookups that cost more than the rest of
    /// making the constraint; a stack view makes dozens).
    private static func layoutNode(_ item: Any) -> (any LayoutNode)? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide }
        return nil
    }

    /// Activates each constraint (installing them on their closest common ancestors).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Whether the engine had to break this active constraint to satisfy the others.
    public var isBroken: Bool { installation?.isBroken ?? false }

    /// A description in UIKit's style, such as `<NSLayoutConstraint A.width == 20   (active)>`.
    // UIKit divergence: items are named by accessibility identifier or class instead of by
    // memory address, so logs are the same on every run.
    public var description: String {
        var text = "<NSLayoutConstraint"
        if let identifier { text += ":'\(identifier)'" }
        text += " " + LayoutDescriptions.relationText(
            first: firstItem, firstAttribute: firstAttribute, relation: relation, second: secondItem,
            secondAttribute: secondAttribute, multiplier: multiplier, constant: constant)
        if !priority.isRequired { text += " @\(priority)" }
        if isActive { text += "   (active)" }
        if isBroken { text += " (broken)" }
        return text + ">"
    }
}

/// Where an active constraint sits in an engine.
@MainActor
package struct ConstraintInstallation {
    package weak var engine: LayoutEngine?
    /// The solver's constraint, or `nil` when the engine broke this one.
    package var solverConstraint: Constraint?
    /// The constant of the solver expression apart from `-constant` (baseline offsets).
    package var expressionBase: Double = 0
    /// The views between an item and the common ancestor whose bounds origin is part of
    /// ``expressionBase``.
    package var crossedViews: [WeakViewReference] = []
    /// Whether leading and trailing were resolved right to left.
    package var isMirrored = false
    package var isBroken: Bool { solverConstraint == nil }
}

extension NSLayoutConstraint {
    /// UIKit's words for a NaN or infinite constant set on a constraint, naming the constraint
    /// (UIKit names its two anchors instead).
    static func nonFiniteConstantMessage(_ constant: CGFloat, in constraint: NSLayoutConstraint) -> String {
        "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(constant) constraint:\(constraint)"
    }
}
