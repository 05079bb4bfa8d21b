import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// `setPreferredSymbolConfiguration(_:forImageIn:)` gives a classic button's symbol image a
/// configuration per state, with the usual fallback to `.normal`; the image view draws and
/// the button measures the symbol at that configuration.
@MainActor
@Suite struct ButtonSymbolConfigurationTests {
    @Test("Per-state lookup falls back to .normal; currentPreferredSymbolConfiguration follows the state")
    func lookup() {
        let button = UIButton(type: .system)
        #expect(button.preferredSymbolConfigurationForImage(in: .normal) == nil)
        #expect(button.currentPreferredSymbolConfiguration == nil)
        let large = UIImage.SymbolConfiguration(pointSize: 40)
        let small = UIImage.SymbolConfiguration(pointSize: 12)
        button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
        button.setPreferredSymbolConfiguration(small, forImageIn: .highlighted)
        #expect(button.preferredSymbolConfigurationForImage(in: .disabled) === large)
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) === small)
        #expect(button.currentPreferredSymbolConfiguration === large)
        button.isHighlighted = true
        #expect(button.currentPreferredSymbolConfiguration === small)
        button.setPreferredSymbolConfiguration(nil, forImageIn: .highlighted)
        #expect(button.currentPreferredSymbolConfiguration === large)
    }

    @Test("The image view's symbol, and the button's intrinsic size, follow the state's configuration")
    func imageSizeFollowsState() throws {
        let stage = ControlStage()
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "star.fill"), for: .normal)
        stage.root.addSubview(button)
        let imageView = try #require(button.imageView)
        let plain = imageView.intrinsicContentSize

        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40), forImageIn: .normal)
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 12), forImageIn: .highlighted)
        let large = imageView.intrinsicContentSize
        #expect(large.height > plain.height + 10)
        #expect(button.intrinsicContentSize == large)
        button.sizeToFit()
        button.center = CGPoint(x: 100, y: 150)
        stage.app.runTurn()
        #expect(imageView.frame.size == large)

        button.isHighlighted = true
        stage.app.runTurn()
        let small = imageView.intrinsicContentSize
        #expect(small.height < large.height / 2)
        #expect(button.intrinsicContentSize == small)
        #expect(imageView.frame.size == small)
        #expect(imageView.image === button.currentImage)

        button.isHighlighted = false
        #expect(imageView.intrinsicContentSize == large)
    }

    @Test("A configuration set before the image is applied when the image view is made")
    func configurationBeforeImage() throws {
        let button = UIButton(type: .system)
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40), forImageIn: .normal)
        button.setImage(UIImage(systemName: "star.fill"), for: .normal)
        let imageView = try #require(button.imageView)
        #expect(imageView.preferredSymbolConfiguration === button.currentPreferredSymbolConfiguration)
        #expect(imageView.intrinsicContentSize.height > 30)
    }
}
