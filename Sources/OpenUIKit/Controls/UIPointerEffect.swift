import Foundation

/// What happens to a view under an iPad pointer: the look a ``UIPointerStyle`` gives it.
/// Nothing here moves a pointer (see ``UIButton/isPointerInteractionEnabled``); the values are
/// kept for code that builds pointer styles.
/// - Note: See https://developer.apple.com/documentation/uikit/uipointereffect-swift.enum
@available(iOS 13.4, *)
public enum UIPointerEffect {
    /// How a hover effect colours the view.
    public enum TintMode: Int, Sendable {
        /// No tint.
        case none = 0
        /// A tint over the view.
        case overlay = 1
        /// A tint behind the view.
        case underlay = 2
    }

    /// The system's choice of effect for the preview's view.
    case automatic(UITargetedPreview)
    /// The pointer turns into a highlight behind the view.
    case highlight(UITargetedPreview)
    /// The view rises under the pointer, with a shadow.
    case lift(UITargetedPreview)
    /// The view is tinted, shadowed and scaled as asked while the pointer is over it.
    case hover(
        UITargetedPreview, preferredTintMode: UIPointerEffect.TintMode = .overlay, prefersShadow: Bool = false,
        prefersScaledContent: Bool = true)

    /// The preview the effect applies to.
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview): preview
        case .hover(let preview, _, _, _): preview
        }
    }
}
