import Foundation
import OpenUIKit

extension HeadlessElement {
    /// What kind of element a query finds, named as XCUITest's element types are.
    public enum ElementType: String, Sendable, CaseIterable, CustomStringConvertible {
        /// Matches every type (for ``HeadlessElementTypeQueryProvider/descendants(matching:)``).
        case any
        /// A container or view of no other type that is an accessibility element or has an
        /// accessibility identifier.
        case other
        case window
        /// A `UIAlertController` in the alert style.
        case alert
        /// A `UIAlertController` in the action-sheet style.
        case sheet
        case button
        case staticText
        case textField
        case searchField
        case `switch`
        case slider
        case stepper
        case segmentedControl
        case pageIndicator
        case image
        case link
        case cell
        case table
        case collectionView
        case scrollView
        case navigationBar
        case tabBar
        /// A drawn menu (the edit menu).
        case menu
        /// One command of a menu.
        case menuItem

        public var description: String { rawValue }

        /// The type a view presents as: its class first (the alert's view and the menu by
        /// role), then its accessibility traits, else ``other``.
        @MainActor
        static func of(_ object: UIResponder) -> ElementType {
            if let view = object as? UIView {
                if let alert = view.next as? UIAlertController, alert.view === view {
                    return alert.preferredStyle == .actionSheet ? .sheet : .alert
                }
                switch view.menuRole {
                case .menu?: return .menu
                case .menuItem?: return .menuItem
                case nil: break
                }
                switch view {
                case is UIWindow: return .window
                case is UITableViewCell, is UICollectionViewCell: return .cell
                case is UITableView: return .table
                case is UICollectionView: return .collectionView
                case is UIScrollView: return .scrollView
                case is UISwitch: return .switch
                case is UISlider: return .slider
                case is UIStepper: return .stepper
                case is UISegmentedControl: return .segmentedControl
                case is UIPageControl: return .pageIndicator
                case is UITextField:
                    return view.accessibilityTraits.contains(.searchField) ? .searchField : .textField
                case is UINavigationBar: return .navigationBar
                case is UITabBar: return .tabBar
                case is UIButton: return .button
                case is UILabel: return .staticText
                case is UIImageView: return .image
                default: break
                }
            }
            let traits = object.accessibilityTraits
            if traits.contains(.searchField) { return .searchField }
            if traits.contains(.button) { return .button }
            if traits.contains(.link) { return .link }
            if traits.contains(.adjustable) { return .slider }
            if traits.contains(.image) { return .image }
            if traits.contains(.staticText) { return .staticText }
            return .other
        }
    }
}
