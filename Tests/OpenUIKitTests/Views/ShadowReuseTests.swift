import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import OpenQuartzCore

/// A layer's blurred shadow is made once and kept while only its place changes: moving a
/// shadowed view (or its superview) draws the same mask elsewhere. A new size, a new look or
/// a change in what casts the shadow makes it again. Every final frame is compared with a
/// fresh app that never had the old state (its shadows made from scratch).
@MainActor @Suite struct ShadowReuseTests {
    /// A white 160-point screen at scale 2 holding a `holder` view and, inside it, a blue
    /// card with a soft shadow and a green subview (so the shadow is cast by what the card
    /// and its subview paint).
    static func makeScene(
        holder holderFrame: CGRect = CGRect(x: 0, y: 0, width: 160, height: 160),
        card cardFrame: CGRect = CGRect(x: 30, y: 30, width: 50, height: 40),
        childColor: UIColor = .systemGreen, shadowPath: Bool = false
    ) -> (app: HeadlessApp, holder: UIView, card: UIView, child: UIView) {
        let app = HeadlessApp(screenSize: CGSize(width: 160, height: 160), scale: 2)
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        controller.view.backgroundColor = .white
        let holder = UIView(frame: holderFrame)
        controller.view.addSubview(holder)
        let card = UIView(frame: cardFrame)
        card.backgroundColor = .systemBlue
        card.layer.shadowOpacity = 0.8
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 3, height: 5)
        if shadowPath { card.layer.shadowPath = CGPath(rect: card.bounds, transform: nil) }
        holder.addSubview(card)
        let child = UIView(frame: CGRect(x: 35, y: 25, width: 25, height: 25))
        child.backgroundColor = childColor
        card.addSubview(child)
        return (app, holder, card, child)
    }

    /// Pixels by which `image` differs from a fresh scene's first frame.
    static func differs(_ image: CGImage, fromFresh fresh: HeadlessApp) -> Int {
        PixelBuffer(image).differingPixels(from: PixelBuffer(fresh.render()))
    }

    @Test("Moving a shadowed view ten times makes no new shadow image and draws the shadow where a fresh one falls")
    func moveKeepsShadow() {
        let (app, _, card, _) = Self.makeScene()
        _ = app.render()
        #expect(card.layer.renderRecord.shadowRasterizations == 1)
        for step in 1...10 {
            card.frame.origin = CGPoint(x: 30 + CGFloat(step) * 4, y: 30 + CGFloat(step % 3) * 7)
            _ = app.render()
        }
        #expect(card.layer.renderRecord.shadowRasterizations == 1)
        let final = app.render()
        let fresh = Self.makeScene(card: card.frame).app
        #expect(Self.differs(final, fromFresh: fresh) == 0)
    }

    @Test("Moving the superview of a shadowed view, or setting its centre, makes no new shadow image")
    func superviewMoveKeepsShadow() {
        let (app, holder, card, _) = Self.makeScene(holder: CGRect(x: 0, y: 0, width: 120, height: 120))
        _ = app.render()
        for step in 1...5 {
            holder.frame.origin = CGPoint(x: CGFloat(step) * 5, y: CGFloat(step) * 3)
            _ = app.render()
            card.center.x += 2
            _ = app.render()
        }
        #expect(card.layer.renderRecord.shadowRasterizations == 1)
        let fresh = Self.makeScene(holder: holder.frame, card: card.frame).app
        #expect(Self.differs(app.render(), fromFresh: fresh) == 0)
    }

    @Test("A shadowed view given a new size makes its shadow again, of the new size")
    func resizeRemakesShadow() {
        let (app, _, card, _) = Self.makeScene()
        _ = app.render()
        card.frame = CGRect(x: 40, y: 35, width: 70, height: 45)
        let final = app.render()
        #expect(card.layer.renderRecord.shadowRasterizations == 2)
        let fresh = Self.makeScene(card: card.frame).app
        #expect(Self.differs(final, fromFresh: fresh) == 0)
    }

    @Test("A shadowed view that moves while the subview casting part of its shadow changes makes its shadow again")
    func moveWithChangeBelowRemakesShadow() {
        let (app, holder, card, child) = Self.makeScene(holder: CGRect(x: 0, y: 0, width: 120, height: 120))
        _ = app.render()
        // The card is carried by its superview (no change of its own) while its subview moves.
        holder.frame.origin = CGPoint(x: 12, y: 9)
        child.frame.origin = CGPoint(x: -15, y: 20)
        let final = app.render()
        #expect(card.layer.renderRecord.shadowRasterizations == 2)
        let fresh = Self.makeScene(holder: holder.frame, card: card.frame)
        fresh.child.frame.origin = child.frame.origin
        #expect(Self.differs(final, fromFresh: fresh.app) == 0)
    }

    @Test("A shadow given by a path is kept when the view moves and its contents change")
    func pathShadowKeptOverMoves() {
        let (app, _, card, child) = Self.makeScene(shadowPath: true)
        _ = app.render()
        for step in 1...4 {
            card.frame.origin.x += 6
            child.backgroundColor = step % 2 == 0 ? .systemGreen : .systemRed
            _ = app.render()
        }
        #expect(card.layer.renderRecord.shadowRasterizations == 1)
        let fresh = Self.makeScene(card: card.frame, childColor: child.backgroundColor!, shadowPath: true).app
        #expect(Self.differs(app.render(), fromFresh: fresh) == 0)
    }
}
