import Foundation

/// A drop shadow for drawn text: an offset, a blur and a colour. As the value of
/// `NSAttributedString.Key.shadow` it is cast by the glyphs (and their underlines and
/// strikethroughs) of the range it covers, under them, wherever attributed text is drawn.
///
/// The offset is in points of the default user space, whatever the current transform, with a
/// positive height moving the shadow down; the blur radius is in points too. A shadow never
/// changes the size text measures.
/// - Note: See https://developer.apple.com/documentation/uikit/nsshadow
// UIKit divergence: not NSSecureCoding (UIColor, its colour, has no coding here either).
open class NSShadow: NSObject, @unchecked Sendable {
    /// Keeps Foundation's C core comparing shadows in attributed strings through
    /// `isEqual(_:)`; must stay the first stored property (see ``FoundationTypeInfoSlot``).
    private let foundationTypeInfo = FoundationTypeInfoSlot()

    /// How far the shadow is moved from the glyphs, in points (+height: down). Default zero.
    open var shadowOffset: CGSize = .zero
    /// How far the shadow is blurred, in points (0: a sharp copy; default 0).
    open var shadowBlurRadius: CGFloat = 0
    /// The colour: a ``UIColor`` (a `CGColor` is accepted too). Nil, the default, draws
    /// black at one third opacity.
    open var shadowColor: Any?

    /// A shadow with no offset, no blur and the default colour.
    public override init() { super.init() }

    open override func copy() -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    /// Equal offsets, blurs and colours (colours compared as `UIColor`s do).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        if other === self { return true }
        guard other.shadowOffset == shadowOffset, other.shadowBlurRadius == shadowBlurRadius else { return false }
        switch (shadowColor, other.shadowColor) {
        case (nil, nil): return true
        case (let a as NSObject, let b as NSObject): return a.isEqual(b)
        default: return false
        }
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(shadowOffset.width)
        hasher.combine(shadowOffset.height)
        hasher.combine(shadowBlurRadius)
        return hasher.finalize()
    }

    /// The colour drawn when ``shadowColor`` is nil: black at one third opacity.
    static let defaultColor = TextColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0)

    /// The shadow as the text engine draws it, its colour resolved (a dynamic colour with the
    /// current traits); nil when it cannot be seen (a transparent colour, invalid numbers).
    var textShadow: TextShadow? {
        let color = AttributedTextConversion.color(shadowColor) ?? Self.defaultColor
        let values = [shadowOffset.width, shadowOffset.height, shadowBlurRadius]
        guard color.alpha > 0, values.allSatisfy(\.isFinite) else { return nil }
        return TextShadow(
            offset: CGSize(width: TextValueLimits.clamped(shadowOffset.width), height: TextValueLimits.clamped(shadowOffset.height)),
            blur: max(TextValueLimits.clamped(shadowBlurRadius), 0), color: color)
    }
}
