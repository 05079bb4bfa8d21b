import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A scroll view of colour bands whose content starts under the navigation bar.
@MainActor
private final class BandsViewController: UIViewController {
    let scrollView = UIScrollView()

    override func loadView() {
        scrollView.backgroundColor = .white
        for index in 0..<40 {
            let band = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 40, width: 390, height: 40))
            band.backgroundColor = index % 2 == 0 ? UIColor(red: 1, green: 0, blue: 0, alpha: 1) : UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            scrollView.addSubview(band)
        }
        scrollView.contentSize = CGSize(width: 390, height: 1600)
        view = scrollView
    }
}

/// Translucent bars draw the compositor's blur of the content scrolled under them; opaque
/// bars and the scroll-edge appearance stay as they were.
@MainActor @Suite struct TranslucentBarTests {
    /// A 390 × 400 screen at scale 2 with a navigation controller over the bands, scrolled
    /// by 300 points so the standard (blurred) appearance shows.
    private func stage(translucent: Bool = true) -> (HeadlessApp, UINavigationBar, BandsViewController) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 400), scale: 2)
        let bands = BandsViewController()
        let nav = UINavigationController(rootViewController: bands)
        nav.navigationBar.isTranslucent = translucent
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        bands.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        app.runUntilIdle()
        return (app, nav.navigationBar, bands)
    }

    @Test("Scrolled content under a translucent bar is blurred there and sharp below it")
    func blursContent() {
        let (app, bar, _) = stage()
        #expect(!bar.isAtScrollEdge)
        #expect(bar.background.blurRadius == 18)
        let pixels = PixelBuffer(app.render())
        let barBottom = Int(bar.frame.maxY * 2)
        // Below the bar: bands with sharp edges (pure red and blue rows).
        let column = 200
        var sharpColours = Set<String>()
        for y in (barBottom + 4)..<(barBottom + 84) { sharpColours.insert("\(pixels[column, y])") }
        #expect(sharpColours.count <= 4, "sharp bands below the bar: \(sharpColours.count) colours")
        // Inside the bar (above its hairline), between the bands: mixed, light colours.
        var mixed = 0
        for y in 4..<(barBottom - 4) {
            let p = pixels[column, y]
            if p.red > 150 && p.blue > 150 { mixed += 1 }
        }
        #expect(mixed > (barBottom - 8) / 2, "blurred and tinted rows: \(mixed) of \(barBottom - 8)")
    }

    @Test("An opaque bar fills the opaque bar colour over the content")
    func opaqueBar() {
        let (app, bar, _) = stage(translucent: false)
        #expect(bar.background.blurRadius == 0)
        let pixels = PixelBuffer(app.render())
        #expect(pixels[200, Int(bar.frame.midY * 2)].isClose(to: .rgb(247 / 255, 247 / 255, 247 / 255), tolerance: 1))
    }

    @Test("Over the plain system background a translucent bar shows the former opaque colour")
    func matchesOpaqueOverWhite() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 400), scale: 2)
        let plain = UIViewController()
        let nav = UINavigationController(rootViewController: plain)
        // The default appearance (the chrome material) at the scroll edge too.
        nav.navigationBar.scrollEdgeAppearance = UINavigationBarAppearance()
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        plain.view.backgroundColor = .white
        let pixels = PixelBuffer(app.render())
        #expect(pixels[200, Int(nav.navigationBar.frame.midY * 2)].isClose(to: .rgb(247 / 255, 247 / 255, 247 / 255), tolerance: 1))
    }
}
