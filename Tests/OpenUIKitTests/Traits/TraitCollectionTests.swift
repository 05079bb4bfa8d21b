import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct TraitCollectionTests {
    @Test("Collections combine with later ones winning, compare by value, and unspecified values set nothing")
    func combining() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let light = UITraitCollection(userInterfaceStyle: .light)
        let combined = UITraitCollection(traitsFrom: [dark, compact, UITraitCollection(userInterfaceStyle: .unspecified)])
        #expect(combined.userInterfaceStyle == .dark)
        #expect(combined.horizontalSizeClass == .compact)
        #expect(combined.verticalSizeClass == .unspecified)
        #expect(combined.displayScale == 0)
        #expect(UITraitCollection(traitsFrom: [dark, light]).userInterfaceStyle == .light)
        #expect(combined == UITraitCollection(traitsFrom: [compact, dark]))
        #expect(combined.hashValue == UITraitCollection(traitsFrom: [compact, dark]).hashValue)
        #expect(UITraitCollection(userInterfaceStyle: .unspecified) == UITraitCollection())
        #expect(combined.containsTraits(in: dark))
        #expect(combined.containsTraits(in: compact))
        #expect(!combined.containsTraits(in: light))
        #expect(combined.containsTraits(in: nil))
        #expect(UITraitCollection(displayScale: 3).displayScale == 3)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
        #expect(UITraitCollection(legibilityWeight: .bold).legibilityWeight == .bold)
        #expect(UITraitCollection(accessibilityContrast: .high).accessibilityContrast == .high)
        #expect(UITraitCollection(verticalSizeClass: .regular).verticalSizeClass == .regular)
    }

    @Test("Only style, contrast and custom traits that say so change colour appearance")
    func colorAppearance() {
        let base = UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .light), .init(horizontalSizeClass: .compact)])
        #expect(!base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.horizontalSizeClass = .regular }))
        #expect(!base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.preferredContentSizeCategory = .extraLarge }))
        #expect(base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.userInterfaceStyle = .dark }))
        #expect(base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.accessibilityContrast = .high }))
        #expect(base.hasDifferentColorAppearance(comparedTo: nil))
        #expect(!base.hasDifferentColorAppearance(comparedTo: UITraitCollection(traitsFrom: [base])))
    }

    @Test("Colour appearance: a trait set on one side only differs unless it holds its default, either way round")
    func colorAppearanceOneSided() {
        let empty = UITraitCollection()
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let explicitDefault = UITraitCollection(userInterfaceStyle: .unspecified)
        #expect(dark.hasDifferentColorAppearance(comparedTo: empty))
        #expect(empty.hasDifferentColorAppearance(comparedTo: dark))
        #expect(!explicitDefault.hasDifferentColorAppearance(comparedTo: empty))
        #expect(!empty.hasDifferentColorAppearance(comparedTo: explicitDefault))
        // Many traits differing, none of them about colour; then one about colour among them.
        let layout = UITraitCollection(traitsFrom: [
            .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular), .init(displayScale: 3),
            .init(preferredContentSizeCategory: .extraLarge), .init(layoutDirection: .rightToLeft),
        ])
        #expect(!layout.hasDifferentColorAppearance(comparedTo: empty))
        #expect(!empty.hasDifferentColorAppearance(comparedTo: layout))
        let layoutContrast = layout.modifyingTraits { $0.accessibilityContrast = .high }
        #expect(layoutContrast.hasDifferentColorAppearance(comparedTo: layout))
        #expect(layout.hasDifferentColorAppearance(comparedTo: layoutContrast))
        #expect(!layoutContrast.hasDifferentColorAppearance(comparedTo: UITraitCollection(traitsFrom: [layout, .init(accessibilityContrast: .high)])))
    }

    @Test("Content size categories are ordered, five are accessibility sizes, unspecified is below all")
    func contentSizeCategories() {
        let all: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        #expect(all.shuffled().sorted() == all)
        #expect(all.filter(\.isAccessibilityCategory).count == 5)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.large > .medium)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }

    @Test("Custom traits read their default until set; mutations and the subscript agree")
    func customTraits() {
        let empty = UITraitCollection()
        #expect(empty[ContainedInSidebarTrait.self] == false)
        let inSidebar = UITraitCollection { $0[ContainedInSidebarTrait.self] = true }
        #expect(inSidebar[ContainedInSidebarTrait.self] == true)
        #expect(inSidebar != empty)
        #expect(UITraitCollection { $0[ContainedInSidebarTrait.self] = false } == empty)
        #expect(!inSidebar.hasDifferentColorAppearance(comparedTo: empty))
        #expect(inSidebar[UITraitUserInterfaceStyle.self] == .unspecified)
        let styled = inSidebar.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(styled[UITraitUserInterfaceStyle.self] == .dark && styled[ContainedInSidebarTrait.self])
        var overrides = UITraitOverrides()
        #expect(!overrides.contains(UITraitUserInterfaceStyle.self))
        overrides.userInterfaceStyle = .dark
        overrides[ContainedInSidebarTrait.self] = true
        #expect(overrides.contains(UITraitUserInterfaceStyle.self) && overrides.contains(ContainedInSidebarTrait.self))
        overrides.remove(UITraitUserInterfaceStyle.self)
        #expect(!overrides.contains(UITraitUserInterfaceStyle.self))
        #expect(overrides.userInterfaceStyle == .unspecified)
    }

    @Test("A phone screen gives light, compact width, regular height, its scale, the phone idiom and the default text size")
    func phoneScreen() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let traits = window.traitCollection
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.displayScale == 3)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.layoutDirection == .leftToRight)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.legibilityWeight == .regular)
        #expect(traits.accessibilityContrast == .normal)
        #expect(app.application.screen.traitCollection == traits)
        // Outside layout, drawing and trait callbacks the current collection is light.
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }

    @Test("Landscape phones, tablets and right-to-left applications get their size classes and direction")
    func otherScreens() {
        let wide = HeadlessApp(screenSize: CGSize(width: 932, height: 430), scale: 3)
        let wideTraits = wide.makeWindow().traitCollection
        #expect(wideTraits.horizontalSizeClass == .regular && wideTraits.verticalSizeClass == .compact)
        #expect(wideTraits.userInterfaceIdiom == .phone)
        let narrow = HeadlessApp(screenSize: CGSize(width: 844, height: 390), scale: 3)
        #expect(narrow.makeWindow().traitCollection.horizontalSizeClass == .compact)
        let pad = HeadlessApp(screenSize: CGSize(width: 1024, height: 1366), scale: 2)
        let padTraits = pad.makeWindow().traitCollection
        #expect(padTraits.userInterfaceIdiom == .pad)
        #expect(padTraits.horizontalSizeClass == .regular && padTraits.verticalSizeClass == .regular)
        #expect(padTraits.displayScale == 2)
        let slideOver = pad.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1366))
        #expect(slideOver.traitCollection.horizontalSizeClass == .compact)
        let arabic = HeadlessApp(layoutDirection: .rightToLeft)
        #expect(arabic.makeWindow().traitCollection.layoutDirection == .rightToLeft)
        #expect(arabic.application.screen.traitCollection.layoutDirection == .rightToLeft)
    }

    @Test("A view takes its superview's traits as it is added; a view outside any window has none")
    func viewsInheritOnAdd() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let detached = UIView()
        let child = UIView()
        detached.addSubview(child)
        #expect(detached.traitCollection == UITraitCollection())
        #expect(child.traitCollection.userInterfaceStyle == .unspecified)
        window.addSubview(detached)
        #expect(detached.traitCollection == window.traitCollection)
        #expect(child.traitCollection == window.traitCollection)
        #expect(child.traitCollection.displayScale == 3)
    }
}
