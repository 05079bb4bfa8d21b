import Foundation
import OpenCoreGraphics

/// A layer that draws a string, plain or attributed, into its bounds: laid out from the top
/// left, wrapped and truncated as asked. The text is drawn into the layer's backing store
/// (at ``CALayer/contentsScale``) by the text engine of the tree's host, and redrawn when a
/// text property or the size changes.
/// - Note: See https://developer.apple.com/documentation/quartzcore/catextlayer
// UIKit divergence: `font` is `AnyObject?` (what `CFTypeRef` is on Apple platforms); it takes
// a font name (`String`/`NSString`) or a `UIFont`. Text is drawn by the host (an OpenUIKit
// window); a text layer in a tree with no host draws nothing and says so once.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString`; nil (the default) draws nothing.
    /// The font, size and colour below apply to a plain string and to the attributed
    /// string's runs that set none of their own.
    open var string: Any? {
        didSet { setNeedsDisplay() }
    }

    /// The font: a font name or a `UIFont`; nil (the default) is Helvetica (the system
    /// font here).
    open var font: AnyObject? {
        didSet { setNeedsDisplay() }
    }

    /// The font size in points; 36 by default.
    open var fontSize: CGFloat = 36 {
        willSet { Self.requireFinite(newValue, "fontSize") }
        didSet { if fontSize != oldValue { setNeedsDisplay() } }
    }

    /// The colour of a plain string; opaque white by default.
    open var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
        didSet { if foregroundColor != oldValue { setNeedsDisplay() } }
    }

    /// Whether lines wrap at the bounds' width; false by default (one line per paragraph).
    open var isWrapped = false {
        didSet { if isWrapped != oldValue { setNeedsDisplay() } }
    }

    /// Where text that does not fit is cut; ``CATextLayerTruncationMode/none`` by default.
    open var truncationMode: CATextLayerTruncationMode = .none {
        didSet { if truncationMode != oldValue { setNeedsDisplay() } }
    }

    /// How lines sit between the edges; ``CATextLayerAlignmentMode/natural`` by default.
    open var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet { if alignmentMode != oldValue { setNeedsDisplay() } }
    }

    /// Whether glyph positions may be rounded to whole pixels; true by default. Stored only:
    /// the text engine positions glyphs its own way.
    open var allowsFontSubpixelQuantization = true

    /// Whether the layer said it has no text engine to draw with.
    var reportedMissingEngine = false
    /// Whether the host said the string is of a kind it cannot draw.
    package var reportedUnsupportedString = false

    /// Creates a text layer with Core Animation's defaults.
    public required init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    /// Copies `layer`'s properties, the text ones included when it is a text layer.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
        allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
    }

    /// Draws the text with the host's text engine.
    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        guard string != nil else { return }
        if let host = treeHost, host.drawText(of: self, in: ctx) { return }
        guard !reportedMissingEngine else { return }
        reportedMissingEngine = true
        QuartzCoreLog.warning("\(debugName) has text but its tree has no host with a text engine; nothing is drawn")
    }
}
