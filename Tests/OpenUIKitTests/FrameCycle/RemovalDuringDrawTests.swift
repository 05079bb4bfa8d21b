import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view that runs a hook from inside draw(_:).
@MainActor
private final class HookedDrawingView: UIView {
    var onDraw: () -> Void = {}
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        onDraw()
        onDraw = {}
    }
}

/// Counts its layout passes.
@MainActor
private final class LayoutCountingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// UIKit lets draw(_:) change the view hierarchy; the layout that the change asks for waits
/// for the next frame instead of stopping the program.
@MainActor @Suite struct RemovalDuringDrawTests {
    @Test("Removing a view inside draw(_:) is legal: its old superview is laid out in the next frame, and the deferral is traced")
    func removalInsideDraw() {
        let (app, root) = makeRobustApp()
        let container = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let drawer = HookedDrawingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let victim = UIView(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
        root.addSubview(container)
        container.addSubview(drawer)
        container.addSubview(victim)
        app.runTurn()
        let layoutsBefore = container.layouts
        app.trace.isEnabled = true
        drawer.onDraw = { victim.removeFromSuperview() }
        drawer.setNeedsDisplay()
        app.runTurn()
        #expect(drawer.draws == 2)
        #expect(victim.superview == nil)
        #expect(container.layouts == layoutsBefore)
        #expect(container.needsLayout)
        #expect(
            app.trace.lines([.layout]).contains { $0.contains("during the display phase") && $0.contains("deferred to the next frame") })
        app.runTurn()
        #expect(container.layouts == layoutsBefore + 1)
        #expect(app.log.messages == [])
    }

    @Test("A view removing itself inside draw(_:) leaves its window, and later frames run normally")
    func selfRemovalInsideDraw() {
        let (app, root) = makeRobustApp()
        let drawer = HookedDrawingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(drawer)
        drawer.onDraw = { drawer.removeFromSuperview() }
        app.runTurn()
        #expect(drawer.window == nil)
        app.runTurn()
        #expect(drawer.draws == 1)
    }
}
