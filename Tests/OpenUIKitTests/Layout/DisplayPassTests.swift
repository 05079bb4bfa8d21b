import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct DisplayPassTests {
    private func scene(size: CGSize = CGSize(width: 100, height: 50)) -> (HeadlessApp, CycleRecordingView, LayoutHistory) {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let history = LayoutHistory()
        let view = CycleRecordingView("canvas", history, frame: CGRect(origin: CGPoint(x: 10, y: 10), size: size))
        window.addSubview(view)
        app.runTurn()
        _ = history.take()
        return (app, view, history)
    }

    @Test("draw(_:) runs once per turn however often the view is marked, with the union of the rects")
    func oncePerTurn() {
        let (app, view, history) = scene()
        // The first display makes the backing store and draws it whole, as Core Animation does.
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        app.runTurn()
        #expect(history.take() == ["canvas.draw"])
        #expect(view.drawnRects == [view.bounds])
        view.drawnRects = []
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsDisplay(CGRect(x: 20, y: 5, width: 10, height: 10))
        #expect(view.needsDisplay)
        app.runTurn()
        #expect(history.take() == ["canvas.draw"])
        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 30, height: 15)])
        app.runTurn()
        #expect(history.take() == [])
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        app.runTurn()
        #expect(history.take() == ["canvas.draw"])
        #expect(view.drawnRects.last == view.bounds)
    }

    @Test("A view is not drawn unless marked")
    func notMarked() {
        let (app, view, history) = scene()
        view.setNeedsLayout()
        app.runTurn()
        #expect(history.take() == ["canvas.layoutSubviews"])
        #expect(view.recordedDrawing == nil)
    }

    @Test("An empty view is never drawn; it draws once it has a size")
    func emptyView() {
        let (app, view, history) = scene(size: CGSize(width: 0, height: 40))
        view.setNeedsDisplay()
        app.runTurn()
        app.runTurn()
        #expect(history.take() == [])
        #expect(view.needsDisplay)
        view.frame.size = CGSize(width: 30, height: 40)
        app.runTurn()
        #expect(history.take() == ["canvas.layoutSubviews", "canvas.draw"])
        #expect(!view.needsDisplay)
    }

    @Test("UIGraphicsGetCurrentContext is the view's recording context during draw(_:) only")
    func currentContext() {
        let (app, view, _) = scene()
        view.onDraw = { context in
            UIColor.red.setFill()
            context?.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context?.saveGState()
            context?.translateBy(x: 5, y: 5)
            UIRectFrame(CGRect(x: 0, y: 0, width: 2, height: 2))
            context?.restoreGState()
            context?.showText("Hi", at: CGPoint(x: 1, y: 12))
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        view.setNeedsDisplay()
        app.runTurn()
        #expect(UIGraphicsGetCurrentContext() == nil)
        let context = try! #require(view.contextDuringDraw)
        #expect(context === view.recordedDrawing)
        #expect(context.size == CGSize(width: 100, height: 50))
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let square: [CGContext.PathElement] = [
            .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
            .line(to: CGPoint(x: 0, y: 10)), .closeSubpath,
        ]
        let moved: [CGContext.PathElement] = [
            .move(to: CGPoint(x: 5, y: 5)), .line(to: CGPoint(x: 7, y: 5)), .line(to: CGPoint(x: 7, y: 7)),
            .line(to: CGPoint(x: 5, y: 7)), .closeSubpath,
        ]
        let whole: [CGContext.PathElement] = [
            .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50)),
            .line(to: CGPoint(x: 0, y: 50)), .closeSubpath,
        ]
        // The layer wraps the view's drawing in its own state, clipped to the area redrawn.
        #expect(
            context.operations == [
                .saveState,
                .clip(path: whole, rule: .winding),
                .fill(path: square, rule: .winding, color: red, transform: .identity),
                .saveState,
                .stroke(path: moved, color: .black, lineWidth: 1, transform: CGAffineTransform(translationX: 5, y: 5)),
                .restoreState,
                .text("Hi", origin: CGPoint(x: 1, y: 12), fontName: "Helvetica", fontSize: 12, color: red, transform: .identity),
                .restoreState,
            ])
    }

    @Test("contentMode .redraw redraws on a size change; other modes keep the drawing")
    func redrawMode() {
        let (app, view, history) = scene()
        view.frame.size = CGSize(width: 60, height: 60)
        app.runTurn()
        #expect(history.take() == ["canvas.layoutSubviews"])
        view.contentMode = .redraw
        view.frame.size = CGSize(width: 70, height: 60)
        app.runTurn()
        #expect(history.take() == ["canvas.layoutSubviews", "canvas.draw"])
        view.frame.origin = CGPoint(x: 0, y: 0)
        app.runTurn()
        #expect(history.take() == [])
    }

    @Test("A partial redraw of a view that drew before is clipped to the dirty rectangle")
    func partialClip() {
        let (app, view, _) = scene()
        view.setNeedsDisplay()
        app.runTurn()
        var clip: CGRect?
        view.onDraw = { context in clip = context?.boundingBoxOfClipPath }
        view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 20, height: 20))
        app.runTurn()
        #expect(clip == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(view.drawnRects.last == CGRect(x: 10, y: 10, width: 20, height: 20))
    }
}
