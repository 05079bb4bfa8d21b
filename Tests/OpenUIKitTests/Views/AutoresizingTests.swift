import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Superview 200 × 100 grows to 300 × 150 (d = 100 horizontally, 50 vertically). The subview
/// starts at x 40, width 60 (right margin 100) and y 20, height 30 (bottom margin 50).
@MainActor @Suite struct AutoresizingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let mask: UInt
        let x: CGFloat, width: CGFloat, y: CGFloat, height: CGFloat
        var testDescription: String { "mask \(mask)" }
    }

    nonisolated static let cases: [Case] = [
        // Nothing flexible: the far margin takes the change.
        Case(mask: 0, x: 40, width: 60, y: 20, height: 30),
        // Left / top margin: moves by the whole change.
        Case(mask: 1 | 8, x: 140, width: 60, y: 70, height: 30),
        // Width / height: grows by the whole change.
        Case(mask: 2 | 16, x: 40, width: 160, y: 20, height: 80),
        // Right / bottom margin alone: nothing moves.
        Case(mask: 4 | 32, x: 40, width: 60, y: 20, height: 30),
        // Both margins: x += 100·40/140, y += 50·20/70.
        Case(mask: 1 | 4 | 8 | 32, x: 40 + 100 * 40 / 140, width: 60, y: 20 + 50 * 20 / 70, height: 30),
        // Left margin + width: x += 100·40/100 = 40, w += 100·60/100 = 60; y += 50·20/50 = 20, h += 50·30/50 = 30.
        Case(mask: 1 | 2 | 8 | 16, x: 80, width: 120, y: 40, height: 60),
        // Width + right margin: w += 100·60/160 = 37.5; h += 50·30/80 = 18.75.
        Case(mask: 2 | 4 | 16 | 32, x: 40, width: 97.5, y: 20, height: 48.75),
        // All three: x += 100·40/200 = 20, w += 100·60/200 = 30; y += 50·20/100 = 10, h += 50·30/100 = 15.
        Case(mask: 63, x: 60, width: 90, y: 30, height: 45),
    ]

    @Test("Each autoresizing combination shares the change in proportion to the flexible parts", arguments: cases)
    func combination(_ expected: Case) {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let subview = UIView(frame: CGRect(x: 40, y: 20, width: 60, height: 30))
        subview.autoresizingMask = UIView.AutoresizingMask(rawValue: expected.mask)
        superview.addSubview(subview)
        window.addSubview(superview)
        superview.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
        // Frames go through the centre, so allow for the last bit of rounding.
        let frame = subview.frame
        #expect(abs(frame.minX - expected.x) < 1e-9 && abs(frame.width - expected.width) < 1e-9)
        #expect(abs(frame.minY - expected.y) < 1e-9 && abs(frame.height - expected.height) < 1e-9)
    }

    @Test("UIKit's raw values for the mask")
    func rawValues() {
        #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
        #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 2)
        #expect(UIView.AutoresizingMask.flexibleRightMargin.rawValue == 4)
        #expect(UIView.AutoresizingMask.flexibleTopMargin.rawValue == 8)
        #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
        #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
    }

    @Test("Nothing resizes when autoresizesSubviews is false; shrinking follows the same formulas")
    func switchedOffAndShrinking() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let subview = UIView(frame: CGRect(x: 40, y: 20, width: 60, height: 30))
        subview.autoresizingMask = [.flexibleWidth, .flexibleLeftMargin]
        superview.addSubview(subview)
        superview.autoresizesSubviews = false
        superview.bounds.size = CGSize(width: 300, height: 100)
        #expect(subview.frame == CGRect(x: 40, y: 20, width: 60, height: 30))
        superview.autoresizesSubviews = true
        superview.bounds.size = CGSize(width: 250, height: 100)
        // S = 300, d = −50, flexible o = 40 and s = 60: x −= 20, w −= 30.
        #expect(subview.frame == CGRect(x: 20, y: 20, width: 30, height: 30))
    }

    @Test("With a zero flexible total the change is split equally")
    func zeroTotal() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subview = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
        subview.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        superview.addSubview(subview)
        superview.bounds.size = CGSize(width: 100, height: 100)
        subview.frame = CGRect(x: 0, y: 0, width: 0, height: 100)
        superview.bounds.size = CGSize(width: 110, height: 100)
        // o = 0, s = 0: each takes 5. (m = 100 is not flexible.)
        #expect(subview.frame == CGRect(x: 5, y: 0, width: 5, height: 100))
    }
}
