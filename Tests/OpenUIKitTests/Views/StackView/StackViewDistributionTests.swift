import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct StackViewDistributionTests {
    @Test("Defaults: horizontal, fill, fill, no spacing, zero margins; UIKit's spacing sentinels")
    func defaults() {
        let stack = UIStackView()
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.spacing == 0 && !stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.layoutMargins == .zero && stack.directionalLayoutMargins == .zero)
        #expect(stack.arrangedSubviews.isEmpty && stack.constraints.isEmpty)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.Distribution.equalCentering.rawValue == 4 && UIStackView.Alignment.lastBaseline.rawValue == 5)
    }

    @Test(".fill: the view added last with the lowest hugging takes the spare length")
    func fill() {
        let a = StackViewScene.box("a", 40, 20), b = StackViewScene.box("b", 60, 30)
        let scene = StackViewScene { $0.spacing = 10; $0.addArrangedSubview(a); $0.addArrangedSubview(b) }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 100))
        #expect(b.frame == CGRect(x: 50, y: 0, width: 250, height: 100))
        // A higher hugging priority on b moves the stretch to a.
        b.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        a.invalidateIntrinsicContentSize()
        scene.stack.spacing = 12
        scene.layout()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 228, height: 100))
        #expect(b.frame == CGRect(x: 240, y: 0, width: 60, height: 100))
    }

    @Test(".fill with too little room compresses the view with the lowest compression resistance")
    func fillCompresses() {
        let a = StackViewScene.box("a", 200, 20), b = StackViewScene.box("b", 200, 20)
        a.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        _ = StackViewScene { $0.addArrangedSubview(a); $0.addArrangedSubview(b) }
        #expect(a.frame.width == 100 && b.frame == CGRect(x: 100, y: 0, width: 200, height: 100))
    }

    @Test(".fillEqually: equal widths sharing the length less the gaps")
    func fillEqually() {
        let views = [StackViewScene.box("a", 10, 10), StackViewScene.box("b", 100, 10), StackViewScene.box("c", 30, 10)]
        let scene = StackViewScene {
            $0.distribution = .fillEqually
            $0.spacing = 15
            for view in views { $0.addArrangedSubview(view) }
        }
        // Solved values, exact to solver rounding.
        #expect(close(views.map(\.frame.minX), [0, 105, 210]))
        #expect(close(views.map(\.frame.width), [90, 90, 90]) && views.allSatisfy { $0.frame.height == 100 })
        #expect(scene.count("UISV-fill-equally") == 2)
    }

    @Test(".fillProportionally: lengths in proportion to intrinsic lengths, and they follow changes")
    func fillProportionally() {
        let a = StackViewScene.box("a", 20, 10), b = StackViewScene.box("b", 60, 10)
        let scene = StackViewScene {
            $0.distribution = .fillProportionally
            $0.spacing = 20
            $0.addArrangedSubview(a)
            $0.addArrangedSubview(b)
        }
        // 280 points shared 1:3.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 70, height: 100))
        #expect(b.frame == CGRect(x: 90, y: 0, width: 210, height: 100))
        a.contentSize = CGSize(width: 60, height: 10)
        scene.layout()
        #expect(a.frame.width == 140 && b.frame == CGRect(x: 160, y: 0, width: 140, height: 100))
        #expect(scene.count("UISV-fill-proportionally") == 2)
    }

    @Test(".equalSpacing: views keep their lengths, the gaps are equal")
    func equalSpacing() {
        let views = [StackViewScene.box("a", 40, 10), StackViewScene.box("b", 60, 10), StackViewScene.box("c", 50, 10)]
        let scene = StackViewScene {
            $0.distribution = .equalSpacing
            $0.spacing = 10
            for view in views { $0.addArrangedSubview(view) }
        }
        #expect(views.map(\.frame.minX) == [0, 115, 250])
        #expect(views.map(\.frame.width) == [40, 60, 50])
        #expect(scene.stack.layoutGuides.map(\.identifier) == ["UISV-distributing", "UISV-distributing"])
        #expect(scene.stack.layoutGuides.map(\.layoutFrame.width) == [75, 75])
    }

    @Test(".equalSpacing with too little room keeps the minimum gap and compresses")
    func equalSpacingMinimum() {
        let a = StackViewScene.box("a", 150, 10), b = StackViewScene.box("b", 150, 10)
        a.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        _ = StackViewScene {
            $0.distribution = .equalSpacing
            $0.spacing = 20
            $0.addArrangedSubview(a)
            $0.addArrangedSubview(b)
        }
        #expect(a.frame.width == 130 && b.frame.minX == 150 && b.frame.width == 150)
    }

    @Test(".equalCentering: neighbouring centres are equally far apart")
    func equalCentering() {
        let views = [StackViewScene.box("a", 40, 10), StackViewScene.box("b", 60, 10), StackViewScene.box("c", 50, 10)]
        _ = StackViewScene {
            $0.distribution = .equalCentering
            $0.spacing = 10
            for view in views { $0.addArrangedSubview(view) }
        }
        #expect(close(views.map(\.frame.midX), [20, 147.5, 275]))
        #expect(close(views.map(\.frame.width), [40, 60, 50]))
    }

    @Test("A vertical stack distributes along y")
    func vertical() {
        let a = StackViewScene.box("a", 40, 20), b = StackViewScene.box("b", 60, 30)
        _ = StackViewScene(frame: CGRect(x: 10, y: 20, width: 100, height: 200)) {
            $0.axis = .vertical
            $0.distribution = .fillEqually
            $0.spacing = 10
            $0.addArrangedSubview(a)
            $0.addArrangedSubview(b)
        }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 95))
        #expect(b.frame == CGRect(x: 0, y: 105, width: 100, height: 95))
    }

    @Test("Custom spacing after a view overrides the stack's; spacingUseDefault goes back; spacingUseSystem is 8")
    func customSpacing() {
        let views = [StackViewScene.box("a", 40, 10), StackViewScene.box("b", 40, 10), StackViewScene.box("c", 40, 10)]
        let scene = StackViewScene(pinned: true) {
            $0.spacing = 10
            for view in views { $0.addArrangedSubview(view) }
        }
        let stack = scene.stack
        #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(30, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 30)
        scene.layout()
        #expect(views.map(\.frame.minX) == [0, 70, 120])
        #expect(stack.frame.size == CGSize(width: 160, height: 10))
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        scene.layout()
        #expect(views.map(\.frame.minX) == [0, 70, 118])
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        stack.spacing = UIStackView.spacingUseSystem
        scene.layout()
        #expect(views.map(\.frame.minX) == [0, 48, 96])
        // A view that is not arranged is refused with a log line.
        stack.setCustomSpacing(5, after: UIView())
        #expect(scene.app.log.messages.contains { $0.contains("setCustomSpacing(_:after:) ignored") })
    }
}
