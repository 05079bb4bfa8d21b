import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A plain image of `width` × `height` points that draws nothing.
@MainActor
private func blankImage(_ width: CGFloat, _ height: CGFloat) -> UIImage {
    UIImage(size: CGSize(width: width, height: height)) { _ in }
}

@MainActor @Suite struct ButtonImageTests {
    @Test("A state without its own image falls back to the normal image; combined states do not fall back to their parts")
    func stateFallback() {
        let button = UIButton(type: .custom)
        let normal = blankImage(10, 10)
        let highlighted = blankImage(12, 12)
        let selected = blankImage(14, 14)
        #expect(button.image(for: .normal) == nil && button.currentImage == nil)

        button.setImage(highlighted, for: .highlighted)
        #expect(button.image(for: .disabled) == nil)
        #expect(button.image(for: .highlighted) === highlighted)

        button.setImage(normal, for: .normal)
        button.setImage(selected, for: .selected)
        #expect(button.image(for: .normal) === normal)
        #expect(button.image(for: .disabled) === normal)
        #expect(button.image(for: .selected) === selected)
        #expect(button.image(for: [.selected, .highlighted]) === normal)

        button.setImage(nil, for: .highlighted)
        #expect(button.image(for: .highlighted) === normal)

        // Titles follow the same rule.
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        #expect(button.title(for: .disabled) == "Play")
        #expect(button.title(for: [.selected, .highlighted]) == "Play")
        #expect(button.title(for: .selected) == "Pause")
    }

    @Test("currentImage and the image view follow the state: highlighted while a touch is down, disabled, selected")
    func currentImageFollowsState() {
        let stage = ControlStage()
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        let normal = blankImage(24, 16)
        let pressed = blankImage(24, 16)
        let off = blankImage(24, 16)
        let on = blankImage(24, 16)
        button.setImage(normal, for: .normal)
        button.setImage(pressed, for: .highlighted)
        button.setImage(off, for: .disabled)
        button.setImage(on, for: .selected)
        stage.root.addSubview(button)
        #expect(button.currentImage === normal && button.imageView?.image === normal)

        stage.app.touchDown(at: CGPoint(x: 70, y: 122))
        #expect(button.currentImage === pressed && button.imageView?.image === pressed)
        stage.app.touchUp()
        #expect(button.currentImage === normal && button.imageView?.image === normal)

        button.isSelected = true
        #expect(button.imageView?.image === on)
        button.isEnabled = false
        #expect(button.imageView?.image === normal)  // [.disabled, .selected] has no image of its own
        button.isSelected = false
        #expect(button.imageView?.image === off)
    }

    @Test("The image view is centred, and a tap on the image is the button's")
    func imageViewPlacementAndTap() {
        let stage = ControlStage()
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        let events = ControlEventRecorder(button, name: "button", events: .touchUpInside)
        button.setImage(blankImage(24, 16), for: .normal)
        stage.root.addSubview(button)
        stage.app.runTurn()
        let imageView = try! #require(button.imageView)
        #expect(imageView.superview === button)
        #expect(imageView.frame == CGRect(x: 38, y: 14, width: 24, height: 16))

        stage.app.tap(at: CGPoint(x: 70, y: 122))
        #expect(events.recorder.take() == [.controlEvent("button", .touchUpInside)])
    }

    @Test("The intrinsic size is the current image's; Auto Layout follows it when the state changes the image")
    func intrinsicSize() {
        let stage = ControlStage()
        let button = UIButton(type: .custom)
        #expect(button.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        button.setImage(blankImage(24, 16), for: .normal)
        button.setImage(blankImage(40, 30), for: .highlighted)
        #expect(button.intrinsicContentSize == CGSize(width: 24, height: 16))
        #expect(button.sizeThatFits(.zero) == CGSize(width: 24, height: 16))

        button.translatesAutoresizingMaskIntoConstraints = false
        stage.root.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: stage.root.topAnchor, constant: 100),
        ])
        stage.app.runTurn()
        #expect(button.frame == CGRect(x: 20, y: 100, width: 24, height: 16))

        stage.app.touchDown(at: CGPoint(x: 30, y: 108))
        #expect(button.isHighlighted)
        #expect(button.intrinsicContentSize == CGSize(width: 40, height: 30))
        #expect(button.frame == CGRect(x: 20, y: 100, width: 40, height: 30))
        stage.app.touchUp()
        #expect(button.frame == CGRect(x: 20, y: 100, width: 24, height: 16))
    }
}
