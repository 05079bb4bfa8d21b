import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Inline images in text (`NSTextAttachment`): measuring, drawing, editing and bad input.
@MainActor @Suite struct TextAttachmentTests {
    /// A `size` image filled with pure red.
    private func redImage(_ size: CGSize = CGSize(width: 12, height: 12)) -> UIImage {
        UIImage(size: size) { context in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    private func isRed(_ p: PixelBuffer.Pixel) -> Bool { p.red > 200 && p.green < 60 && p.blue < 60 }
    private func isDark(_ p: PixelBuffer.Pixel) -> Bool { p.red < 90 && p.green < 90 && p.blue < 90 }

    /// `attachment` followed by `text` in `font`, coloured `color`.
    private func iconText(
        _ attachment: NSTextAttachment, _ text: String, font: UIFont = .systemFont(ofSize: 17), color: UIColor = .black,
        attachmentFirst: Bool = true
    ) -> NSAttributedString {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        let result = NSMutableAttributedString(string: text, attributes: attributes)
        let icon = NSMutableAttributedString(attributedString: NSAttributedString(attachment: attachment))
        icon.addAttributes(attributes, range: NSRange(location: 0, length: icon.length))
        result.insert(icon, at: attachmentFirst ? 0 : result.length)
        return result
    }

    /// `label` showing `text` at its intrinsic size, rendered at scale 3.
    private func rendered(_ label: UILabel, _ text: NSAttributedString, in app: HeadlessApp) -> PixelBuffer {
        label.attributedText = text
        label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
        return PixelBuffer(app.render(label, scale: 3))
    }

    private func width(_ string: NSAttributedString) -> CGFloat {
        string.boundingRect(with: CGSize(width: 10_000, height: 10_000), options: .usesLineFragmentOrigin, context: nil).width
    }

    @Test("The attachment character and the attributed string made from an attachment")
    func character() {
        #expect(NSTextAttachment.character == 0xFFFC)
        let attachment = NSTextAttachment(image: redImage())
        let string = NSAttributedString(attachment: attachment)
        #expect(string.string == "\u{FFFC}")
        #expect(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        #expect(NSAttributedString.Key.attachment.rawValue == "NSAttachment")
        #expect(attachment.bounds == .zero && attachment.contents == nil)
        let data = NSTextAttachment(data: Data([1, 2]), ofType: "public.png")
        #expect(data.contents == Data([1, 2]) && data.fileType == "public.png" && data.image == nil)
    }

    @Test("Neighbouring attachments in an attributed string stay apart (Foundation's C core compares them)")
    func neighbouringAttachments() {
        let first = NSTextAttachment(), second = NSTextAttachment()
        let text = NSMutableAttributedString(attributedString: NSAttributedString(attachment: first))
        text.append(NSAttributedString(attachment: second))
        text.append(NSAttributedString(attachment: second))
        var effective = NSRange(location: 0, length: 0)
        #expect(text.attribute(.attachment, at: 0, effectiveRange: &effective) as? NSTextAttachment === first)
        #expect(effective == NSRange(location: 0, length: 1))
        #expect(text.attribute(.attachment, at: 1, effectiveRange: &effective) as? NSTextAttachment === second)
        #expect(effective == NSRange(location: 1, length: 2))
    }

    @Test("A label with icon and text measures wider than the text alone by the attachment's width")
    func widthIncludesAttachment() {
        let (app, label) = makeLabel("")
        let plain = NSAttributedString(string: " Inbox", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let icon = iconText(NSTextAttachment(image: redImage(CGSize(width: 20, height: 10))), " Inbox")
        #expect(abs(width(icon) - width(plain) - 20) < 0.01)
        label.attributedText = plain
        let plainSize = label.intrinsicContentSize
        label.attributedText = icon
        let iconSize = label.intrinsicContentSize
        #expect(abs(iconSize.width - plainSize.width - 20) <= 1)
        #expect(iconSize.height == plainSize.height)  // 10 points tall sits within the line
        // Explicit bounds win over the image's size.
        let wide = NSTextAttachment(image: redImage())
        wide.bounds = CGRect(x: 0, y: 0, width: 33, height: 12)
        #expect(abs(width(iconText(wide, " Inbox")) - width(plain) - 33) < 0.01)
        withExtendedLifetime(app) {}
    }

    @Test("A tall attachment grows its line; boundingRect and sizeThatFits include it")
    func tallAttachmentGrowsLine() {
        let (app, label) = makeLabel("")
        let font = UIFont.systemFont(ofSize: 17)
        let plain = NSAttributedString(string: "Tall", attributes: [.font: font])
        let tall = iconText(NSTextAttachment(image: redImage(CGSize(width: 10, height: 60))), "Tall")
        let size = CGSize(width: 10_000, height: 10_000)
        let plainBox = plain.boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil)
        let tallBox = tall.boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil)
        // The image stands on the baseline: the line reaches 60 points above it plus the descent.
        #expect(tallBox.height >= 60 - font.descender - 0.01)
        #expect(tallBox.height > plainBox.height + 30)
        label.attributedText = tall
        let fits = label.sizeThatFits(CGSize(width: 300, height: 300))
        #expect(fits.height >= tallBox.height.rounded(.up) - 0.01)
        withExtendedLifetime(app) {}
    }

    @Test("The image's pixels appear in the rendered label before the text, bottom on the baseline (scale 3)")
    func pixelsAtExpectedPlace() {
        let (app, label) = makeLabel("", scale: 3)
        label.backgroundColor = .white
        let pixels = rendered(label, iconText(NSTextAttachment(image: redImage()), " Hello"), in: app)
        let red = inkBounds(pixels, where: isRed)
        #expect(red != nil)
        guard let red else { return }
        #expect(abs(red.minX - 0) <= 1 && abs(red.width - 36) <= 1)
        #expect(abs(red.height - 36) <= 1)
        // One line whose ascent is the font's: the image's bottom edge is on the baseline.
        let baseline = label.font.ascender * 3
        #expect(abs(red.maxY - baseline) <= 1.5)
        let text = inkBounds(pixels, where: isDark)
        #expect((text?.minX ?? 0) > red.maxX)
        withExtendedLifetime(app) {}
    }

    @Test("A template symbol is sized by the font and drawn in the text's colour; an original image keeps its colours")
    func templateSymbolTinted() {
        let (app, label) = makeLabel("", scale: 3)
        label.backgroundColor = .white
        let star = NSTextAttachment(image: UIImage(systemName: "star.fill")!)
        let font = UIFont.systemFont(ofSize: 30)
        let plain = NSAttributedString(string: "A", attributes: [.font: font])
        let text = iconText(star, "A", font: font, color: .red)
        #expect(abs(width(text) - width(plain) - 30) < 0.01)
        let pixels = rendered(label, text, in: app)
        let symbolRed = inkBounds(pixels, where: isRed)
        #expect(symbolRed != nil)
        // Red ink (star and "A") begins inside the 90-pixel square the symbol takes; no dark ink.
        #expect((symbolRed?.minX ?? 999) < 30)
        #expect(inkBounds(pixels, where: isDark) == nil)
        // A blue image made to keep its colours is not tinted by the red text.
        let blue = UIImage(size: CGSize(width: 12, height: 12)) { context in
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
        }.withRenderingMode(.alwaysOriginal)
        let second = rendered(label, iconText(NSTextAttachment(image: blue), "A", font: font, color: .red), in: app)
        let blueInk = inkBounds(second, where: { $0.blue > 200 && $0.red < 60 && $0.green < 60 })
        #expect(blueInk.map { abs($0.width - 36) <= 1 } == true)
        withExtendedLifetime(app) {}
    }

    @Test("Right to left: an attachment leading an RTL run sits at its right")
    func rightToLeft() {
        let (app, label) = makeLabel("", scale: 3)
        label.backgroundColor = .white
        let pixels = rendered(label, iconText(NSTextAttachment(image: redImage()), " שלום עולם"), in: app)
        let red = inkBounds(pixels, where: isRed)
        let text = inkBounds(pixels, where: isDark)
        #expect(red != nil && text != nil)
        if let red, let text {
            #expect(red.minX > text.maxX)
            #expect(abs(red.maxX - CGFloat(pixels.width)) <= 2)
        }
        withExtendedLifetime(app) {}
    }

    @Test("Truncation keeps or drops an attachment whole")
    func truncation() {
        let (app, label) = makeLabel("", scale: 3)
        label.backgroundColor = .white
        label.numberOfLines = 1
        label.lineBreakMode = .byTruncatingTail
        label.attributedText = iconText(NSTextAttachment(image: redImage()), "A long title that cannot fit", attachmentFirst: false)
        label.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        let dropped = PixelBuffer(app.render(label, scale: 3))
        #expect(inkBounds(dropped, where: isRed) == nil)
        label.attributedText = iconText(NSTextAttachment(image: redImage()), "A long title that cannot fit")
        let kept = PixelBuffer(app.render(label, scale: 3))
        #expect(inkBounds(kept, where: isRed).map { abs($0.width - 36) <= 1 } == true)
        withExtendedLifetime(app) {}
    }

    @Test("An attachment lowered by the font's descender reaches below the baseline by that much")
    func loweredByDescender() {
        let (app, label) = makeLabel("", scale: 3)
        label.backgroundColor = .white
        let font = UIFont.systemFont(ofSize: 17)
        let attachment = NSTextAttachment(image: redImage())
        attachment.bounds = CGRect(x: 0, y: font.descender, width: 12, height: 12)
        label.attributedText = iconText(attachment, " g")
        label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
        let red = inkBounds(PixelBuffer(app.render(label, scale: 3)), where: isRed)
        #expect(red.map { abs($0.maxY - (font.ascender - font.descender) * 3) <= 1.5 } == true)
        withExtendedLifetime(app) {}
    }

    @Test("A text view draws the attachment and deletes it as one character")
    func textViewDeletion() {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 300), scale: 3)
        let window = app.makeWindow()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        textView.backgroundColor = .white
        window.addSubview(textView)
        let text = NSMutableAttributedString(string: "abcd", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.insert(NSAttributedString(attachment: NSTextAttachment(image: redImage())), at: 2)
        textView.attributedText = text
        #expect(inkBounds(PixelBuffer(app.render(textView, scale: 3)), where: isRed).map { abs($0.width - 36) <= 1 } == true)
        #expect(textView.becomeFirstResponder())
        // The caret steps over the attachment in one move of its width.
        #expect(abs(textView.caretRect(forOffset: 3).minX - textView.caretRect(forOffset: 2).minX - 12) < 0.01)
        textView.selectedRange = NSRange(location: 3, length: 0)
        textView.insertText("x")
        #expect(textView.attributedText.attribute(.attachment, at: 3, effectiveRange: nil) == nil)
        textView.deleteBackward()
        textView.deleteBackward()
        #expect(textView.text == "abcd")
        #expect(textView.selectedRange == NSRange(location: 2, length: 0))
        #expect(inkBounds(PixelBuffer(app.render(textView, scale: 3)), where: isRed) == nil)
        withExtendedLifetime(app) {}
    }

    @Test("Text fields, button titles and NSAttributedString.draw show attachments")
    func otherViews() {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 300), scale: 3)
        let window = app.makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.attributedText = iconText(NSTextAttachment(image: redImage()), " Field")
        let button = UIButton(type: .system)
        button.setAttributedTitle(iconText(NSTextAttachment(image: redImage()), " Button"), for: .normal)
        button.frame = CGRect(x: 0, y: 40, width: 200, height: 44)
        window.addSubview(field)
        window.addSubview(button)
        button.layoutIfNeeded()
        #expect(inkBounds(PixelBuffer(app.render(field, scale: 3)), where: isRed).map { abs($0.width - 36) <= 1 } == true)
        #expect(inkBounds(PixelBuffer(app.render(button, scale: 3)), where: isRed).map { abs($0.width - 36) <= 1 } == true)
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 3
            return format
        }()).image { _ in
            iconText(NSTextAttachment(image: redImage()), " Draw").draw(at: CGPoint(x: 10, y: 5))
        }
        let red = inkBounds(PixelBuffer(drawn.cgImage!), where: isRed)
        #expect(red.map { abs($0.minX - 30) <= 1 && abs($0.width - 36) <= 1 } == true)
        withExtendedLifetime(app) {}
    }

    @Test("No image: the box is kept and nothing is drawn; image data is decoded when no image is set")
    func missingImage() {
        let (app, label) = makeLabel("", scale: 3)
        label.backgroundColor = .white
        let empty = NSTextAttachment()
        empty.bounds = CGRect(x: 0, y: 0, width: 25, height: 10)
        let plain = NSAttributedString(string: " A", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(abs(width(iconText(empty, " A")) - width(plain) - 25) < 0.01)
        let pixels = rendered(label, iconText(empty, " A"), in: app)
        // Nothing but the text is drawn: the first 25 points stay white.
        let ink = inkBounds(pixels, where: { $0.red < 250 || $0.green < 250 || $0.blue < 250 })
        #expect((ink?.minX ?? 0) >= 75)
        // Data: a red PNG made by an image renderer.
        let png = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }.pngData()!
        let fromData = NSTextAttachment(data: png, ofType: "public.png")
        #expect(abs(width(iconText(fromData, " A")) - width(plain) - 8) < 0.01)
        withExtendedLifetime(app) {}
    }

    @Test("Non-finite bounds are refused; huge bounds are bounded before the engine")
    func badBounds() {
        let attachment = NSTextAttachment(image: redImage())
        attachment.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        attachment.bounds = CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)
        #expect(attachment.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        attachment.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        #expect(attachment.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))

        final class Broken: NSTextAttachment {
            override func attachmentBounds(
                for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect, glyphPosition position: CGPoint,
                characterIndex charIndex: Int
            ) -> CGRect { CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5) }
        }
        let plain = NSAttributedString(string: " A", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(abs(width(iconText(Broken(), " A")) - width(plain)) < 0.01)

        let huge = NSTextAttachment(image: redImage())
        huge.bounds = CGRect(x: 0, y: -1e30, width: 1e30, height: 1e30)
        let box = iconText(huge, " A").boundingRect(
            with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin, context: nil)
        #expect(box.width.isFinite && box.height.isFinite)
        #expect(box.width >= TextValueLimits.maximumLength && box.width < TextValueLimits.maximumLength + 100)
    }

    @Test("Subclass hooks decide the box and the image per character")
    func subclassHooks() {
        final class Sized: NSTextAttachment {
            var asked: [Int] = []
            override func attachmentBounds(
                for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect, glyphPosition position: CGPoint,
                characterIndex charIndex: Int
            ) -> CGRect {
                asked.append(charIndex)
                return CGRect(x: 0, y: 0, width: 40, height: 8)
            }
        }
        let attachment = Sized()
        let plain = NSAttributedString(string: " A", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(abs(width(iconText(attachment, " A")) - width(plain) - 40) < 0.01)
        #expect(attachment.asked.contains(0))
    }
}
