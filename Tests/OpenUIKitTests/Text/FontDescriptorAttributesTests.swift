import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct FontDescriptorAttributesTests {
    @Test("addingAttributes(_:) applies size, family, weight, symbolic traits and slant")
    func addingAttributes() {
        let base = UIFont.systemFont(ofSize: 17).fontDescriptor
        let bigger = base.addingAttributes([.size: 24])
        #expect(bigger.pointSize == 24 && base.pointSize == 17)
        let heavy = base.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
        #expect(heavy.symbolicTraits.contains(.traitBold))
        let numericWeight = base.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: CGFloat(0.4)]])
        #expect(numericWeight.symbolicTraits.contains(.traitBold))
        let italic = base.addingAttributes([.traits: [UIFontDescriptor.TraitKey.symbolic: UIFontDescriptor.SymbolicTraits.traitItalic]])
        #expect(italic.symbolicTraits == [.traitItalic])
        let slanted = base.addingAttributes([.traits: [UIFontDescriptor.TraitKey.slant: 0.2]])
        #expect(slanted.symbolicTraits.contains(.traitItalic))
        let family = base.addingAttributes([.family: "DejaVu Serif"])
        #expect(family.postscriptName.hasPrefix("DejaVuSerif"))
        #expect(UIFont(descriptor: family, size: 0).familyName == "DejaVu Serif")
        let font = UIFont(descriptor: bigger, size: 0)
        #expect(font.pointSize == 24)
    }

    @Test("An attribute not modelled (feature settings for monospaced digits) is ignored with a log line naming it")
    func unmodelledAttributeIsLoggedAndIgnored() {
        let app = HeadlessApp()
        let base = UIFont.systemFont(ofSize: 17).fontDescriptor
        let monospacedDigits = base.addingAttributes([.featureSettings: [[String: Int]()], .size: 20])
        #expect(UIFont(descriptor: monospacedDigits, size: 0).pointSize == 20)
        #expect(app.application.log.messages.contains {
            $0.contains("addingAttributes") && $0.contains(UIFontDescriptor.AttributeName.featureSettings.rawValue)
        })
    }

    @Test("UIFontMetrics.default follows the body style; UIScreen.nativeScale is the scale")
    func metricsAndScreen() {
        let app = HeadlessApp(screenSize: CGSize(width: 100, height: 100), scale: 2)
        #expect(app.application.screen.nativeScale == 2)
        let font = UIFont.systemFont(ofSize: 17)
        #expect(UIFontMetrics.default.scaledFont(for: font, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)).pointSize == 17)
        #expect(
            UIFontMetrics.default.scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge))
                == UIFontMetrics(forTextStyle: .body).scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)))
    }
}
