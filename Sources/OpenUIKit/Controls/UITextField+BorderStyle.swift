import Foundation

extension UITextField {
    /// The frame a text field draws around itself.
    /// - Note: See https://developer.apple.com/documentation/uikit/uitextfield/borderstyle
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none = 0
        /// A thin dark rectangle.
        case line = 1
        /// A grey rectangle (UIKit's inset bezel).
        case bezel = 2
        /// A light grey rounded rectangle on a white (dark grey in dark mode) background: the
        /// standard look of a form field.
        case roundedRect = 3
    }

    /// How far the text sits inside the field's bounds, per side, for `style`.
    static func textInsets(for style: BorderStyle) -> UIEdgeInsets {
        switch style {
        case .none: .zero
        case .line, .bezel: UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        case .roundedRect: UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 7)
        }
    }

    /// Applies `borderStyle` to the layer: the border, the corners and, for the rounded style,
    /// the background a field draws when it has none of its own.
    // UIKit divergence: the border is the layer's border rather than a drawn image; the
    // rounded style's background is applied through the layer, under any backgroundColor.
    func applyBorderStyle() {
        // The colour set through the view, if any: `backgroundColor` reads the layer's colour,
        // which after the first call is the rounded style's own (resolved for the traits of
        // that moment), so it would keep a light interior in a dark window.
        let ownBackground = traitState.backgroundColor
        switch borderStyle {
        case .none:
            layer.borderWidth = 0
            layer.cornerRadius = 0
            layer.backgroundColor = ownBackground?.resolvedColor(with: traitCollection).cgColor
        case .line:
            layer.borderWidth = 1
            layer.borderColor = UIColor.label.resolvedColor(with: traitCollection).cgColor
            layer.cornerRadius = 0
        case .bezel:
            layer.borderWidth = 1
            layer.borderColor = UIColor.systemGray.resolvedColor(with: traitCollection).cgColor
            layer.cornerRadius = 0
        case .roundedRect:
            layer.borderWidth = 1 / max(1, traitCollection.displayScale)
            layer.borderColor = UIColor.systemGray3.resolvedColor(with: traitCollection).cgColor
            layer.cornerRadius = 5
            if ownBackground == nil {
                layer.backgroundColor = UIColor.systemBackground.resolvedColor(with: traitCollection).cgColor
            }
        }
    }
}
