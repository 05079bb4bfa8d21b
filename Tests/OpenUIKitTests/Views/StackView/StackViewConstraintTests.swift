import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct StackViewConstraintTests {
    @Test("A fill/fill row generates canvas connections, spacing, alignment and one ambiguity suppression")
    func fillIdentifiers() {
        let a = StackViewScene.box("a", 40, 20), b = StackViewScene.box("b", 60, 30)
        let scene = StackViewScene { $0.spacing = 10; $0.addArrangedSubview(a); $0.addArrangedSubview(b) }
        #expect(scene.count("UISV-canvas-connection") == 4)
        #expect(scene.count("UISV-spacing") == 1 && scene.count("UISV-alignment") == 2)
        #expect(scene.count("UISV-ambiguity-suppression") == 1)
        #expect(scene.identifiers.count == 8 && scene.stack.arrangementConstraints.allSatisfy(\.isActive))
        // UIKit divergence: a constraint on one item (the suppression on a) is installed on that item.
        #expect(scene.stack.constraints.count == 7 && a.constraints.map(\.identifier) == ["UISV-ambiguity-suppression"])
        let spacing = scene.stack.constraints.first { $0.identifier == "UISV-spacing" }
        #expect(spacing?.firstItem === b && spacing?.firstAttribute == .leading && spacing?.secondItem === a)
        #expect(spacing?.secondAttribute == .trailing && spacing?.constant == 10 && spacing?.relation == .equal)
        #expect(spacing?.description == "<NSLayoutConstraint:'UISV-spacing' b.leading == a.trailing + 10   (active)>")
    }

    @Test("Equal spacing generates spacer guides with distributing edges and equal lengths")
    func equalSpacingIdentifiers() {
        let views = [StackViewScene.box("a", 10, 10), StackViewScene.box("b", 10, 10), StackViewScene.box("c", 10, 10)]
        let scene = StackViewScene {
            $0.distribution = .equalSpacing
            for view in views { $0.addArrangedSubview(view) }
        }
        #expect(scene.stack.layoutGuides.count == 2)
        #expect(scene.count("UISV-distributing-edge") == 8 && scene.count("UISV-fill-equally") == 1)
        #expect(scene.stack.constraints.filter { $0.identifier == "UISV-spacing" }.allSatisfy { $0.relation == .greaterThanOrEqual })
        // Going back to fill drops the guides.
        scene.stack.distribution = .fill
        #expect(scene.count("UISV-distributing-edge") == 0 && scene.stack.layoutGuides.isEmpty)
    }

    @Test("Settings changes replace the constraints instead of piling them up")
    func replaced() {
        let a = StackViewScene.box("a", 10, 10), b = StackViewScene.box("b", 10, 10)
        let scene = StackViewScene { $0.addArrangedSubview(a); $0.addArrangedSubview(b) }
        let before = scene.stack.constraints.count
        let old = scene.stack.constraints
        scene.stack.axis = .vertical
        scene.stack.axis = .horizontal
        scene.stack.spacing = 4
        // The constraints are made again once, when next needed.
        #expect(old.allSatisfy { $0.isActive })
        scene.layout()
        #expect(scene.stack.constraints.count == before)
        #expect(old.allSatisfy { !$0.isActive })
        #expect(!scene.stack.hasAmbiguousLayout)
    }

    @Test("Margins-relative constraints name the layout margins guide")
    func marginsGuideItems() {
        let a = StackViewScene.box("a", 10, 10)
        let scene = StackViewScene {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.addArrangedSubview(a)
        }
        let connections = scene.stack.constraints.filter { $0.identifier == "UISV-canvas-connection" }
        #expect(connections.count == 4 && connections.allSatisfy { $0.secondItem === scene.stack.layoutMarginsGuide })
    }

    @Test("An out-of-range insertion index stops, as UIKit raises")
    func outOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIStackView().insertArrangedSubview(UIView(), at: 1)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("insertArrangedSubview(_:at:): index 1 out of bounds (0...0)"))
    }
}
