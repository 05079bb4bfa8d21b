/// A type whose look can be set for all its instances at once, through proxies that record
/// values and apply them to each instance as it enters a window.
///
/// `UISwitch.appearance().onTintColor = .systemPink` records a value; every switch that
/// then moves into one of the application's windows gets it, just before
/// `didMoveToWindow()`, unless the switch's own `onTintColor` was set directly (a value set
/// on an instance wins, whenever it was set). Proxies narrowed by containment or traits win
/// over broader ones: see `AppearanceStore` for the order. Views already in a window keep
/// their look until they enter a window again, as in UIKit.
/// - Note: See https://developer.apple.com/documentation/uikit/uiappearance
// UIKit divergence: UIKit's proxy has the class's own type (its setters are forwarded through
// the Objective-C runtime). Here a proxy is an ``AppearanceProxy`` of the class, which has
// exactly the members that can be set through appearance (listed in docs/APPEARANCE.md), so
// `UINavigationBar.appearance().barTintColor = .red` compiles as on iOS, and setting a
// property proxies do not support is a compile-time error naming it.
@MainActor @preconcurrency
public protocol UIAppearance: AnyObject {}

extension UIView: UIAppearance {}

// Views and bar items (the two kinds of UIAppearance types) share these; a bar item's rules are
// matched from the view its bar shows it with (see UIBarItem+Appearance.swift).
extension UIAppearance {
    /// The proxy that sets the look of every instance of the class.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiappearance/appearance()
    // UIKit divergence: the values go to the shared application's appearance store (the
    // proxy's method names no application); every application keeps its own.
    public static func appearance() -> AppearanceProxy<Self> {
        AppearanceProxy(rule: UIApplication.shared.appearanceStore.rule(for: Self.self, containers: [], traits: nil))
    }

    /// The proxy for instances contained in instances of `containerTypes`: the first type is
    /// the nearest container, each next one contains the previous one (further up the
    /// superviews and view controllers), with anything in between.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiappearance/appearance(whencontainedininstancesof:)
    public static func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> AppearanceProxy<Self> {
        AppearanceProxy(
            rule: UIApplication.shared.appearanceStore.rule(for: Self.self, containers: containerTypes, traits: nil))
    }

    /// The proxy for instances whose trait collection contains every trait `trait` specifies.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiappearance/appearance(for:)
    public static func appearance(for trait: UITraitCollection) -> AppearanceProxy<Self> {
        AppearanceProxy(rule: UIApplication.shared.appearanceStore.rule(for: Self.self, containers: [], traits: trait))
    }

    /// The proxy for instances with these traits and inside these containers.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiappearance/appearance(for:whencontainedininstancesof:)
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> AppearanceProxy<Self> {
        AppearanceProxy(
            rule: UIApplication.shared.appearanceStore.rule(for: Self.self, containers: containerTypes, traits: trait))
    }
}
