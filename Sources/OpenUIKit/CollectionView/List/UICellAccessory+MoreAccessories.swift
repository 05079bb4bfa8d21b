import Foundation

/// What every accessory's options share, so that one initializer makes every accessory.
protocol CellAccessoryOptions {
    var isHidden: Bool { get }
    var reservedLayoutWidth: UICellAccessory.LayoutDimension { get }
    var tintColor: UIColor? { get }
}

extension UICellAccessory.DisclosureIndicatorOptions: CellAccessoryOptions {}
extension UICellAccessory.CheckmarkOptions: CellAccessoryOptions {}
extension UICellAccessory.DeleteOptions: CellAccessoryOptions {}
extension UICellAccessory.ReorderOptions: CellAccessoryOptions {}
extension UICellAccessory.OutlineDisclosureOptions: CellAccessoryOptions {}
extension UICellAccessory.LabelOptions: CellAccessoryOptions {}
extension UICellAccessory.DetailOptions: CellAccessoryOptions {}
extension UICellAccessory.CustomViewConfiguration: CellAccessoryOptions {}
extension UICellAccessory.MultiselectOptions: CellAccessoryOptions {}
extension UICellAccessory.InsertOptions: CellAccessoryOptions {}
extension UICellAccessory.PopUpMenuOptions: CellAccessoryOptions {}

/// The multiple-selection circle, the insert control and the pop-up menu.
extension UICellAccessory {
    /// Run after a pop-up menu accessory's selection changed, with the menu.
    public typealias MenuSelectedElementDidChangeHandler = @MainActor (UIMenu) -> Void

    /// Options of a multiple-selection circle.
    public struct MultiselectOptions: @unchecked Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// The fill of the circle while the row is not selected; none by default.
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

    /// Options of an insert control.
    public struct InsertOptions: @unchecked Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// The fill of the control's circle; system green by default.
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

    /// Options of a pop-up menu.
    public struct PopUpMenuOptions: @unchecked Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
        }
    }

    /// A circle at the leading edge, shown while editing, filled with the tint and checked
    /// while the row is selected.
    public static func multiselect(
        displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
    ) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed: displayed, options: options, background: options.backgroundColor)
    }

    /// A green circle with a plus at the leading edge, shown while editing.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.insert, displayed: displayed, options: options, background: options.backgroundColor, action: actionHandler)
    }

    /// The selected element's title and an up-and-down chevron at the trailing edge; a tap opens
    /// `menu` anchored to it as a pop-up button's, keeping one element selected, and
    /// `selectedElementDidChangeHandler` runs after the selection changed.
    public static func popUpMenu(
        _ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = PopUpMenuOptions(),
        selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.popUpMenu(menu, selectedElementDidChangeHandler), displayed: displayed, options: options)
    }
}
