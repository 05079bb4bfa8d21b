import Foundation

/// An inline object in attributed text: an image that takes the place of one character (the
/// object replacement character, U+FFFC, carrying the `NSAttributedString.Key.attachment`
/// attribute).
///
/// The attachment's box sits on the baseline: ``bounds`` gives its size and how far its bottom
/// edge is above the baseline (a negative `y` lowers it, `font.descender` puts its bottom on
/// the descender line). Zero bounds take the image's size; a symbol image
/// (`UIImage(systemName:)`) with zero bounds is sized to the font of its text and centred on
/// the capitals, as a symbol configured with that font would be. Template images (and symbol
/// images that are not `.alwaysOriginal`) are drawn in the text's colour.
///
/// The box takes part in measuring (a tall image grows its line), wraps and truncates as one
/// character, and is drawn wherever the text engine's bidirectional ordering puts the
/// character. Labels, text views, text fields, button titles and `NSAttributedString.draw`
/// show attachments.
///
/// ```swift
/// let star = NSTextAttachment(image: UIImage(systemName: "star.fill")!)
/// let text = NSMutableAttributedString(string: " Favourites")
/// text.insert(NSAttributedString(attachment: star), at: 0)
/// label.attributedText = text
/// ```
/// - Note: See https://developer.apple.com/documentation/uikit/nstextattachment
// UIKit divergence: no file wrappers, attachment views or view providers; the hooks are asked
// with no text container, a zero line fragment and glyph position (the box is resolved before
// lines are broken), once per layout rather than per line fragment.
open class NSTextAttachment: NSObject {
    /// Keeps Foundation's C core comparing attachments in attributed strings through
    /// `isEqual(_:)` (identity); must stay the first stored property (see
    /// ``FoundationTypeInfoSlot``).
    private let foundationTypeInfo = FoundationTypeInfoSlot()

    /// The character that stands for an attachment in the text: U+FFFC.
    open class var character: Int { 0xFFFC }

    /// The attachment's data (an encoded image), when made from data; an image is decoded from
    /// it when ``image`` is not set.
    open var contents: Data?
    /// The uniform type identifier of ``contents`` (for example `"public.png"`).
    open var fileType: String?
    /// The image drawn in the attachment's box; nil draws nothing (see
    /// ``image(forBounds:textContainer:characterIndex:)``).
    open var image: UIImage?
    /// The box in text coordinates: size, and its origin relative to the baseline (y up).
    /// Zero (the default) takes the image's size. A rectangle with a non-finite value is
    /// refused with a logged message; the bounds keep their previous value.
    open var bounds: CGRect = .zero {
        didSet {
            if !NSTextAttachment.isFinite(bounds) {
                CoreGraphicsLog.error(
                    "NSTextAttachment.bounds", "\(bounds) is not a finite rectangle; the attachment keeps \(oldValue)")
                bounds = oldValue
            }
        }
    }

    /// An attachment holding `contentData` of type `uti` (an encoded PNG or JPEG becomes its
    /// image when drawn).
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// An attachment showing `image` at its own size.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    public override convenience init() {
        self.init(data: nil, ofType: nil)
    }

    /// The image to draw in `imageBounds` for the attachment character at `charIndex`:
    /// ``image``, else one decoded from ``contents``, else nil (nothing drawn). Subclasses
    /// override it to draw something else, per position.
    open func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage? {
        if let image { return image }
        return contents.flatMap { UIImage(data: $0) }
    }

    /// The attachment's box for the character at `charIndex`: ``bounds`` when not zero, else
    /// the image's size on the baseline. Subclasses override it to size the box themselves.
    open func attachmentBounds(
        for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect, glyphPosition position: CGPoint,
        characterIndex charIndex: Int
    ) -> CGRect {
        if bounds != .zero { return bounds }
        let image = image(forBounds: .zero, textContainer: textContainer, characterIndex: charIndex)
        return CGRect(origin: .zero, size: image?.size ?? .zero)
    }

    static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
    }
}

extension NSAttributedString {
    /// A one-character string: the attachment character carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        let character = Character(Unicode.Scalar(UInt32(NSTextAttachment.character))!)
        self.init(string: String(character), attributes: [.attachment: attachment])
    }
}
