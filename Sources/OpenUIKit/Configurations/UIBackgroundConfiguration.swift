import Foundation

/// The background of a cell or header: a fill colour, a custom view, corners, insets and a
/// stroke. The list styles (``listPlainCell()``, ``listGroupedCell()``…) leave
/// ``backgroundColor`` nil, meaning "the style's colour for the state": ``updated(for:)``
/// records the state, and ``resolvedBackgroundColor(for:)`` gives the colour drawn (the
/// selection grey when selected or highlighted).
/// - Note: See https://developer.apple.com/documentation/uikit/uibackgroundconfiguration
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    // @unchecked: `customView` is a main-actor view, only ever touched on the main actor.
    /// The system style the configuration was made from.
    let style: BackgroundStyle
    /// The state the configuration was last updated for.
    var appearance = BackgroundAppearance.normal

    /// A view drawn behind the content, above the fill colour.
    public var customView: UIView?
    /// The radius of the background's corners.
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the view's edges.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The fill colour; nil for the style's colour.
    public var backgroundColor: UIColor?
    /// A function applied to the fill colour.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The blur behind the background, stored only.
    // UIKit divergence: visual effects are kept in the configuration but not drawn (there is no
    // blur yet); a view showing a configuration with one logs that it is not drawn.
    public var visualEffect: UIVisualEffect?
    /// The colour of the outline; nil for no outline.
    public var strokeColor: UIColor?
    /// A function applied to the outline colour.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The width of the outline.
    public var strokeWidth: CGFloat = 0
    /// The space between the background and the outline (negative draws it inside).
    public var strokeOutset: CGFloat = 0

    init(style: BackgroundStyle) {
        self.style = style
        cornerRadius = style.cornerRadius
    }

    /// A plain list's row: the system background, grey when selected or highlighted.
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(style: .listPlainCell) }
    /// A grouped list's row: the secondary grouped background, grey when selected or
    /// highlighted.
    public static func listGroupedCell() -> UIBackgroundConfiguration { .init(style: .listGroupedCell) }
    /// A sidebar's row: clear, the tint when selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration { .init(style: .listSidebarCell) }
    /// A sidebar's header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { .init(style: .listSidebarHeader) }
    /// A plain list's header or footer: the system background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { .init(style: .listPlainHeaderFooter) }
    /// A grouped list's header or footer: clear.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        .init(style: .listGroupedHeaderFooter)
    }
    /// No fill at all.
    public static func clear() -> UIBackgroundConfiguration { .init(style: .clear) }

    /// A copy for `state`: the style's colour for a selected, highlighted or plain state.
    @MainActor
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        var copy = self
        copy.appearance = BackgroundAppearance(state)
        return copy
    }

    /// The fill drawn with `tintColor` as the view's tint: ``backgroundColor`` (or the style's
    /// colour for the state) through ``backgroundColorTransformer``.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = backgroundColor ?? style.color(for: appearance, tint: tintColor)
        return backgroundColorTransformer.map { $0(base) } ?? base
    }

    /// The outline drawn: ``strokeColor`` (or the tint) through ``strokeColorTransformer``.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(base) } ?? base
    }

    // UIKit divergence: transformers are compared by presence only, views by identity.
    public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
        lhs.style == rhs.style && lhs.appearance == rhs.appearance && lhs.customView === rhs.customView
            && lhs.cornerRadius == rhs.cornerRadius && lhs.backgroundInsets == rhs.backgroundInsets
            && lhs.backgroundColor == rhs.backgroundColor
            && (lhs.backgroundColorTransformer == nil) == (rhs.backgroundColorTransformer == nil)
            && (lhs.visualEffect == nil) == (rhs.visualEffect == nil) && lhs.strokeColor == rhs.strokeColor
            && (lhs.strokeColorTransformer == nil) == (rhs.strokeColorTransformer == nil)
            && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOutset == rhs.strokeOutset
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(appearance)
        hasher.combine(backgroundColor)
        hasher.combine(cornerRadius)
    }
}
