import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view that records the layer-delegate calls UIKit makes on it, around `super`.
@MainActor
private final class LayerHookedView: UIView {
    var history: [String] = []
    var callsSuperInLayout = true
    let decoration = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(decoration)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSublayers(of layer: CALayer) {
        history.append("layoutSublayers.begin")
        if callsSuperInLayout { super.layoutSublayers(of: layer) }
        decoration.frame = bounds.insetBy(dx: 10, dy: 10)
        history.append("layoutSublayers.end")
    }

    override func layoutSubviews() {
        history.append("layoutSubviews")
        super.layoutSubviews()
    }

    override func layerWillDraw(_ layer: CALayer) {
        history.append("layerWillDraw")
        super.layerWillDraw(layer)
    }

    override func draw(_ layer: CALayer, in ctx: CGContext) {
        history.append("draw(_:in:)")
        super.draw(layer, in: ctx)
    }

    override func draw(_ rect: CGRect) {
        history.append("draw(_:)")
        UIColor.red.setFill()
        UIRectFill(rect)
    }
}

/// A view that provides its layer's contents itself.
@MainActor
private final class DisplayingView: UIView {
    var history: [String] = []

    override func display(_ layer: CALayer) {
        history.append("display(_:)")
        layer.contents = nil
    }

    override func draw(_ rect: CGRect) {
        history.append("draw(_:)")
    }
}

/// A controller whose root view records its layout hooks.
@MainActor
private final class LayerHookedController: UIViewController {
    var history: [String] { (view as! LayerHookedView).history }
    override func loadView() { view = LayerHookedView(frame: .zero) }
    override func viewWillLayoutSubviews() {
        (view as! LayerHookedView).history.append("viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
        (view as! LayerHookedView).history.append("viewDidLayoutSubviews")
    }
}

@MainActor @Suite struct ViewLayerDelegateTests {
    @Test("layoutSublayers(of:) runs when the view lays out, and layoutSubviews runs inside its super call")
    func layoutSublayersWrapsLayoutSubviews() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let view = LayerHookedView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        window.addSubview(view)
        app.runTurn()
        view.history.removeAll()
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        app.runTurn()
        #expect(view.history == ["layoutSublayers.begin", "layoutSubviews", "layoutSublayers.end"])
        #expect(view.decoration.frame == CGRect(x: 10, y: 10, width: 180, height: 60))
    }

    @Test("An override of layoutSublayers(of:) that does not call super keeps layoutSubviews from running")
    func noSuperNoLayoutSubviews() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let view = LayerHookedView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.callsSuperInLayout = false
        window.addSubview(view)
        app.runTurn()
        view.history.removeAll()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.history == ["layoutSublayers.begin", "layoutSublayers.end"])
        #expect(!view.needsLayout)
    }

    @Test("A root view's layoutSublayers(of:) surrounds the controller's layout callbacks")
    func controllerCallbacksInsideSuper() {
        let app = HeadlessApp()
        let controller = LayerHookedController()
        _ = app.makeWindow(rootViewController: controller)
        app.runTurn()
        (controller.view as! LayerHookedView).history.removeAll()
        controller.view.setNeedsLayout()
        app.runTurn()
        #expect(
            controller.history == [
                "layoutSublayers.begin", "viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews",
                "layoutSublayers.end",
            ])
    }

    @Test("Drawing goes through layerWillDraw, draw(_:in:) and draw(_:), in that order")
    func drawThroughLayerDelegate() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let view = LayerHookedView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(view)
        app.runTurn()
        view.history.removeAll()
        view.setNeedsDisplay()
        app.runTurn()
        #expect(view.history == ["layerWillDraw", "draw(_:in:)", "draw(_:)"])
        #expect(view.recordedDrawing != nil)
    }

    @Test("A view overriding display(_:) provides its contents and its draw(_:) is not called")
    func displayReplacesDrawing() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let view = DisplayingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(view)
        view.setNeedsDisplay()
        app.runTurn()
        #expect(view.history == ["display(_:)"])
        #expect(view.recordedDrawing == nil)
    }
}
