import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct DisplayPassTests {
    /// `.layoutSubviews` of the view named `name` with bounds at the origin, `width` × `height`.
    private func laidOut(_ name: String, _ width: CGFloat, _ height: CGFloat) -> RecordedEvent {
        .layoutSubviews(name, bounds: CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// `.draw` of the view named `name` with a rect at the origin, `width` × `height`.
    private func drawn(_ name: String, _ width: CGFloat, _ height: CGFloat) -> RecordedEvent {
        .draw(name, rect: CGRect(x: 0, y: 0, width: width, height: height))
    }

    private func scene(size: CGSize = CGSize(width: 100, height: 50)) -> (HeadlessApp, DrawProbeView, EventRecorder) {
        let app = HeadlessApp(device: .bareScreen)
        let window = app.makeWindow()
        let recorder = EventRecorder()
        let view = DrawProbeView("canvas", recorder, frame: CGRect(origin: CGPoint(x: 10, y: 10), size: size))
        window.addSubview(view)
        app.runTurn()
        // The view draws when it first appears; the tests start after that.
        recorder.clear()
        view.drawnRects = []
        return (app, view, recorder)
    }

    @Test("draw(_:) runs once per turn however often the view is marked, with the union of the rects")
    func oncePerTurn() {
        let (app, view, recorder) = scene()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsDisplay(CGRect(x: 20, y: 5, width: 10, height: 10))
        #expect(view.needsDisplay)
        app.runTurn()
        #expect(recorder.take() == [.draw("canvas", rect: CGRect(x: 0, y: 0, width: 30, height: 15))])
        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 30, height: 15)])
        app.runTurn()
        #expect(recorder.take() == [])
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        app.runTurn()
        #expect(recorder.take() == [drawn("canvas", 100, 50)])
        #expect(view.drawnRects.last == view.bounds)
    }

    @Test("A view that draws is drawn when it appears, then not again unless marked")
    func notMarked() {
        let app = HeadlessApp(device: .bareScreen)
        let window = app.makeWindow()
        let recorder = EventRecorder()
        let view = DrawProbeView("canvas", recorder, frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        window.addSubview(view)
        app.runTurn()
        // The first display makes the backing store and draws it whole, as Core Animation does.
        #expect(recorder.take() == [laidOut("canvas", 100, 50), drawn("canvas", 100, 50)])
        view.setNeedsLayout()
        app.runTurn()
        #expect(recorder.take() == [laidOut("canvas", 100, 50)])
        #expect(view.drawnRects == [view.bounds])
    }

    @Test("An empty view is never drawn; it draws once it has a size")
    func emptyView() {
        let (app, view, recorder) = scene(size: CGSize(width: 0, height: 40))
        view.setNeedsDisplay()
        app.runTurn()
        app.runTurn()
        #expect(recorder.take() == [])
        #expect(view.needsDisplay)
        view.frame.size = CGSize(width: 30, height: 40)
        app.runTurn()
        #expect(recorder.take() == [laidOut("canvas", 30, 40), drawn("canvas", 30, 40)])
        #expect(!view.needsDisplay)
    }

    @Test("UIGraphicsGetCurrentContext is the view's backing store during draw(_:) only")
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
        // The store is the view's bounds at the screen's scale, and holds what draw(_:) painted.
        let scale = app.application.screen.scale
        #expect(context.width == Int(100 * scale) && context.height == Int(50 * scale))
        let pixels = PixelBuffer(app.render(view))
        func at(_ x: CGFloat, _ y: CGFloat) -> PixelBuffer.Pixel { pixels[Int(x * scale), Int(y * scale)] }
        #expect(at(2, 2) == .rgb(1, 0, 0))  // the red square
        #expect(at(5.1, 6) == .rgb(0, 0, 0))  // the stroked frame, moved by the saved translation
        #expect(at(6, 6) == .rgb(1, 0, 0))  // inside the frame: the square's red
        #expect(at(50, 40).alpha == 0)  // nothing painted there
    }

    @Test("contentMode .redraw redraws on a size change; other modes keep the drawing")
    func redrawMode() {
        let (app, view, recorder) = scene()
        view.frame.size = CGSize(width: 60, height: 60)
        app.runTurn()
        #expect(recorder.take() == [laidOut("canvas", 60, 60)])
        view.contentMode = .redraw
        view.frame.size = CGSize(width: 70, height: 60)
        app.runTurn()
        #expect(recorder.take() == [laidOut("canvas", 70, 60), drawn("canvas", 70, 60)])
        view.frame.origin = CGPoint(x: 0, y: 0)
        app.runTurn()
        #expect(recorder.take() == [])
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
