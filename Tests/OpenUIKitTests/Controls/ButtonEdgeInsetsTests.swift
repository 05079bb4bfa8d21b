import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A classic button's title and image insets, its overridable content rectangles, and the
/// order of its image and title right to left.
@MainActor @Suite struct ButtonEdgeInsetsTests {
    /// A 200 × 60 custom button with a 20 × 20 image and a title, in a window.
    private func makeButton(in stage: ControlStage, _ button: UIButton = UIButton(type: .custom)) -> UIButton {
        button.frame = CGRect(x: 10, y: 100, width: 200, height: 60)
        button.setImage(UIImage(size: CGSize(width: 20, height: 20)) { _ in }, for: .normal)
        button.setTitle("Send", for: .normal)
        stage.root.addSubview(button)
        return button
    }

    private func frames(_ button: UIButton, _ stage: ControlStage) -> (image: CGRect, title: CGRect) {
        button.setNeedsLayout()
        stage.app.runTurn()
        return (button.imageView?.frame ?? .null, button.titleLabel?.frame ?? .null)
    }

    @Test("Insets default to zero; the content rectangles are the bounds and the bounds inside contentEdgeInsets")
    func defaults() {
        let stage = ControlStage()
        let button = makeButton(in: stage)
        #expect(button.titleEdgeInsets == .zero)
        #expect(button.imageEdgeInsets == .zero)
        #expect(button.adjustsImageWhenDisabled)
        #expect(button.adjustsImageWhenHighlighted)
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 60)
        #expect(button.backgroundRect(forBounds: bounds) == bounds)
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(button.contentRect(forBounds: bounds) == CGRect(x: 2, y: 1, width: 194, height: 56))
        let laidOut = frames(button, stage)
        #expect(button.imageRect(forContentRect: button.contentRect(forBounds: bounds)) == laidOut.image)
        #expect(button.titleRect(forContentRect: button.contentRect(forBounds: bounds)) == laidOut.title)
    }

    @Test("A title inset moves a centred title by half its difference, a left-aligned one by its left, a right-aligned one by minus its right")
    func titleInsetsByAlignment() {
        let stage = ControlStage()
        let button = makeButton(in: stage)
        let centred = frames(button, stage)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        var moved = frames(button, stage)
        // The title's room narrows by the inset too; it still fits in 200 points.
        #expect(moved.title.width == centred.title.width)
        #expect(abs(moved.title.minX - (centred.title.minX + 5)) < 0.001)
        #expect(moved.image == centred.image)

        button.contentHorizontalAlignment = .left
        moved = frames(button, stage)
        #expect(moved.image.minX == 0)
        #expect(moved.title.minX == 30)

        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
        button.contentHorizontalAlignment = .right
        moved = frames(button, stage)
        #expect(abs(moved.title.maxX - 190) < 0.001)
        #expect(abs(moved.image.maxX - (200 - moved.title.width)) < 0.001)

        button.contentHorizontalAlignment = .center
        button.titleEdgeInsets = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        moved = frames(button, stage)
        #expect(abs(moved.title.midY - 34) < 0.001)
        #expect(moved.image.midY == 30)
    }

    @Test("The usual swap — the image inset by the title's width, the title by the image's — puts the image after the title")
    func swapRecipe() {
        let stage = ControlStage()
        let button = makeButton(in: stage)
        let plain = frames(button, stage)
        let imageWidth = plain.image.width
        let titleWidth = plain.title.width
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: titleWidth, bottom: 0, right: -titleWidth)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: -imageWidth, bottom: 0, right: imageWidth)
        let swapped = frames(button, stage)
        #expect(abs(swapped.title.minX - plain.image.minX) < 0.001)
        #expect(abs(swapped.image.minX - swapped.title.maxX) < 0.001)
        #expect(swapped.title.width == titleWidth)
    }

    @Test("Insets stay out of the intrinsic size, so a button sized to fit shortens its title once a title inset is set")
    func intrinsicSizeIgnoresInsets() {
        let stage = ControlStage()
        let button = makeButton(in: stage)
        let natural = button.intrinsicContentSize
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 8)
        #expect(button.intrinsicContentSize == natural)
        button.frame.size = natural
        let laidOut = frames(button, stage)
        let full = button.titleLabel?.intrinsicContentSize.width ?? 0
        #expect(abs(laidOut.title.width - (full - 8)) < 0.001)
    }

    @Test("Right to left the title comes first and the image after it; forcing right to left in a left-to-right app does the same")
    func imageAfterTitleRightToLeft() {
        for appDirection in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let stage = ControlStage(layoutDirection: appDirection)
            let button = makeButton(in: stage)
            if appDirection == .leftToRight { button.semanticContentAttribute = .forceRightToLeft }
            let laidOut = frames(button, stage)
            #expect(abs(laidOut.image.minX - laidOut.title.maxX) < 0.001, "\(appDirection)")
            let width = laidOut.image.width + laidOut.title.width
            #expect(abs(laidOut.title.minX - (100 - width / 2)) < 0.001, "\(appDirection)")
        }
    }

    /// A button that puts its image above its title by overriding the two rectangles, as
    /// vertical tab-style buttons in apps do.
    private final class StackedButton: UIButton {
        override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
            CGRect(x: contentRect.midX - 10, y: contentRect.minY, width: 20, height: 20)
        }
        override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
            CGRect(x: contentRect.minX, y: contentRect.minY + 24, width: contentRect.width, height: 20)
        }
        override func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 4, dy: 4) }
    }

    @Test("A subclass's rectangles are the frames layout gives the image, title and background")
    func overriddenRectangles() {
        let stage = ControlStage()
        let button = makeButton(in: stage, StackedButton(type: .custom))
        button.setBackgroundImage(UIImage(size: CGSize(width: 4, height: 4)) { _ in }, for: .normal)
        let laidOut = frames(button, stage)
        #expect(laidOut.image == CGRect(x: 90, y: 0, width: 20, height: 20))
        #expect(laidOut.title == CGRect(x: 0, y: 24, width: 200, height: 20))
        let background = button.subviews.first { $0 !== button.imageView && $0 !== button.titleLabel }
        #expect(background?.frame == CGRect(x: 4, y: 4, width: 192, height: 52))
    }

    @Test("A disabled system button keeps its image's tint when adjustsImageWhenDisabled is off")
    func adjustsImageWhenDisabled() {
        let stage = ControlStage()
        let button = makeButton(in: stage, UIButton(type: .system))
        button.isEnabled = false
        stage.app.runTurn()
        let dimmed = button.imageView?.tintColor
        #expect(dimmed == UIColor.tertiaryLabel)
        button.adjustsImageWhenDisabled = false
        stage.app.runTurn()
        #expect(button.imageView?.tintColor == button.tintColor)
        #expect(button.imageView?.tintColor != dimmed)
    }
}

@MainActor @Suite struct ButtonDirectionChangeTests {
    @Test("Forcing right to left on a laid-out button's superview puts its image after its title at the next layout")
    func superviewDirectionChange() {
        let stage = ControlStage()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        stage.root.addSubview(container)
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 10, y: 10, width: 200, height: 60)
        button.setImage(UIImage(size: CGSize(width: 20, height: 20)) { _ in }, for: .normal)
        button.setTitle("Send", for: .normal)
        container.addSubview(button)
        stage.app.runTurn()
        let before = (button.imageView?.frame ?? .null, button.titleLabel?.frame ?? .null)
        #expect(before.0.maxX <= before.1.minX + 0.001)
        container.semanticContentAttribute = .forceRightToLeft
        stage.app.runTurn()
        let image = button.imageView?.frame ?? .null
        let title = button.titleLabel?.frame ?? .null
        #expect(abs(image.minX - title.maxX) < 0.001)
    }
}
