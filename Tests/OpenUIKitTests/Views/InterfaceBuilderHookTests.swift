import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
private final class AwakingView: UIView {
    var calls: [String] = []
    override func awakeFromNib() {
        super.awakeFromNib()
        calls.append("awakeFromNib")
    }
    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        calls.append("prepareForInterfaceBuilder")
    }
}

@MainActor
private final class AwakingController: UIViewController {
    var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// A touch whose location is fixed, as tests of touch-handling code make them.
@MainActor
private final class FixedTouch: UITouch {
    let point: CGPoint
    init(at point: CGPoint) {
        self.point = point
        super.init()
    }
    override func location(in view: UIView?) -> CGPoint { point }
}

@MainActor @Suite struct InterfaceBuilderHookTests {
    @Test("awakeFromNib and prepareForInterfaceBuilder are overridable and reach the override when called")
    func hooksAreOverridable() {
        let view = AwakingView()
        view.awakeFromNib()
        view.prepareForInterfaceBuilder()
        #expect(view.calls == ["awakeFromNib", "prepareForInterfaceBuilder"])
        let controller = AwakingController()
        controller.awakeFromNib()
        #expect(controller.awoke)
    }

    @Test("restorationIdentifier is kept on views and view controllers")
    func restorationIdentifier() {
        let view = UIView()
        let controller = UIViewController()
        #expect(view.restorationIdentifier == nil)
        view.restorationIdentifier = "card"
        controller.restorationIdentifier = "settings"
        #expect(view.restorationIdentifier == "card")
        #expect(controller.restorationIdentifier == "settings")
    }

    @Test("UITouch() makes a touch in no window, which a subclass can place for a direct call")
    func touchInitializer() {
        let touch = UITouch()
        #expect(touch.phase == .began)
        #expect(touch.view == nil && touch.window == nil)
        #expect(touch.tapCount == 0)
        #expect(touch.location(in: nil) == .zero)
        let placed = FixedTouch(at: CGPoint(x: 12, y: 34))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(placed.location(in: view) == CGPoint(x: 12, y: 34))
        view.touchesBegan([placed], with: nil)
        #expect(placed.phase == .began)
    }
}
