import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Components that rely on UIKit's hooks (tint, layer layout, snapping layouts, boxed
/// animation values), written in Swift 5 mode as iOS code is.
@MainActor @Suite struct ComponentHooksTests {
    @Test("Badge: follows its superview's tint and dimming, sizes its gradient in layoutSublayers(of:)")
    func badgeFollowsTint() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.addSubview(container)
        let badge = TintedBadgeControl(frame: CGRect(x: 10, y: 10, width: 120, height: 32))
        container.addSubview(badge)
        app.runTurn()
        #expect(badge.sublayerLayouts >= 1)
        #expect(badge.gradientLayer.frame == CGRect(x: 0, y: 0, width: 120, height: 32))
        badge.frame = CGRect(x: 10, y: 10, width: 160, height: 40)
        app.runTurn()
        #expect(badge.gradientLayer.frame == CGRect(x: 0, y: 0, width: 160, height: 40))
        #expect(badge.gradientLayer.cornerRadius == 20)
        #expect(badge.titleLabel.frame == CGRect(x: 12, y: 4, width: 136, height: 32))

        let before = badge.tintChanges
        container.tintColor = .red
        #expect(badge.tintChanges == before + 1)
        #expect(badge.titleLabel.textColor == .red)
        container.tintAdjustmentMode = .dimmed
        #expect(badge.tintChanges == before + 2)
        #expect(badge.titleLabel.textColor != .red)
        #expect(badge.titleLabel.textColor == badge.tintColor)
    }

    @Test("Badge: the NSValue keyframe marquee moves the title across at exact times")
    func badgeMarquee() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let badge = TintedBadgeControl(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.addSubview(badge)
        app.runTurn()
        badge.startMarquee()
        app.advance(by: 0.5)
        #expect(abs(badge.titleLabel.layer.presentation()!.position.x - 150) < 1e-6)
        app.advance(by: 2)
        #expect(abs(badge.titleLabel.layer.presentation()!.position.x - 150) < 1e-6)
    }

    @Test("Carousel: a flick settles on the next whole page the layout picks")
    func carouselSnaps() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let layout = PagingCarouselLayout()
        layout.itemSize = CGSize(width: 300, height: 200)
        let carousel = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        carousel.contentInsetAdjustmentBehavior = .never
        carousel.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
        let source = CarouselSource()
        carousel.dataSource = source
        window.addSubview(carousel)
        app.runTurn()
        app.flick(from: CGPoint(x: 250, y: 100), velocity: CGPoint(x: -1500, y: 0))
        app.advance(by: 3)
        #expect(carousel.contentOffset == CGPoint(x: 300, y: 0))
        app.flick(from: CGPoint(x: 50, y: 100), velocity: CGPoint(x: 1500, y: 0))
        app.advance(by: 3)
        #expect(carousel.contentOffset == .zero)
    }
}

private final class CarouselSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
    }
}
