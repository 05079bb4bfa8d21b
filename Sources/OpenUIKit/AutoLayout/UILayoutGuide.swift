import Foundation

/// A rectangle that takes part in Auto Layout like a view but draws nothing and takes no
/// touches; spacers, margins and the safe area are guides.
/// - Note: See https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor @preconcurrency
open class UILayoutGuide: LayoutNode {
    /// What defines a guide's rectangle besides user constraints.
    package enum Kind {
        case custom, layoutMargins, safeArea
        /// A scroll view's content and frame layout guides.
        case scrollContent, scrollFrame
    }

    /// The view the guide belongs to (set by `addLayoutGuide(_:)`).
    public internal(set) weak var owningView: UIView?
    /// A name for debugging and logs.
    open var identifier: String = ""
    package var kind: Kind = .custom
    package var engineItem: EngineItem?
    package var referencingConstraints = ConstraintList()

    public init() {}

    package init(kind: Kind, identifier: String) {
        self.kind = kind
        self.identifier = identifier
    }

    package var layoutParentView: UIView? { owningView }

    /// The guide's rectangle in its owning view's coordinates, as last solved.
    public var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        switch kind {
        case .layoutMargins:
            return owningView.bounds.inset(by: owningView.layoutMargins)
        case .safeArea:
            return owningView.bounds.inset(by: owningView.safeAreaInsets)
        case .scrollFrame:
            return owningView.bounds
        case .scrollContent:
            if let frame = engineItem?.engine?.frame(of: self) { return frame }
            // Outside an engine: the content size, which the owner's generated width and height
            // constants carry negated (see UIView.generatedGuideConstants(for:)).
            guard let constants = owningView.generatedGuideConstants(for: self) else { return .zero }
            return CGRect(x: 0, y: 0, width: CGFloat(-constants[2]), height: CGFloat(-constants[3]))
        case .custom:
            return engineItem?.engine?.frame(of: self) ?? .zero
        }
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}
