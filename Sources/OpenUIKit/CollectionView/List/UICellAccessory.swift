import Foundation

/// A view at the leading or trailing edge of a list cell: a disclosure chevron, a checkmark,
/// a delete or reorder control, an outline's expand/collapse chevron, a label, a detail
/// button or a view of the app's. Give a list of them to ``UICollectionViewListCell/accessories``.
/// - Note: See https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct
public struct UICellAccessory: @unchecked Sendable {
    // @unchecked: the handlers, colours and custom views are main-actor values used on the
    // main actor only.

    /// When an accessory shows, by the list's editing mode.
    public enum DisplayedState: Int, Hashable, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// The width kept for an accessory.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// The standard width of system accessories (so rows line up).
        case standard
        /// A number of points.
        case custom(CGFloat)
    }

    /// Which edge a custom accessory sits at, when it shows, and where among the others.
    public enum Placement: @unchecked Sendable {
        /// Gives the index an accessory takes among the accessories already at its edge.
        public typealias Position = ([UICellAccessory]) -> Int
        case leading(displayed: DisplayedState = .always, at: Position = UICellAccessory.position(before: { _ in false }))
        case trailing(displayed: DisplayedState = .always, at: Position = UICellAccessory.position(before: { _ in false }))
    }

    /// Run when the accessory is tapped.
    public typealias ActionHandler = () -> Void

    /// A position before the first accessory that `condition` accepts (at the end when none).
    public static func position(before condition: @escaping (UICellAccessory) -> Bool) -> Placement.Position {
        { accessories in accessories.firstIndex(where: condition) ?? accessories.count }
    }

    /// A position after the last accessory that `condition` accepts (at the start when none).
    public static func position(after condition: @escaping (UICellAccessory) -> Bool) -> Placement.Position {
        { accessories in (accessories.lastIndex(where: condition).map { $0 + 1 }) ?? 0 }
    }

    /// Options of a disclosure indicator.
    public struct DisclosureIndicatorOptions: @unchecked Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options of a checkmark.
    public struct CheckmarkOptions: @unchecked Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options of a delete control.
    public struct DeleteOptions: @unchecked Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// The fill of the control's circle; system red by default.
        public var backgroundColor: UIColor?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of a reorder control.
    public struct ReorderOptions: @unchecked Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// Whether a vertical line separates the control from the content.
        public var showsVerticalSeparator: Bool
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            showsVerticalSeparator: Bool = true
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Options of an outline disclosure.
    public struct OutlineDisclosureOptions: @unchecked Sendable {
        /// How a tap toggles the item.
        public enum Style: Int, Hashable, Sendable {
            /// `.header` for a section's header row, `.cell` otherwise.
            case automatic
            /// A tap anywhere on the row toggles it; the row is not selected.
            case header
            /// Only a tap on the chevron toggles it; a tap elsewhere selects the row.
            case cell
        }
        public var style: Style
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public init(
            style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options of a label.
    public struct LabelOptions: @unchecked Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// The label's font; body by default.
        public var font: UIFont
        public var adjustsFontForContentSizeCategory: Bool
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.font = font ?? UIFont.preferredFont(forTextStyle: .body)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    /// Options of a detail (info) button.
    public struct DetailOptions: @unchecked Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// An app's view shown as an accessory.
    public struct CustomViewConfiguration: @unchecked Sendable {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// Whether the view keeps its own size (else it is sized to the row's height).
        public var maintainsFixedSize: Bool
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }

    /// Which accessory this is.
    enum Kind {
        case disclosureIndicator, checkmark, delete, reorder, outlineDisclosure(OutlineDisclosureOptions.Style)
        case label(String, UIFont), detail, customView(UIView, leading: Bool, fixedSize: Bool)
        case multiselect, insert, popUpMenu(UIMenu, MenuSelectedElementDidChangeHandler?)
    }

    let kind: Kind
    /// When the accessory shows.
    public let displayedState: DisplayedState
    /// Whether the accessory is hidden (its width is still kept).
    public var isHidden: Bool
    /// The width kept for the accessory.
    public var reservedLayoutWidth: LayoutDimension
    /// The accessory's colour; nil takes the kind's.
    public var tintColor: UIColor?
    let backgroundColor: UIColor?
    let actionHandler: ActionHandler?

    /// The one way every factory makes its accessory: the kind, when it shows, and what its
    /// options share (hidden, reserved width, tint).
    init(
        _ kind: Kind, displayed: DisplayedState, options: some CellAccessoryOptions, background: UIColor? = nil,
        action: ActionHandler? = nil
    ) {
        self.kind = kind
        displayedState = displayed
        isHidden = options.isHidden
        reservedLayoutWidth = options.reservedLayoutWidth
        tintColor = options.tintColor
        backgroundColor = background
        actionHandler = action
    }

    /// A chevron pointing to the trailing edge: the row leads somewhere.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, options: options)
    }

    /// A checkmark in the tint colour.
    public static func checkmark(
        displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
    ) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, options: options)
    }

    /// A red circle with a minus at the leading edge, shown while editing.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.delete, displayed: displayed, options: options, background: options.backgroundColor, action: actionHandler)
    }

    /// Three lines at the trailing edge, shown while editing.
    public static func reorder(
        displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
    ) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed, options: options)
    }

    /// A chevron at the trailing edge that expands (pointing down) and collapses (pointing to
    /// the trailing edge) the row's children in an outline. Without `actionHandler`, a tap
    /// toggles the item in the diffable data source's section snapshot.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(options.style), displayed: displayed, options: options, action: actionHandler)
    }

    /// A text at the trailing edge (a count, a value).
    public static func label(
        text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
    ) -> UICellAccessory {
        UICellAccessory(.label(text, options.font), displayed: displayed, options: options)
    }

    /// An info button (a circled "i") in the tint colour.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.detail, displayed: displayed, options: options, action: actionHandler)
    }

    /// The app's view, where its configuration places it.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let leading: Bool
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _):
            leading = true
            displayed = state
        case .trailing(let state, _):
            leading = false
            displayed = state
        }
        return UICellAccessory(.customView(configuration.customView, leading: leading, fixedSize: configuration.maintainsFixedSize),
            displayed: displayed, options: configuration)
    }

    /// Whether the accessory sits at the leading edge.
    var isLeading: Bool {
        switch kind {
        case .delete, .multiselect, .insert: return true
        case .customView(_, let leading, _): return leading
        default: return false
        }
    }

    /// Whether the accessory shows when the list's editing mode is `editing`.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayedState {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}
