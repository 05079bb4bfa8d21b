import Foundation

extension UIScreen: UITraitEnvironment {
    /// The screen's traits: the system's (light appearance, default text size, left to right
    /// unless the application reads right to left…) with the screen's scale, its idiom and the
    /// size classes of its size.
    public var traitCollection: UITraitCollection {
        if let cachedTraitCollection { return cachedTraitCollection }
        let idiom = UIScreen.idiom(for: bounds.size)
        let classes = UIScreen.sizeClasses(for: bounds.size, idiom: idiom)
        let collection = systemTraits.modifyingTraits { traits in
            traits.displayScale = scale
            traits.userInterfaceIdiom = idiom
            traits.horizontalSizeClass = classes.horizontal
            traits.verticalSizeClass = classes.vertical
        }
        cachedTraitCollection = collection
        return collection
    }

    /// The system traits a screen starts with.
    package static let defaultSystemTraits = UITraitCollection(mutations: { traits in
        traits.userInterfaceStyle = .light
        traits.layoutDirection = .leftToRight
        traits.preferredContentSizeCategory = .large
        traits.legibilityWeight = .regular
        traits.accessibilityContrast = .normal
        traits.userInterfaceLevel = .base
    })

    /// Changes the system traits (what Settings would change: appearance, text size…); the
    /// screen hears of it when its collection changed. Returns whether it changed.
    @discardableResult
    package func updateSystemTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> Bool {
        let updated = systemTraits.modifyingTraits(mutations)
        guard updated != systemTraits else { return false }
        systemTraits = updated
        systemTraitsDidChange()
        return true
    }

    /// Recomputes the collection and tells the screen when it changed.
    func systemTraitsDidChange() {
        guard let previous = cachedTraitCollection else { return }
        cachedTraitCollection = nil
        let now = traitCollection
        if now != previous { traitCollectionDidChange(previous) }
    }

    /// The device family a screen of `size` points stands for: a phone below 600 points on the
    /// short side, a tablet otherwise.
    // UIKit divergence: the idiom comes from the device; headless and desktop screens have no
    // device, so it is derived from the screen's size.
    package static func idiom(for size: CGSize) -> UIUserInterfaceIdiom {
        min(size.width, size.height) < 600 ? .phone : .pad
    }

    /// The size classes UIKit gives an area of `size` points: on a phone, compact width except
    /// in landscape on the widest phones (896 points and more), compact height in landscape;
    /// on a tablet, regular height, and regular width from 678 points (a half split on the
    /// largest iPad) up.
    package static func sizeClasses(
        for size: CGSize, idiom: UIUserInterfaceIdiom
    ) -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        let landscape = size.width > size.height
        switch idiom {
        case .phone:
            return (landscape && size.width >= 896 ? .regular : .compact, landscape ? .compact : .regular)
        default:
            return (size.width >= 678 ? .regular : .compact, .regular)
        }
    }
}

extension UIWindow {
    /// What a window inherits: its application's screen's traits with the application's layout
    /// direction and the size classes of the window's own size. A window of no application
    /// (decoded, or outliving its application) inherits nothing, like a view outside a window.
    package var environmentTraits: UITraitCollection {
        guard let application else { return .unspecified }
        let base = application.screen.traitCollection
        let size = bounds.size
        let classes = UIScreen.sizeClasses(for: size, idiom: base.userInterfaceIdiom)
        let direction: UITraitEnvironmentLayoutDirection =
            application.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        if classes.horizontal == base.horizontalSizeClass, classes.vertical == base.verticalSizeClass,
            direction == base.layoutDirection
        {
            return base
        }
        return base.modifyingTraits { traits in
            traits.horizontalSizeClass = classes.horizontal
            traits.verticalSizeClass = classes.vertical
            traits.layoutDirection = direction
        }
    }
}

extension UIApplication {
    /// Changes the system traits of the application's screen (appearance, text size,
    /// contrast…) and queues every window for the next trait update; the views whose traits
    /// change hear of it before the next layout.
    /// A change of text size is posted at once as `UIContentSizeCategory.didChangeNotification`
    /// (the views hear of it in the next trait pass).
    package func updateSystemTraits(_ mutations: (inout any UIMutableTraits) -> Void) {
        let category = preferredContentSizeCategory
        guard screen.updateSystemTraits(mutations) else { return }
        forEachWindow { framePipeline.traits.mark($0) }
        let newCategory = preferredContentSizeCategory
        if newCategory != category {
            if UIApplication.existing === self { SystemContentSizeCategory.value = newCategory }
            NotificationCenter.default.post(
                name: UIContentSizeCategory.didChangeNotification, object: self,
                userInfo: [UIContentSizeCategory.newValueUserInfoKey: newCategory])
        }
    }

    /// The text size the user chose: the screen's content size category.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/preferredcontentsizecategory
    public var preferredContentSizeCategory: UIContentSizeCategory { screen.traitCollection.preferredContentSizeCategory }
}
