import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The test kit's delegate recorder, naming the view to zoom (``zoomingView``, named
/// "zoomView"), plus the scroll view's `isZoomBouncing` seen at each end of a zoom.
private final class ZoomDelegate: ScrollViewDelegateRecorder {
    var bouncingAtEnd: [Bool] = []

    override func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        bouncingAtEnd.append(scrollView.isZoomBouncing)
        super.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
    }

    /// The start and end of each zoom, in order.
    var events: [RecordedEvent.ScrollCall] {
        calls.filter {
            switch $0 {
            case .willBeginZooming, .didEndZooming: true
            default: false
            }
        }
    }

    /// The scales `scrollViewDidZoom` reported, in order.
    var zooms: [CGFloat] {
        calls.compactMap {
            if case .didZoom(let scale) = $0 { return scale }
            return nil
        }
    }
}

/// Zooming by pinch and by code.
@MainActor
@Suite struct ScrollViewZoomTests {
    /// A 300 × 400 scroll view at (0, 100) whose 300 × 400 content view zooms from 1 to 3.
    private func zoomStage() -> (app: HeadlessApp, scrollView: UIScrollView, content: UIView, delegate: ZoomDelegate) {
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        content.accessibilityIdentifier = "zoomView"
        scrollView.addSubview(content)
        scrollView.contentSize = content.bounds.size
        let delegate = ZoomDelegate(scrollView)
        delegate.zoomingView = content
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        controller.view.addSubview(scrollView)
        app.runTurn()
        return (app, scrollView, content, delegate)
    }

    @Test("Pinching apart doubles the scale about the pinch centre: transform, content size and offset follow")
    func pinchZoomsAboutCentre() throws {
        let (app, scrollView, content, delegate) = zoomStage()
        let pinch = try #require(scrollView.pinchGestureRecognizer)
        #expect(scrollView.gestureRecognizers?.contains { $0 === pinch } == true)
        // Centre (150, 300) in the window is (150, 200) in the scroll view.
        app.pinch(center: CGPoint(x: 150, y: 300), from: 100, to: 200)
        #expect(scrollView.zoomScale == 2)
        #expect(content.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 600, height: 800))
        #expect(scrollView.contentSize == CGSize(width: 600, height: 800))
        // The content point under the centre, (150, 200), stays under it: 2·(150, 200) − (150, 200).
        #expect(scrollView.contentOffset == CGPoint(x: 150, y: 200))
        #expect(!scrollView.isZooming && !scrollView.isZoomBouncing)
        #expect(delegate.events == [.willBeginZooming(view: "zoomView"), .didEndZooming(view: "zoomView", atScale: 2)])
        #expect(delegate.bouncingAtEnd == [false])
        // The pinch begins 10 pt apart (scale 1.1) and moves 10 pt at a time: 1.1, 1.2, … 2.
        #expect(delegate.zooms.count == 10)
        #expect(abs(delegate.zooms[0] - 1.1) < 1e-12 && delegate.zooms.last == 2)
        // Pinching together again, about another point, back to 1.
        app.pinch(center: CGPoint(x: 100, y: 200), from: 200, to: 100)
        #expect(scrollView.zoomScale == 1)
        #expect(scrollView.contentSize == CGSize(width: 300, height: 400))
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("A pinch past the maximum resists, then bounces back to it on the clock and reports the end there")
    func pinchPastMaximumBounces() {
        let (app, scrollView, _, delegate) = zoomStage()
        app.pinch(center: CGPoint(x: 150, y: 300), from: 100, to: 400)
        // Asked for 4 (over 3): shown at 3 · √(4/3).
        #expect(abs(scrollView.zoomScale - 3 * (4.0 / 3).squareRoot()) < 1e-9)
        #expect(scrollView.isZoomBouncing && !scrollView.isZooming)
        #expect(delegate.events == [.willBeginZooming(view: "zoomView")])
        app.advance(by: 0.35)
        #expect(scrollView.zoomScale == 3 && !scrollView.isZoomBouncing)
        #expect(scrollView.contentSize == CGSize(width: 900, height: 1200))
        #expect(scrollView.contentOffset == CGPoint(x: 300, y: 400))
        #expect(delegate.events.last == .didEndZooming(view: "zoomView", atScale: 3))
        #expect(delegate.bouncingAtEnd.last == false)
    }

    @Test("Without bouncesZoom the scale stops at the limit while pinching")
    func noBounceZoom() {
        // The delegate is weak: keep it alive.
        let (app, scrollView, _, delegate) = zoomStage()
        scrollView.bouncesZoom = false
        app.pinch(center: CGPoint(x: 150, y: 300), from: 100, to: 400)
        #expect(scrollView.zoomScale == 3 && !scrollView.isZoomBouncing)
        #expect(delegate.zooms == [1.3, 1.6, 1.9, 2.2, 2.5, 2.8, 3, 3, 3, 3])
    }

    @Test("setZoomScale animated zooms about the view's centre on the frame clock; zoom(to:) fits a rectangle")
    func zoomByCode() {
        let (app, scrollView, content, delegate) = zoomStage()
        scrollView.setZoomScale(1.5, animated: true)
        #expect(scrollView.zoomScale == 1)
        app.advance(by: 0.35)
        #expect(scrollView.zoomScale == 1.5)
        #expect(scrollView.contentSize == CGSize(width: 450, height: 600))
        #expect(scrollView.contentOffset == CGPoint(x: 75, y: 100))
        #expect(delegate.zooms.count > 2)
        scrollView.zoom(to: CGRect(x: 100, y: 100, width: 150, height: 200), animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 200))
        #expect(content.frame.size == CGSize(width: 600, height: 800))
        scrollView.zoomScale = 10
        #expect(scrollView.zoomScale == 3)
        scrollView.maximumZoomScale = 1
        #expect(scrollView.pinchGestureRecognizer == nil)
    }
}
