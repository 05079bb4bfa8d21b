import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

@MainActor @Suite struct NavigationBarLegacyImageTests {
    /// A navigation controller over a 40-row list, scrolled so the bar draws its standard look.
    private func scrolledStage() -> (HeadlessApp, UINavigationController) {
        let app = HeadlessApp()
        let list = BarsTestList(rows: 40)
        let nav = UINavigationController(rootViewController: list)
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        list.tableView.contentOffset = CGPoint(x: 0, y: 200)
        app.runTurn()
        return (app, nav)
    }

    @Test("Empty background and shadow images: no material, no hairline (the classic idiom)")
    func emptyImagesRemoveHairline() {
        let (app, nav) = scrolledStage()
        let bar = nav.navigationBar
        #expect(bar.background.shownShadowColor == BarBackgroundView.hairlineColor)
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.shadowImage = UIImage()
        app.runTurn()
        #expect(bar.backgroundImage(for: .default) != nil)
        #expect(bar.background.shownFillColors.isEmpty)
        #expect(bar.background.shownShadowColor == nil)
        // Taking the background image away brings the standard look back.
        bar.setBackgroundImage(nil, for: .default)
        app.runTurn()
        #expect(bar.background.shownFillColors == [BarBackgroundView.materialColor])
        #expect(bar.background.shownShadowColor == BarBackgroundView.hairlineColor)
    }

    @Test("A shadow image without a background image is not used, as UIKit documents")
    func shadowAloneIgnored() {
        let (app, nav) = scrolledStage()
        nav.navigationBar.shadowImage = UIImage()
        app.runTurn()
        #expect(nav.navigationBar.background.shownShadowColor == BarBackgroundView.hairlineColor)
    }

    @Test("An appearance the app set wins over the legacy images")
    func appearanceWins() {
        let (app, nav) = scrolledStage()
        let bar = nav.navigationBar
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.shadowImage = UIImage()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemRed
        bar.standardAppearance = appearance
        app.runTurn()
        #expect(bar.background.shownFillColors.contains(UIColor.systemRed))
        #expect(bar.background.shownShadowColor != nil)
    }

    @Test("The hairline's pixels: drawn under the standard bar, gone with the legacy idiom")
    func hairlinePixels() {
        let (app, nav) = scrolledStage()
        let bar = nav.navigationBar
        let y = bar.convert(CGPoint(x: 0, y: bar.bounds.height), to: nil).y
        let scale = app.application.screen.scale
        let row = Int((y * scale).rounded(.down))
        let before = PixelBuffer(app.render())[600, row]
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.shadowImage = UIImage()
        app.runTurn()
        let after = PixelBuffer(app.render())[600, row]
        let below = PixelBuffer(app.render())[600, row + 2]
        #expect(before != after)
        #expect(after == below, "the row where the hairline was shows the content under it")
    }
}
