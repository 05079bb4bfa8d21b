import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct StackViewAlignmentTests {
    /// Two boxes, 40×20 and 60×40, in a 300×100 horizontal `.equalSpacing` stack.
    private func horizontal(_ alignment: UIStackView.Alignment) -> (UIView, UIView) {
        let a = StackViewScene.box("a", 40, 20), b = StackViewScene.box("b", 60, 40)
        _ = StackViewScene {
            $0.distribution = .equalSpacing
            $0.alignment = alignment
            $0.addArrangedSubview(a)
            $0.addArrangedSubview(b)
        }
        return (a, b)
    }

    /// Two boxes, 40×20 and 60×40, in a 100×300 vertical `.equalSpacing` stack.
    private func vertical(_ alignment: UIStackView.Alignment) -> (UIView, UIView) {
        let a = StackViewScene.box("a", 40, 20), b = StackViewScene.box("b", 60, 40)
        _ = StackViewScene(frame: CGRect(x: 0, y: 0, width: 100, height: 300)) {
            $0.axis = .vertical
            $0.distribution = .equalSpacing
            $0.alignment = alignment
            $0.addArrangedSubview(a)
            $0.addArrangedSubview(b)
        }
        return (a, b)
    }

    @Test("Horizontal alignments: fill, top, center, bottom")
    func horizontalAlignments() {
        var (a, b) = horizontal(.fill)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 100) && b.frame == CGRect(x: 240, y: 0, width: 60, height: 100))
        (a, b) = horizontal(.top)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 20) && b.frame == CGRect(x: 240, y: 0, width: 60, height: 40))
        (a, b) = horizontal(.center)
        #expect(a.frame == CGRect(x: 0, y: 40, width: 40, height: 20) && b.frame == CGRect(x: 240, y: 30, width: 60, height: 40))
        (a, b) = horizontal(.bottom)
        #expect(a.frame == CGRect(x: 0, y: 80, width: 40, height: 20) && b.frame == CGRect(x: 240, y: 60, width: 60, height: 40))
    }

    @Test("Vertical alignments: fill, leading, center, trailing")
    func verticalAlignments() {
        var (a, b) = vertical(.fill)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 20) && b.frame == CGRect(x: 0, y: 260, width: 100, height: 40))
        (a, b) = vertical(.leading)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 20) && b.frame == CGRect(x: 0, y: 260, width: 60, height: 40))
        (a, b) = vertical(.center)
        #expect(a.frame == CGRect(x: 30, y: 0, width: 40, height: 20) && b.frame == CGRect(x: 20, y: 260, width: 60, height: 40))
        (a, b) = vertical(.trailing)
        #expect(a.frame == CGRect(x: 60, y: 0, width: 40, height: 20) && b.frame == CGRect(x: 40, y: 260, width: 60, height: 40))
    }

    @Test("Trailing follows the layout direction: right to left, a vertical stack's .trailing is the left edge")
    func trailingRightToLeft() {
        let a = StackViewScene.box("a", 40, 20)
        let scene = StackViewScene(frame: CGRect(x: 0, y: 0, width: 100, height: 300)) {
            $0.axis = .vertical
            $0.alignment = .trailing
            $0.semanticContentAttribute = .forceRightToLeft
            $0.addArrangedSubview(a)
        }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 300))
        // Horizontal right to left: the first view is at the right.
        let b = StackViewScene.box("b", 30, 20)
        scene.stack.axis = .horizontal
        scene.stack.distribution = .equalSpacing
        scene.stack.addArrangedSubview(b)
        scene.layout()
        #expect(a.frame.maxX == 100 && b.frame.minX == 0)
    }

    @Test("A stack that sizes itself takes its breadth from the tallest view when not filling")
    func spanningFit() {
        let a = StackViewScene.box("a", 40, 20), b = StackViewScene.box("b", 60, 40)
        let scene = StackViewScene(frame: CGRect(x: 10, y: 20, width: 0, height: 0), pinned: true) {
            $0.alignment = .center
            $0.spacing = 10
            $0.addArrangedSubview(a)
            $0.addArrangedSubview(b)
        }
        #expect(scene.stack.frame == CGRect(x: 10, y: 20, width: 110, height: 40))
        #expect(a.frame == CGRect(x: 0, y: 10, width: 40, height: 20) && b.frame == CGRect(x: 50, y: 0, width: 60, height: 40))
        #expect(scene.count("UISV-spanning-fit") == 1 && scene.count("UISV-spanning-boundary") == 4)
    }

    @Test("First and last baselines of labels in different fonts line up")
    func baselines() throws {
        let small = UILabel(), large = UILabel()
        small.text = "small"
        small.font = .systemFont(ofSize: 12)
        large.text = "Large"
        large.font = .systemFont(ofSize: 30)
        let scene = StackViewScene(frame: CGRect(x: 0, y: 0, width: 300, height: 200)) {
            $0.alignment = .firstBaseline
            $0.distribution = .equalSpacing
            $0.addArrangedSubview(small)
            $0.addArrangedSubview(large)
        }
        let smallBaseline = try #require(small.baselineOffsetsFromTop()).first
        let largeBaseline = try #require(large.baselineOffsetsFromTop()).first
        #expect(largeBaseline > smallBaseline)
        // The larger label sits at the top; the small one is lowered onto its baseline.
        #expect(large.frame.minY == 0)
        #expect(small.frame.minY == largeBaseline - smallBaseline)
        #expect(small.frame.size == small.intrinsicContentSize && large.frame.size == large.intrinsicContentSize)
        scene.stack.alignment = .lastBaseline
        scene.layout()
        let smallLast = try #require(small.baselineOffsetsFromTop()).last
        let largeLast = try #require(large.baselineOffsetsFromTop()).last
        #expect(small.frame.minY + smallLast == large.frame.minY + largeLast)
        #expect(scene.count("UISV-alignment") == 1)
        // A font change moves the baseline; the stack follows.
        small.font = .systemFont(ofSize: 40)
        scene.layout()
        let newSmall = try #require(small.baselineOffsetsFromTop()).last
        #expect(small.frame.minY == 0 && large.frame.minY == newSmall - largeLast)
    }

    @Test("A nested vertical stack takes part in baseline alignment through its first and last labels")
    func nestedBaselines() throws {
        let title = UILabel(), upper = UILabel(), lower = UILabel()
        title.text = "Title"
        title.font = .boldSystemFont(ofSize: 28)
        upper.text = "upper"
        upper.font = .systemFont(ofSize: 13)
        lower.text = "lower"
        lower.font = .systemFont(ofSize: 13)
        let column = UIStackView(arrangedSubviews: [upper, lower])
        column.axis = .vertical
        #expect(column.forFirstBaselineLayout === upper && column.forLastBaselineLayout === lower)
        let scene = StackViewScene(frame: CGRect(x: 0, y: 0, width: 300, height: 200)) {
            $0.alignment = .firstBaseline
            $0.spacing = 8
            $0.addArrangedSubview(title)
            $0.addArrangedSubview(column)
        }
        let titleBaseline = try #require(title.baselineOffsetsFromTop()).first
        let upperBaseline = try #require(upper.baselineOffsetsFromTop()).first
        #expect(title.frame.minY == 0)
        #expect(column.frame.minY + upper.frame.minY + upperBaseline == titleBaseline)
        scene.stack.alignment = .lastBaseline
        scene.layout()
        let titleLast = try #require(title.baselineOffsetsFromTop()).last
        let lowerLast = try #require(lower.baselineOffsetsFromTop()).last
        #expect(column.frame.minY + lower.frame.minY + lowerLast == title.frame.minY + titleLast)
        #expect(column.frame.minY == 0 && title.frame.minY > 0)
    }

    @Test("Baseline alignment in a vertical stack lays out as fill and is logged")
    func baselineVertical() {
        let a = StackViewScene.box("a", 40, 20)
        let scene = StackViewScene(frame: CGRect(x: 0, y: 0, width: 100, height: 300)) {
            $0.axis = .vertical
            $0.addArrangedSubview(a)
        }
        scene.stack.alignment = .firstBaseline
        scene.layout()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 300))
        #expect(scene.app.log.messages.contains { $0.contains("baseline alignment only applies to horizontal stacks") })
    }
}
