import Foundation
import OpenUIKit

/// Something to search below — the application, an element, or every element a query
/// found — with a query per element type, named as XCUITest names them.
///
/// ```swift
/// app.buttons["Save"].tap()
/// #expect(app.cells.count == 3)
/// #expect(app.alerts["Delete?"].buttons["Delete"].exists)
/// ```
@MainActor @preconcurrency
public protocol HeadlessElementTypeQueryProvider {
    /// Every element of `type` below this one (at any depth).
    func descendants(matching type: HeadlessElement.ElementType) -> HeadlessElementQuery
    /// Every element of `type` directly inside this one.
    func children(matching type: HeadlessElement.ElementType) -> HeadlessElementQuery
}

extension HeadlessElementTypeQueryProvider {
    /// Descendants that are containers or views of no other type (see
    /// ``HeadlessElement/ElementType/other``).
    public var otherElements: HeadlessElementQuery { descendants(matching: .other) }
    public var windows: HeadlessElementQuery { descendants(matching: .window) }
    public var alerts: HeadlessElementQuery { descendants(matching: .alert) }
    public var sheets: HeadlessElementQuery { descendants(matching: .sheet) }
    public var buttons: HeadlessElementQuery { descendants(matching: .button) }
    public var staticTexts: HeadlessElementQuery { descendants(matching: .staticText) }
    public var textFields: HeadlessElementQuery { descendants(matching: .textField) }
    public var searchFields: HeadlessElementQuery { descendants(matching: .searchField) }
    public var switches: HeadlessElementQuery { descendants(matching: .switch) }
    public var sliders: HeadlessElementQuery { descendants(matching: .slider) }
    public var steppers: HeadlessElementQuery { descendants(matching: .stepper) }
    public var segmentedControls: HeadlessElementQuery { descendants(matching: .segmentedControl) }
    public var pageIndicators: HeadlessElementQuery { descendants(matching: .pageIndicator) }
    public var images: HeadlessElementQuery { descendants(matching: .image) }
    public var links: HeadlessElementQuery { descendants(matching: .link) }
    public var cells: HeadlessElementQuery { descendants(matching: .cell) }
    public var tables: HeadlessElementQuery { descendants(matching: .table) }
    public var collectionViews: HeadlessElementQuery { descendants(matching: .collectionView) }
    public var scrollViews: HeadlessElementQuery { descendants(matching: .scrollView) }
    public var navigationBars: HeadlessElementQuery { descendants(matching: .navigationBar) }
    public var tabBars: HeadlessElementQuery { descendants(matching: .tabBar) }
    public var menus: HeadlessElementQuery { descendants(matching: .menu) }
    public var menuItems: HeadlessElementQuery { descendants(matching: .menuItem) }
}
