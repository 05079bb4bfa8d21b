import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A switch that notes its track colour when `didMoveToWindow()` runs.
private final class WatchedSwitch: UISwitch {
    var onTintAtDidMoveToWindow: UIColor?
    override func didMoveToWindow() {
        super.didMoveToWindow()
        onTintAtDidMoveToWindow = onTintColor
    }
}

/// A view class that appearance rules select by containment.
private final class CardView: UIView {}
/// A second container class, for rules with two containers.
private final class ShelfView: UIView {}
/// A view controller class that appearance rules select by containment.
private final class SettingsController: UIViewController {}

@MainActor @Suite struct AppearanceProxyTests {
    @Test("A proxy's values reach a view as it enters a window, before didMoveToWindow, and not before")
    func appliedOnWindowEntry() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        UISwitch.appearance().onTintColor = .systemPink
        UIView.appearance().tintColor = .systemOrange
        let toggle = WatchedSwitch()
        #expect(toggle.onTintColor == nil, "nothing is applied outside a window")
        window.addSubview(toggle)
        #expect(toggle.onTintColor == UIColor.systemPink)
        #expect(toggle.onTintAtDidMoveToWindow == UIColor.systemPink)
        #expect(toggle.tintColor == UIColor.systemOrange)
        // Read back through the proxy.
        #expect(UISwitch.appearance().onTintColor == UIColor.systemPink)
        #expect(UISwitch.appearance().thumbTintColor == nil)
    }

    @Test("Values recorded later reach a view only when it enters a window again")
    func laterValuesWaitForTheNextEntry() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let label = UILabel()
        window.addSubview(label)
        UILabel.appearance().textColor = .systemGreen
        #expect(label.textColor == UIColor.label)
        label.removeFromSuperview()
        window.addSubview(label)
        #expect(label.textColor == UIColor.systemGreen)
    }

    @Test("A value set on the instance wins over appearance, whether set before or after the view entered")
    func instanceValuesWin() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        UILabel.appearance().textColor = .systemRed
        UILabel.appearance().font = UIFont.systemFont(ofSize: 30)
        let before = UILabel()
        before.textColor = .systemBlue
        window.addSubview(before)
        #expect(before.textColor == UIColor.systemBlue)
        #expect(before.font.pointSize == 30, "the font was not set directly, so appearance sets it")

        let after = UILabel()
        window.addSubview(after)
        #expect(after.textColor == UIColor.systemRed)
        after.textColor = .systemTeal
        after.removeFromSuperview()
        window.addSubview(after)
        #expect(after.textColor == UIColor.systemTeal)
    }

    @Test("More specific containment wins, containers are matched in order through views and view controllers")
    func containmentSpecificity() {
        let app = HeadlessApp()
        let settings = SettingsController()
        let window = app.makeWindow(rootViewController: settings)
        UILabel.appearance().textColor = .systemRed
        UILabel.appearance(whenContainedInInstancesOf: [CardView.self]).textColor = .systemBlue
        UILabel.appearance(whenContainedInInstancesOf: [CardView.self, ShelfView.self]).textColor = .systemGreen
        UILabel.appearance(whenContainedInInstancesOf: [SettingsController.self]).font = UIFont.systemFont(ofSize: 11)
        // Asking again for the same proxy gives the values recorded.
        #expect(UILabel.appearance(whenContainedInInstancesOf: [CardView.self]).textColor == UIColor.systemBlue)

        let loose = UILabel()
        let inCard = UILabel()
        let inCardOnShelf = UILabel()
        let card = CardView()
        let shelf = ShelfView()
        let cardOnShelf = CardView()
        card.addSubview(inCard)
        // A shelf holding a card: the card is the nearest container, the shelf further out.
        shelf.addSubview(cardOnShelf)
        cardOnShelf.addSubview(inCardOnShelf)
        settings.view.addSubview(loose)
        settings.view.addSubview(card)
        settings.view.addSubview(shelf)
        #expect(loose.textColor == UIColor.systemRed)
        #expect(inCard.textColor == UIColor.systemBlue)
        #expect(inCardOnShelf.textColor == UIColor.systemGreen)
        #expect([loose, inCard, inCardOnShelf].allSatisfy { $0.font.pointSize == 11 })

        // The order matters: a shelf inside a card is not a card on a shelf.
        let shelfInCard = ShelfView()
        let reversed = UILabel()
        let outerCard = CardView()
        outerCard.addSubview(shelfInCard)
        shelfInCard.addSubview(reversed)
        window.addSubview(outerCard)
        #expect(reversed.textColor == UIColor.systemBlue)
        #expect(reversed.font.pointSize == UIFont.labelFontSize, "outside the settings controller")
    }

    @Test("A subclass's rule wins over its superclass's, whatever order they were recorded in")
    func subclassRulesWin() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        UISwitch.appearance().backgroundColor = .systemBlue
        UIView.appearance().backgroundColor = .systemYellow
        let toggle = UISwitch()
        let plain = UIView()
        window.addSubview(toggle)
        window.addSubview(plain)
        #expect(toggle.backgroundColor == UIColor.systemBlue)
        #expect(plain.backgroundColor == UIColor.systemYellow)
    }

    @Test("appearance(for:) applies to views whose traits contain the given ones")
    func traitSpecificAppearance() {
        let app = HeadlessApp()
        let root = UIViewController()
        let window = app.makeWindow(rootViewController: root)
        UIPageControl.appearance().currentPageIndicatorTintColor = .systemGray
        UIPageControl.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).currentPageIndicatorTintColor =
            .systemIndigo
        let light = UIPageControl()
        root.view.addSubview(light)
        let darkContainer = UIView()
        darkContainer.overrideUserInterfaceStyle = .dark
        let dark = UIPageControl()
        darkContainer.addSubview(dark)
        window.addSubview(darkContainer)
        #expect(light.currentPageIndicatorTintColor == UIColor.systemGray)
        #expect(dark.currentPageIndicatorTintColor == UIColor.systemIndigo)
    }

    @Test("Each application keeps its own appearance rules")
    func rulesBelongToTheApplication() {
        let first = HeadlessApp()
        UISlider.appearance().minimumTrackTintColor = .systemRed
        let firstSlider = UISlider()
        first.makeWindow().addSubview(firstSlider)
        let second = HeadlessApp()
        let secondSlider = UISlider()
        second.makeWindow().addSubview(secondSlider)
        #expect(firstSlider.minimumTrackTintColor == UIColor.systemRed)
        #expect(secondSlider.minimumTrackTintColor == nil)
        #expect(UISlider.appearance().minimumTrackTintColor == nil, "the proxy now records for the second application")
    }

    @Test("The library's own defaults do not count as values set on the instance")
    func libraryDefaultsAreNotDirect() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        UIView.appearance().backgroundColor = .systemMint
        UIView.appearance().tintColor = .systemBrown
        let views: [UIView] = [
            UITableView(), UITableView(frame: .zero, style: .insetGrouped), UINavigationBar(), UITabBar(), UIToolbar(),
            UISearchBar(), UISwitch(), UISlider(), UIPageControl(), UISegmentedControl(items: ["A", "B"]), UILabel(),
            UIButton(type: .system), UIStepper(), UITextField(),
        ]
        for view in views { window.addSubview(view) }
        let missed = views.filter { $0.backgroundColor != UIColor.systemMint || $0.tintColor != UIColor.systemBrown }
        #expect(missed.isEmpty, "\(missed.map { String(describing: type(of: $0)) })")
    }

    @Test("Button title colours per state go through the proxy")
    func buttonTitleColors() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        UIButton.appearance().setTitleColor(.systemRed, for: .normal)
        UIButton.appearance().setTitleColor(.systemGray, for: .disabled)
        #expect(UIButton.appearance().titleColor(for: .disabled) == UIColor.systemGray)
        let button = UIButton(type: .custom)
        let mine = UIButton(type: .custom)
        mine.setTitleColor(.systemGreen, for: .normal)
        window.addSubview(button)
        window.addSubview(mine)
        #expect(button.titleColor(for: .normal) == UIColor.systemRed)
        #expect(button.titleColor(for: .disabled) == UIColor.systemGray)
        #expect(mine.titleColor(for: .normal) == UIColor.systemGreen)
        #expect(mine.titleColor(for: .disabled) == UIColor.systemGray)
    }
}
