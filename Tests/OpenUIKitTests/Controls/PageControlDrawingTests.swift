import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A page control drawn to pixels: its size for a page count, the current dot and the others,
/// hiding for a single page, tint colours, and taps beside the current dot.
///
/// The control is (20, 20, 200, 26) on a screen at scale 1: five dots of 7 points, 16 apart,
/// centred on x 88, 104, 120, 136, 152 and row 33.
@MainActor
@Suite struct PageControlDrawingTests {
    static let centers = [88, 104, 120, 136, 152]
    static let row = 33

    private func makePageControl(_ stage: ControlRenderStage, pages: Int = 5) -> UIPageControl {
        let control = UIPageControl(frame: CGRect(x: 20, y: 20, width: 200, height: 26))
        control.numberOfPages = pages
        stage.root.addSubview(control)
        return control
    }

    @Test("size(forNumberOfPages:) is 16 points a dot plus 12 at each end, 26 high; the intrinsic size follows the count")
    func sizes() {
        let control = UIPageControl(frame: .zero)
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 104, height: 26))
        #expect(control.size(forNumberOfPages: 1) == CGSize(width: 40, height: 26))
        #expect(control.size(forNumberOfPages: 0) == CGSize(width: 0, height: 26))
        control.numberOfPages = 3
        #expect(control.intrinsicContentSize == CGSize(width: 72, height: 26))
    }

    @Test("The current page's dot is the label colour, the others a translucent grey")
    func dots() {
        let stage = ControlRenderStage()
        let control = makePageControl(stage)
        // tertiaryLabel (60, 60, 67) at 30 % over white.
        let grey = PixelBuffer.Pixel.bytes(197, 197, 199)
        #expect(stage.pixel(Self.centers[0], Self.row).isClose(to: .bytes(0, 0, 0)))
        for x in Self.centers.dropFirst() { #expect(stage.pixel(x, Self.row).isClose(to: grey, tolerance: 3)) }
        // Between two dots: the background.
        #expect(stage.pixel(96, Self.row).isClose(to: .bytes(255, 255, 255)))
        stage.savePNG("pagecontrol-light")
        control.currentPage = 2
        #expect(stage.pixel(Self.centers[2], Self.row).isClose(to: .bytes(0, 0, 0)))
        #expect(stage.pixel(Self.centers[0], Self.row).isClose(to: grey, tolerance: 3))
    }

    @Test("pageIndicatorTintColor and currentPageIndicatorTintColor colour the dots")
    func tints() {
        let stage = ControlRenderStage()
        let control = makePageControl(stage)
        control.pageIndicatorTintColor = .systemOrange
        control.currentPageIndicatorTintColor = .systemBlue
        #expect(stage.pixel(Self.centers[0], Self.row).isClose(to: .bytes(0, 122, 255)))
        #expect(stage.pixel(Self.centers[4], Self.row).isClose(to: .bytes(255, 149, 0)))
    }

    @Test("With hidesForSinglePage a single page shows no dot; without it, one dot")
    func singlePage() {
        let stage = ControlRenderStage()
        let control = makePageControl(stage, pages: 1)
        #expect(stage.pixel(120, Self.row).isClose(to: .bytes(0, 0, 0)))
        control.hidesForSinglePage = true
        #expect(stage.pixel(120, Self.row).isClose(to: .bytes(255, 255, 255)))
        control.numberOfPages = 2
        #expect(stage.pixel(112, Self.row).isClose(to: .bytes(0, 0, 0)))
    }

    @Test("A tap right of the middle moves to the next page's dot and sends valueChanged")
    func tapMovesDot() {
        let stage = ControlRenderStage()
        let control = makePageControl(stage)
        var pages: [Int] = []
        control.addAction(UIAction { _ in pages.append(control.currentPage) }, for: .valueChanged)
        stage.app.tap(at: CGPoint(x: 180, y: 33))
        #expect(pages == [1])
        #expect(stage.pixel(Self.centers[1], Self.row).isClose(to: .bytes(0, 0, 0)))
    }

    @Test("Dark mode: the current dot is white, the others a dark translucent grey")
    func darkMode() {
        let stage = ControlRenderStage(style: .dark)
        _ = makePageControl(stage)
        #expect(stage.pixel(Self.centers[0], Self.row).isClose(to: .bytes(255, 255, 255)))
        // tertiaryLabel (235, 235, 245) at 30 % over black.
        #expect(stage.pixel(Self.centers[1], Self.row).isClose(to: .bytes(71, 71, 74), tolerance: 3))
        stage.savePNG("pagecontrol-dark")
    }
}
