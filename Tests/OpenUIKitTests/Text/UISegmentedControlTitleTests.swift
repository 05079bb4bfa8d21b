import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

@MainActor @Suite struct UISegmentedControlTitleTests {
    @Test("Segment titles are measured into the intrinsic width and drawn in every segment")
    func titlesMeasuredAndDrawn() {
        let short = UISegmentedControl(items: ["A", "B"])
        let long = UISegmentedControl(items: ["Alphabetical", "B"])
        #expect(long.intrinsicContentSize.width > short.intrinsicContentSize.width)
        #expect(long.intrinsicContentSize.height == 32)

        let app = HeadlessApp(screenSize: CGSize(width: 300, height: 100), scale: 1)
        let window = app.makeWindow()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.selectedSegmentIndex = 1
        control.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: control.intrinsicContentSize)
        window.addSubview(control)
        let pixels = PixelBuffer(app.render(control))
        let third = control.bounds.width / 3
        for index in 0..<3 {
            let dark = (Int(CGFloat(index) * third)..<Int(CGFloat(index + 1) * third)).contains { x in
                (0..<pixels.height).contains { y in
                    let p = pixels[x, y]
                    return p.alpha > 200 && p.red < 90 && p.green < 90 && p.blue < 90
                }
            }
            #expect(dark, "no title ink in segment \(index)")
        }
    }
}
