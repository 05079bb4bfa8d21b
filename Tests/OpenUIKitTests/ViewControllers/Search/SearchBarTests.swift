import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// UISearchBar on its own: the row's geometry, the delegate's call order for typing, Return,
/// Cancel and the clear button, the scope bar, and the keyboard traits it forwards.
@MainActor @Suite struct SearchBarTests {
    struct Screen {
        let app: HeadlessApp
        let bar: UISearchBar
        let recorder: SearchRecorder
    }

    func makeScreen() -> Screen {
        let app = HeadlessApp()
        let controller = UIViewController()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))
        let recorder = SearchRecorder()
        bar.delegate = recorder
        controller.view.addSubview(bar)
        _ = app.makeWindow(rootViewController: controller)
        app.runUntilIdle()
        return Screen(app: app, bar: bar, recorder: recorder)
    }

    @Test("A search bar is a 56-point row with a 36-point rounded field inset 8 points, placeholder \"Search\"")
    func geometry() {
        let screen = makeScreen()
        let field = screen.bar.searchTextField
        #expect(screen.bar.sizeThatFits(CGSize(width: 390, height: 1000)) == CGSize(width: 390, height: 56))
        #expect(field.frame == CGRect(x: 8, y: 10, width: 374, height: 36))
        #expect(field.layer.cornerRadius == 10 && field.clearButtonMode == .whileEditing)
        #expect(screen.bar.placeholder == "Search" && screen.bar.text == "")
        #expect(field.returnKeyType == .search && screen.bar.returnKeyType == .search)
        #expect(field.accessibilityTraits.contains(.searchField))
        screen.bar.showsCancelButton = true
        screen.app.runUntilIdle()
        let cancel = screen.bar.cancelButton
        #expect(!cancel.isHidden && cancel.currentTitle == "Cancel")
        #expect(cancel.frame.maxX == 382 && field.frame.maxX == cancel.frame.minX - 8)
    }

    @Test("Typing, Return and Cancel call the delegate in UIKit's order; setting text in code calls nothing")
    func delegateOrder() {
        let screen = makeScreen()
        screen.bar.showsCancelButton = true
        screen.app.runUntilIdle()
        _ = screen.app.tap(screen.bar.searchTextField)
        screen.app.type("ki")
        screen.app.type("\r")
        screen.bar.text = "kiwi"
        _ = screen.app.tap(screen.bar.cancelButton)
        screen.bar.searchTextField.resignFirstResponder()
        #expect(
            screen.recorder.trace == [
                "shouldBegin", "didBegin", "shouldChange:0,0,k", "textDidChange:k", "shouldChange:1,0,i", "textDidChange:ki",
                "search", "cancel", "shouldEnd", "didEnd",
            ])
        #expect(screen.bar.text == "kiwi")
    }

    @Test("A delegate that refuses to begin keeps the field from editing")
    func refusesBegin() {
        let screen = makeScreen()
        screen.recorder.allowsBegin = false
        _ = screen.app.tap(screen.bar.searchTextField)
        screen.app.type("x")
        #expect(screen.recorder.trace == ["shouldBegin"])
        #expect(!screen.bar.searchTextField.isEditing && screen.bar.text == "")
    }

    @Test("The clear button empties the text and reports an empty text to the delegate")
    func clearButton() {
        let screen = makeScreen()
        _ = screen.app.tap(screen.bar.searchTextField)
        screen.app.type("fig")
        screen.app.runUntilIdle()
        screen.recorder.trace = []
        let field = screen.bar.searchTextField
        let clear = field.clearButtonRect(forBounds: field.bounds)
        screen.app.tap(at: field.convert(CGPoint(x: clear.midX, y: clear.midY), to: nil))
        #expect(screen.bar.text == "" && screen.recorder.trace == ["textDidChange:"])
    }

    @Test("Scope titles make a scope bar 44 points tall below the field; tapping a scope tells the delegate")
    func scopeBar() {
        let screen = makeScreen()
        screen.bar.scopeButtonTitles = ["All", "Fruit", "Nuts"]
        #expect(screen.bar.sizeThatFits(CGSize(width: 390, height: 1000)).height == 56, "hidden until showsScopeBar")
        screen.bar.showsScopeBar = true
        screen.bar.frame.size.height = screen.bar.sizeThatFits(CGSize(width: 390, height: 1000)).height
        screen.app.runUntilIdle()
        #expect(screen.bar.frame.height == 100)
        let scope = screen.bar.scopeBar
        #expect(!scope.isHidden && scope.numberOfSegments == 3 && scope.selectedSegmentIndex == 0)
        #expect(scope.frame == CGRect(x: 8, y: 56, width: 374, height: 32))
        let third = CGPoint(x: scope.bounds.width * 5 / 6, y: scope.bounds.midY)
        screen.app.tap(at: scope.convert(third, to: nil))
        #expect(screen.bar.selectedScopeButtonIndex == 2 && screen.recorder.trace == ["scope:2"])
    }

    @Test("Keyboard traits set on the bar are the field's")
    func traits() {
        let bar = UISearchBar()
        bar.keyboardType = .emailAddress
        bar.autocapitalizationType = .none
        bar.returnKeyType = .done
        #expect(bar.searchTextField.keyboardType == .emailAddress)
        #expect(bar.searchTextField.autocapitalizationType == .none && bar.searchTextField.returnKeyType == .done)
        bar.searchBarStyle = .minimal
        bar.prompt = "Find a note"
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 500)).height == 86)
    }
}
