import Foundation
import OpenCoreGraphics

/// A view that shows read-only text: one or more lines, in one style (``text`` with
/// ``font``, ``textColor`` and ``textAlignment``) or many (``attributedText``).
///
/// Its intrinsic content size is the measured text (rounded up to whole points), limited to
/// ``numberOfLines`` and, for multi-line labels, wrapped at ``preferredMaxLayoutWidth``; every
/// change that can alter it invalidates it and redraws, so Auto Layout picks the new size up
/// in the next pass. Text is drawn centred vertically in a taller frame. Measuring and drawing
/// go through the shared layout cache, so a label measured for Auto Layout and then drawn
/// shapes its text once; both are recorded under the `text` trace stage.
/// - Note: See https://developer.apple.com/documentation/uikit/uilabel
// UIKit divergence: allowsDefaultTighteningForTruncation is kept but text is not tightened
// before it is truncated, and lineBreakStrategy is kept but lines break as `[]` (none) breaks
// them (docs/DIVERGENCES.md).
// UIKit divergence: a multi-line label without preferredMaxLayoutWidth wraps at the width of
// its last layout, which reaches Auto Layout in the next frame (UIKit re-solves in the same pass);
// after its text changes it first offers its unwrapped width again, as when it was new.
@MainActor @preconcurrency
open class UILabel: UIView {
    private var plainText: String?
    var storedAttributedText: NSAttributedString?
    /// The plain text styled as ``attributedText`` last returned it, with what it was made from.
    private var plainTextSnapshot: (text: String, font: UIFont, color: UIColor, string: NSAttributedString)?
    /// The style of the last plain-text request, handed to the next one when it is the same:
    /// the requests the layout cache keeps for this label then share one copy.
    var sharedTextStyle: SharedTextValue<TextStyle>?
    /// The layout last measured while the label was outside any window (its shaped form only
    /// in the cache's measured window); released when the text changes (UILabel+Measuring.swift).
    var measureOnlyLayout: TextLayout?

    /// Creates a label with `frame`: no text, 17-point system font, label colour.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        isUserInteractionEnabled = false
        contentMode = .redraw
        isOpaque = false
    }

    // MARK: Content

    /// The text shown in ``font`` and ``textColor``; setting it replaces ``attributedText``.
    open var text: String? {
        get { storedAttributedText?.string ?? plainText }
        set {
            guard newValue != plainText || storedAttributedText != nil else { return }
            plainText = newValue
            storedAttributedText = nil
            textDidChange()
        }
    }

    /// Text with its own styles; attributes it lacks come from the label's properties.
    /// Setting it replaces ``text``.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let plainText else { return nil }
            // The same string for every read until the text, font or colour changes: Foundation
            // here keeps part of every attributed string it makes (see StyledText), so a string
            // per read would grow memory with every read.
            if let snapshot = plainTextSnapshot, snapshot.text == plainText, snapshot.font === font,
                snapshot.color === textColor
            {
                return snapshot.string
            }
            let string = NSAttributedString(string: plainText, attributes: [.font: font as UIFont, .foregroundColor: textColor as UIColor])
            plainTextSnapshot = (plainText, font, textColor, string)
            return string
        }
        set {
            // An immutable string is kept as it is (`copy()` returns it), a mutable one copied.
            storedAttributedText = newValue.map { ($0.copy() as? NSAttributedString) ?? NSAttributedString(attributedString: $0) }
            plainText = newValue?.string
            textDidChange()
        }
    }

    /// The font of the text (default: the 17-point system font); nil resets it.
    open var font: UIFont! = UIFont.systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            noteAppearanceSet(.labelFont)
            if font == nil { font = UIFont.systemFont(ofSize: UIFont.labelFontSize) }
            if oldValue != font { textDidChange() }
        }
    }

    /// The colour of the text (default: the label colour); nil resets it.
    open var textColor: UIColor! = UIColor.label {
        didSet {
            noteAppearanceSet(.labelTextColor)
            if textColor == nil { textColor = UIColor.label }
            setNeedsDisplay()
        }
    }

    /// How lines sit horizontally (default natural: leading in the layout direction).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }

    /// How text that does not fit is wrapped or shortened (default: truncating the tail).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }

    /// The most lines shown (default 1); 0 means as many as the text needs.
    open var numberOfLines: Int = 1 {
        didSet {
            if numberOfLines < 0 { numberOfLines = 0 }
            if oldValue != numberOfLines { textDidChange() }
        }
    }

    /// The width a multi-line label wraps at when measuring its intrinsic size (0: none).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            if !preferredMaxLayoutWidth.isFinite || preferredMaxLayoutWidth < 0 {
                CoreGraphicsLog.error("UILabel.preferredMaxLayoutWidth", "invalid width \(preferredMaxLayoutWidth); using 0")
                preferredMaxLayoutWidth = 0
            }
            if oldValue != preferredMaxLayoutWidth { textDidChange() }
        }
    }

    /// Whether a single-line label shrinks its font (down to ``minimumScaleFactor``) to fit.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }

    /// The smallest scale of the font when shrinking to fit (0: the label's default, half size).
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }

    /// Whether a Dynamic Type ``font`` is made again at the new size when the label's content
    /// size category changes (UILabel+ContentSizeCategory.swift).
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory && !oldValue { adjustFontForContentSizeCategory() } }
    }

    /// Whether the label draws normally; a disabled label's text is dimmed.
    open var isEnabled = true { didSet { if oldValue != isEnabled { setNeedsDisplay() } } }

    /// Whether the label draws in ``highlightedTextColor`` (when set).
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { setNeedsDisplay() } } }

    /// The colour of highlighted text.
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }

    /// The colour of the text's shadow (default nil: no shadow), drawn sharp (no blur) at
    /// ``shadowOffset`` under text that has no ``NSShadow`` of its own.
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }

    /// How far the shadow is moved from the text, in points (default (0, -1): one point up).
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }

    /// Whether the label may tighten the spacing between letters before truncating.
    // UIKit divergence: kept, not applied (see the type's comment).
    open var allowsDefaultTighteningForTruncation = false { didSet { setNeedsDisplay() } }

    /// Where text shrunk by ``adjustsFontSizeToFitWidth`` sits vertically (default
    /// `.alignBaselines`: on the baseline of the unshrunk text).
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines { didSet { setNeedsDisplay() } }

    /// How lines are chosen when the text wraps (default `.standard`).
    // UIKit divergence: kept, not applied (see the type's comment); a value other than `[]`
    // set explicitly is logged.
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard {
        didSet { reportLineBreakStrategy(lineBreakStrategy) }
    }

    /// For a multi-line label without ``preferredMaxLayoutWidth``: the width of its last
    /// layout, which its intrinsic size wraps at.
    var automaticWrapWidth: CGFloat?

    /// Whether the text changed (content, font, lines) since ``automaticWrapWidth`` was
    /// taken: the next intrinsic size offers the text's unwrapped width, so a label whose
    /// width followed its own text (a leading-aligned stack) is not held to its old width.
    var automaticWrapWidthIsStale = false

    /// UILabel keeps UIView's `hitTest(_:with:)`, so a hit-test walk goes down into an exact
    /// UILabel without calling it (a subclass is called; see UIView+HitTesting.swift).
    package override var usesDefaultHitTest: Bool {
        ObjectIdentifier(type(of: self)) == ObjectIdentifier(UILabel.self)
    }

    // MARK: Measuring and drawing (UILabel+Measuring.swift, UILabel+Drawing.swift)

    /// Lays out as every view does; a multi-line label without a preferred width then wraps
    /// its intrinsic size at its new width (Auto Layout picks it up in the next frame).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, bounds.width > 0 else { return }
        guard bounds.width != automaticWrapWidth || automaticWrapWidthIsStale else { return }
        // Converges: a width that came from the intrinsic size itself measures the same again.
        automaticWrapWidth = bounds.width
        automaticWrapWidthIsStale = false
        invalidateIntrinsicContentSize()
    }

    /// The measured text, rounded up to whole points; zero without text.
    open override var intrinsicContentSize: CGSize { measuredIntrinsicSize() }

    /// The text's size when wrapped to `size.width` (multi-line labels), rounded up.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { measuredSize(fitting: size) }

    /// Where the text goes in `bounds`, showing at most `numberOfLines` lines (0: no limit):
    /// the measured size at the rectangle's origin, no wider than the rectangle.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        measuredTextRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    /// Distances from the top to the first and last baselines, as the label draws now (or as
    /// its intrinsic size would place them before it has a size): what baseline constraints
    /// align to.
    package override func baselineOffsetsFromTop() -> (first: CGFloat, last: CGFloat)? { measuredBaselines() }
    package override func baselineLineHeight() -> CGFloat? { font.lineHeight }

    /// Draws the text with ``drawText(in:)`` in the bounds.
    open override func draw(_ rect: CGRect) { drawText(in: bounds) }

    /// Draws the text in `rect`: wrapped or shortened to its width under ``numberOfLines``
    /// and ``lineBreakMode``, shrunk when ``adjustsFontSizeToFitWidth`` asks, centred
    /// vertically, each line aligned by ``textAlignment``. Override to inset or move the text.
    open func drawText(in rect: CGRect) { drawLabelText(in: rect) }

    // MARK: Accessibility defaults

    /// A label is an element by default.
    package override var defaultIsAccessibilityElement: Bool { true }

    /// A label reads its text.
    package override var defaultAccessibilityLabel: String? { text }

    /// Static text, not enabled when the label is disabled.
    package override var defaultAccessibilityTraits: UIAccessibilityTraits {
        isEnabled ? .staticText : [.staticText, .notEnabled]
    }

    private func textDidChange() {
        releaseMeasureOnlyLayout()
        if automaticWrapWidth != nil && !automaticWrapWidthIsStale {
            automaticWrapWidthIsStale = true
            // This layout pass takes the offered width (UILabel+Measuring.swift) up again.
            setNeedsLayout()
        }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
