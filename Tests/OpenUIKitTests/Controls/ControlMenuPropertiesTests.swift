import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `showsMenuAsPrimaryAction`, `isContextMenuInteractionEnabled` and `contextMenuInteraction`
/// are UIControl's (iOS 14); a button honours them through any reference to it as a control.
@MainActor
@Suite struct ControlMenuPropertiesTests {
    @Test func aPlainControlStoresTheMenuPropertiesAndSaysItHasNoMenu() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let control = UIControl(frame: CGRect(x: 10, y: 100, width: 100, height: 44))
        window.addSubview(control)
        #expect(!control.showsMenuAsPrimaryAction)
        #expect(!control.isContextMenuInteractionEnabled)
        #expect(control.contextMenuInteraction == nil)
        control.showsMenuAsPrimaryAction = true
        control.isContextMenuInteractionEnabled = true
        #expect(control.showsMenuAsPrimaryAction)
        #expect(control.isContextMenuInteractionEnabled)
        #expect(control.contextMenuInteraction == nil)
        #expect(app.log.messages.contains { $0.contains("UIControl") && $0.contains("no menu") })
    }

    @Test func aButtonSeenAsAControlShowsItsMenuOnATap() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let window = app.makeWindow()
        var primary = 0
        var chosen: [String] = []
        let button = UIButton(configuration: .plain(), primaryAction: UIAction(title: "Sort") { _ in primary += 1 })
        button.menu = UIMenu(children: [UIAction(title: "Name") { _ in chosen.append("Name") }])
        let control: UIControl = button
        #expect(control.isContextMenuInteractionEnabled, "setting a menu enables the interaction")
        #expect(control.contextMenuInteraction === button.contextMenuInteraction)
        #expect(control.contextMenuInteraction != nil)
        control.showsMenuAsPrimaryAction = true
        #expect(button.showsMenuAsPrimaryAction)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        window.addSubview(button)
        app.runTurn()
        app.tap(at: CGPoint(x: 80, y: 122))
        app.advance(by: 0.3)
        #expect(control.contextMenuInteraction?.visibleMenuView != nil)
        #expect(primary == 0)
        #expect(!app.log.messages.contains { $0.contains("has no menu here") })
    }

    @Test func turningTheMenuOffAsPrimaryActionSendsThePrimaryActionAgain() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let window = app.makeWindow()
        var primary = 0
        let button = UIButton(configuration: .plain(), primaryAction: UIAction(title: "Sort") { _ in primary += 1 })
        button.menu = UIMenu(children: [UIAction(title: "Name") { _ in }])
        button.showsMenuAsPrimaryAction = true
        (button as UIControl).showsMenuAsPrimaryAction = false
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        window.addSubview(button)
        app.runTurn()
        app.tap(at: CGPoint(x: 80, y: 122))
        app.advance(by: 0.3)
        #expect(primary == 1)
        #expect(button.contextMenuInteraction?.visibleMenuView == nil)
    }
}
