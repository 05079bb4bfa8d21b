import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Scroll indicators: real subviews, sized by the visible fraction, shown while the content
/// moves and faded out on the application clock afterwards.
@MainActor
@Suite struct ScrollViewIndicatorTests {
    /// A white root view so the indicator's dark bar shows in pixels.
    private func whiteStage(contentSize: CGSize) -> ScrollStage {
        let stage = ScrollStage(contentSize: contentSize)
        stage.scrollView.superview?.backgroundColor = .white
        stage.scrollView.backgroundColor = .white
        return stage
    }

    /// The pixel at the middle of `view`'s on-screen frame.
    private func pixel(at view: UIView, in app: HeadlessApp) -> PixelBuffer.Pixel {
        let frame = view.convert(view.bounds, to: nil)
        let buffer = PixelBuffer(app.render())
        let scale = Int(UIScreen.defaultScale)
        return buffer[Int(frame.midX) * scale, Int(frame.midY) * scale]
    }

    @Test("While dragging the vertical indicator shows at the right edge, a third long for a third of the content")
    func visibleWhileDragging() throws {
        let stage = whiteStage(contentSize: CGSize(width: 300, height: 1200))
        let scrollView = stage.scrollView
        #expect(scrollView.verticalScrollIndicatorView == nil)
        stage.press(from: CGPoint(x: 150, y: 450), movingTo: CGPoint(x: 150, y: 350), steps: 4)
        let indicator = try #require(scrollView.verticalScrollIndicatorView)
        #expect(scrollView.horizontalScrollIndicatorView == nil)
        #expect(indicator.superview === scrollView && scrollView.subviews.last === indicator)
        #expect(indicator.alpha == 1 && !indicator.isHidden && !indicator.isUserInteractionEnabled)
        // Track 400 − 2·3; length 394/3; offset 90 of 800 → 11.25 % of the free track.
        let track: CGFloat = 394
        let length = track / 3
        let frame = indicator.frame
        #expect(frame.minX == 294 && frame.width == 3)
        #expect(abs(frame.height - length) < 1e-9)
        #expect(abs(frame.minY - (90 + 3 + (track - length) * 90 / 800)) < 1e-9)
        stage.app.runTurn()
        let dark = pixel(at: indicator, in: stage.app)
        #expect(dark.red < 200)
        if let path = ProcessInfo.processInfo.environment["OPENUIKIT_SCROLL_PNG"] {
            try stage.app.renderPNG().write(to: URL(fileURLWithPath: path))
        }
        // Scrolling on keeps it on screen at the same edge, moving down the track.
        stage.app.advance(by: 1.0 / 64)
        stage.app.touchMove(to: CGPoint(x: 150, y: 250))
        #expect(indicator.frame.minY - scrollView.contentOffset.y > 3 + (track - length) * 90 / 800)
    }

    @Test("After the lift the indicator stays, then fades out on the clock and is gone from the pixels")
    func fadesAfterTheLift() throws {
        let stage = whiteStage(contentSize: CGSize(width: 300, height: 1200))
        stage.press(from: CGPoint(x: 150, y: 450), movingTo: CGPoint(x: 150, y: 350), steps: 4)
        stage.app.advance(by: 0.2)
        stage.app.touchUp()
        let indicator = try #require(stage.scrollView.verticalScrollIndicatorView)
        #expect(!stage.scrollView.isDecelerating)
        // The fade waits 0.5 s, then takes 0.25 s.
        stage.app.advance(by: 0.4)
        #expect(pixel(at: indicator, in: stage.app).red < 200)
        #expect((indicator.layer.presentation()?.opacity ?? 0) == 1)
        stage.app.advance(by: 0.5)
        #expect(indicator.alpha == 0)
        #expect(indicator.layer.animationKeys()?.isEmpty ?? true)
        #expect(pixel(at: indicator, in: stage.app) == PixelBuffer.Pixel.rgb(1, 1, 1))
    }

    @Test("A glide keeps the indicator up until it stops; a new drag brings a fading one back at once")
    func glideAndRedrag() throws {
        let stage = whiteStage(contentSize: CGSize(width: 300, height: 3000))
        stage.app.flick(from: CGPoint(x: 150, y: 450), velocity: CGPoint(x: 0, y: -1600))
        let indicator = try #require(stage.scrollView.verticalScrollIndicatorView)
        stage.app.advance(by: 2)
        #expect(stage.scrollView.isDecelerating && indicator.alpha == 1)
        stage.app.advance(by: 1.2)
        #expect(!stage.scrollView.isDecelerating && indicator.alpha == 0)
        stage.press(from: CGPoint(x: 150, y: 450), movingTo: CGPoint(x: 150, y: 350), steps: 4)
        #expect(indicator.alpha == 1 && indicator.layer.animationKeys()?.isEmpty ?? true)
    }

    @Test("Tall content gives the minimum length; insets, style, hiding and flashing")
    func minimumLengthInsetsStyleFlash() throws {
        let stage = whiteStage(contentSize: CGSize(width: 900, height: 40000))
        let scrollView = stage.scrollView
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 5)
        scrollView.indicatorStyle = .white
        scrollView.flashScrollIndicators()
        let vertical = try #require(scrollView.verticalScrollIndicatorView)
        let horizontal = try #require(scrollView.horizontalScrollIndicatorView)
        #expect(vertical.frame == CGRect(x: 289, y: 13, width: 3, height: 36))
        // Horizontal: 300 of 900 visible, track 294.
        #expect(horizontal.frame == CGRect(x: 3, y: 394, width: 98, height: 3))
        var white: CGFloat = 0, alpha: CGFloat = 0
        _ = vertical.backgroundColor?.getWhite(&white, alpha: &alpha)
        #expect(white == 1 && alpha == 0.5)
        stage.app.advance(by: 1)
        #expect(vertical.alpha == 0 && horizontal.alpha == 0)
        scrollView.showsHorizontalScrollIndicator = false
        stage.press(from: CGPoint(x: 150, y: 450), movingTo: CGPoint(x: 150, y: 350), steps: 4)
        #expect(vertical.alpha == 1 && horizontal.alpha == 0)
    }
}
