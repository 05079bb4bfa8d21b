import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct ButtonContentAlignmentTests {
    /// A 200 × 60 custom button with a 20 × 20 image, a title and 5-point content insets, laid
    /// out in a window with the given alignments.
    private func layOut(
        _ horizontal: UIControl.ContentHorizontalAlignment, _ vertical: UIControl.ContentVerticalAlignment = .center,
        rightToLeft: Bool = false
    ) -> (UIButton, CGRect, CGRect) {
        let stage = ControlStage()
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 10, y: 100, width: 200, height: 60)
        button.setImage(UIImage(size: CGSize(width: 20, height: 20)) { _ in }, for: .normal)
        button.setTitle("Send", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        if rightToLeft { button.semanticContentAttribute = .forceRightToLeft }
        button.contentHorizontalAlignment = horizontal
        button.contentVerticalAlignment = vertical
        stage.root.addSubview(button)
        stage.app.runTurn()
        return (button, button.imageView?.frame ?? .null, button.titleLabel?.frame ?? .null)
    }

    @Test("Defaults are centred; effective alignment turns leading and trailing into left and right by direction")
    func defaultsAndEffective() {
        let control = UIControl(frame: .zero)
        #expect(control.contentHorizontalAlignment == .center)
        #expect(control.contentVerticalAlignment == .center)
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .right)
        control.semanticContentAttribute = .forceRightToLeft
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .right)
        control.contentHorizontalAlignment = .fill
        #expect(control.effectiveContentHorizontalAlignment == .fill)
    }

    @Test("Each horizontal alignment places the image and title group inside the content insets")
    func horizontalAlignments() throws {
        let (_, centreImage, centreTitle) = layOut(.center)
        let width = centreImage.width + centreTitle.width
        #expect(centreImage.width == 20)
        #expect(centreTitle.width > 20)
        #expect(abs(centreImage.minX - (100 - width / 2)) < 0.001)
        #expect(centreTitle.minX == centreImage.maxX)

        for alignment in [UIControl.ContentHorizontalAlignment.left, .leading] {
            let (_, image, title) = layOut(alignment)
            #expect(image.minX == 5, "\(alignment)")
            #expect(title.minX == 25)
        }
        for alignment in [UIControl.ContentHorizontalAlignment.right, .trailing] {
            let (_, image, title) = layOut(alignment)
            #expect(abs(title.maxX - 195) < 0.001, "\(alignment)")
            #expect(abs(image.minX - (195 - width)) < 0.001)
        }
        // Right to left: leading is the right edge, trailing the left one, and the title comes
        // before the image.
        let (_, leadingImage, leadingTitle) = layOut(.leading, rightToLeft: true)
        #expect(abs(leadingImage.maxX - 195) < 0.001)
        #expect(abs(leadingTitle.minX - (195 - width)) < 0.001)
        let (_, trailingImage, trailingTitle) = layOut(.trailing, rightToLeft: true)
        #expect(trailingTitle.minX == 5)
        #expect(abs(trailingImage.minX - trailingTitle.maxX) < 0.001)

        // Fill: the image at the left, the title takes the rest of the width.
        let (_, fillImage, fillTitle) = layOut(.fill)
        #expect(fillImage.minX == 5)
        #expect(fillTitle.minX == 25)
        #expect(fillTitle.width == 170)
    }

    @Test("Each vertical alignment places the image and the title inside the content insets")
    func verticalAlignments() {
        let (_, topImage, topTitle) = layOut(.center, .top)
        #expect(topImage.minY == 5)
        #expect(topTitle.minY == 5)
        let (_, bottomImage, bottomTitle) = layOut(.center, .bottom)
        #expect(bottomImage.maxY == 55)
        #expect(abs(bottomTitle.maxY - 55) < 0.001)
        let (_, centreImage, centreTitle) = layOut(.center, .center)
        #expect(centreImage.midY == 30)
        #expect(abs(centreTitle.midY - 30) < 0.001)
        let (_, fillImage, fillTitle) = layOut(.center, .fill)
        #expect(fillImage == CGRect(x: fillImage.minX, y: 5, width: 20, height: 50))
        #expect(fillTitle.minY == 5 && fillTitle.height == 50)
    }
}
