import Foundation

extension UITextView {
    /// The position before the first character.
    public var beginningOfDocument: UITextPosition { UITextPosition(utf16Offset: 0) }

    /// The position after the last character.
    public var endOfDocument: UITextPosition { UITextPosition(utf16Offset: storage.length) }

    /// The selection as a range of positions; setting it moves the selection (nil is ignored).
    public var selectedTextRange: UITextRange? {
        get {
            UITextRange(
                start: UITextPosition(utf16Offset: selection.location),
                end: UITextPosition(utf16Offset: selection.location + selection.length))
        }
        set {
            guard let newValue else { return }
            changeSelection(to: newValue.nsRange, notify: true)
        }
    }

    /// The position `offset` UTF-16 units from `position`, or nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.utf16Offset + offset
        guard (0...storage.length).contains(target) else { return nil }
        return UITextPosition(utf16Offset: target)
    }

    /// The UTF-16 distance from `from` to `toPosition`.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.utf16Offset - from.utf16Offset
    }

    /// The range between two positions, or nil when either lies outside the text.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let bounds = 0...storage.length
        guard bounds.contains(fromPosition.utf16Offset), bounds.contains(toPosition.utf16Offset) else { return nil }
        return UITextRange(start: fromPosition, end: toPosition)
    }

    /// The text in `range`, or nil when it lies outside the text.
    public func text(in range: UITextRange) -> String? {
        let ns = range.nsRange
        guard ns.location + ns.length <= storage.length else { return nil }
        return (storage.string as NSString).substring(with: ns)
    }

    /// The caret's rectangle at `position`, in the text view's coordinates.
    public func caretRect(for position: UITextPosition) -> CGRect {
        let content = caretRect(forOffset: position.utf16Offset)
        return convert(content, from: contentView)
    }

    /// Scrolls so the characters in `range` are visible.
    public func scrollRangeToVisible(_ range: NSRange) {
        let caret = caretRect(forOffset: min(range.location + range.length, storage.length))
        let inset = adjustedContentInset
        var y = contentOffset.y
        if caret.maxY > contentOffset.y + bounds.height - inset.bottom {
            y = caret.maxY + textContainerInset.bottom - bounds.height + inset.bottom
        } else if caret.minY < contentOffset.y + inset.top {
            y = caret.minY - textContainerInset.top - inset.top
        }
        y = min(max(y, -inset.top), max(-inset.top, contentSize.height + inset.bottom - bounds.height))
        if y != contentOffset.y { setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: false) }
    }
}
