import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A brand font, as ported apps subclass `UIFont` to tag their typography (restating
/// `@unchecked Sendable`, as Swift 6 compilers ask of subclasses of UIKit's UIFont too).
private final class BrandFont: UIFont, @unchecked Sendable {
    var isBrandHeadline: Bool { pointSize >= 20 }
}

/// App-specific trait helpers on a `UITraitCollection` subclass.
private final class AppTraits: UITraitCollection, @unchecked Sendable {
    var prefersDarkChrome: Bool { userInterfaceStyle == .dark }
}

/// A house spring with fixed damping, the way design systems wrap `UISpringTimingParameters`.
private final class HouseSpring: UISpringTimingParameters {
    init() { super.init(dampingRatio: 0.3, initialVelocity: .zero) }
}

/// Subclasses of classes UIKit declares `open` (and that were `final` here), written in Swift 5
/// mode as iOS code is: they compile and behave as their base classes do.
@MainActor @Suite struct PortedFontTraitTimingSubclassTests {
    @Test("A UIFont subclass is made through UIFont's initializer, equals the same font and measures alike")
    func fontSubclass() throws {
        let app = HeadlessApp()
        defer { withExtendedLifetime(app) {} }
        let brand = try #require(BrandFont(name: "Inter-Bold", size: 22))
        let plain = try #require(UIFont(name: "Inter-Bold", size: 22))
        #expect(type(of: brand) == BrandFont.self)
        #expect(brand.isBrandHeadline)
        #expect(brand.pointSize == 22 && brand.fontName == plain.fontName)
        #expect(brand.lineHeight == plain.lineHeight && brand.ascender == plain.ascender)
        #expect(brand.isEqual(plain) && brand.hash == plain.hash)

        let branded = UILabel()
        branded.font = brand
        branded.text = "Quarterly report"
        let reference = UILabel()
        reference.font = plain
        reference.text = "Quarterly report"
        let size = branded.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(size.width > 0 && size == reference.sizeThatFits(CGSize(width: 1000, height: 1000)))
        #expect(branded.font === brand)
    }

    @Test("A UITraitCollection subclass keeps value equality and resolves dynamic colours")
    func traitCollectionSubclass() {
        let app = HeadlessApp()
        defer { withExtendedLifetime(app) {} }
        let dark = AppTraits(userInterfaceStyle: .dark)
        let base = UITraitCollection(userInterfaceStyle: .dark)
        #expect(type(of: dark) == AppTraits.self)
        #expect(dark.prefersDarkChrome && !AppTraits().prefersDarkChrome)
        #expect(dark == base && dark.hashValue == base.hashValue)
        #expect(UIColor.label.resolvedColor(with: dark) == UIColor.label.resolvedColor(with: base))
        #expect(UIColor.label.resolvedColor(with: dark) != UIColor.label.resolvedColor(with: AppTraits(userInterfaceStyle: .light)))
        let merged = UITraitCollection(traitsFrom: [dark, UITraitCollection(horizontalSizeClass: .compact)])
        #expect(merged.userInterfaceStyle == .dark && merged.horizontalSizeClass == .compact)
    }

    @Test("A UISpringTimingParameters subclass drives an animator exactly as the base spring does")
    func springSubclass() {
        func run(_ spring: UISpringTimingParameters) -> (samples: [CGFloat], ends: [UIViewAnimatingPosition], final: CGFloat) {
            let app = HeadlessApp()
            let window = app.makeWindow()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            app.runTurn()
            let animator = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
            animator.addAnimations { view.center.x = 150 }
            var ends: [UIViewAnimatingPosition] = []
            animator.addCompletion { ends.append($0) }
            #expect(animator.timingParameters === spring)
            animator.startAnimation()
            app.runTurn()
            var samples: [CGFloat] = []
            for _ in 0..<20 {
                app.advance(by: 0.05)
                samples.append(view.layer.presentation()?.position.x ?? view.center.x)
            }
            app.advance(by: 1)
            return (samples, ends, view.center.x)
        }
        let house = run(HouseSpring())
        let base = run(UISpringTimingParameters(dampingRatio: 0.3, initialVelocity: .zero))
        #expect(house.samples == base.samples)
        #expect(house.samples.contains { $0 > 150 }, "a 0.3 damping ratio overshoots")
        #expect(house.ends == [.end] && house.final == 150)
    }
}
