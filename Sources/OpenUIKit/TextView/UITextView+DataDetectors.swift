import Foundation

/// A text view's detected data: the text as drawn, with a `.link` attribute (and the link
/// colour) over each thing found, and the things found, for the string they were found in.
struct DetectedTextData {
    var text: String
    var displayed: NSAttributedString
    var links: [TextDataDetector.Match]
}

/// Data detectors: in a text view that is not editable, the kinds of data named by
/// ``UITextView/dataDetectorTypes`` are found (TextDataDetector) and drawn as links (the
/// `.link` styling: the link colour, underlined); a tap on one, or on text with a `.link`
/// attribute, asks the delegate's `textView(_:shouldInteractWith:in:interaction:)` and opens
/// the URL through the application.
extension UITextView {
    /// Whether the view finds data now: some kind is asked for and the view is not editable.
    var detectsData: Bool { !dataDetectorTypes.isEmpty && !isEditable }

    /// The text as it is laid out and drawn: the storage itself, or with detected links.
    var displayedText: NSAttributedString {
        guard detectsData, storage.length > 0 else { return storage }
        return currentDetectedData().displayed
    }

    /// The detected data for the current text, found again when the text changed.
    private func currentDetectedData() -> DetectedTextData {
        // Kept with the result, so a copy of its own (see `String.withOwnStorage`).
        let text: String = self.text
        if let detectedData, detectedData.text == text { return detectedData }
        let links = TextDataDetector.matches(in: text, types: dataDetectorTypes)
        let displayed = NSMutableAttributedString(attributedString: storage)
        for link in links where displayed.attribute(.link, at: link.range.location, effectiveRange: nil) == nil {
            displayed.addAttribute(.link, value: link.url, range: link.range)
            displayed.addAttribute(.foregroundColor, value: UIColor.link, range: link.range)
        }
        let data = DetectedTextData(text: text, displayed: displayed, links: links)
        detectedData = data
        return data
    }

    /// The kinds asked for changed: the text is laid out again, and kinds this library does
    /// not detect are said once.
    func dataDetectorTypesDidChange(from oldValue: UIDataDetectorTypes) {
        guard dataDetectorTypes != oldValue else { return }
        let undetected = dataDetectorTypes.subtracting(UIDataDetectorTypes.detected)
        if !undetected.isEmpty {
            misuseLog.log(
                "UITextView.dataDetectorTypes: only links and phone numbers are detected here; the other kinds asked for (raw value \(undetected.rawValue)) find nothing")
        }
        textLayoutDidChange()
    }

    /// The link under `point` (content-view coordinates) and its range: a `.link` attribute
    /// of the text (a URL or a string that makes one) or a detected link.
    func link(at point: CGPoint) -> (url: URL, range: NSRange)? {
        let shown = displayedText
        guard shown.length > 0, let layout = textLayout(width: wrapWidth(forViewWidth: bounds.width)) else { return nil }
        // Only a point on the text's lines counts, not the space below or beside them.
        let local = CGPoint(x: point.x - textOrigin.x, y: point.y - textOrigin.y)
        guard local.y >= 0, local.y <= layout.size.height, local.x >= -1, local.x <= layout.size.width + 1 else { return nil }
        let offset = offset(at: point)
        // The boundary nearest the point: the character after it, or before it at the end of a run.
        for index in [offset, offset - 1] where index >= 0 && index < shown.length {
            var range = NSRange(location: 0, length: 0)
            let value = shown.attribute(.link, at: index, effectiveRange: &range)
            if let url = value as? URL { return (url, range) }
            if let string = value as? String, let url = URL(string: string) { return (url, range) }
        }
        return nil
    }

    /// Opens the link under `point`, if there is one and the delegate allows it; returns
    /// whether a link was there (the tap is then spent on it, allowed or not).
    func openLink(at point: CGPoint) -> Bool {
        guard let (url, range) = link(at: point) else { return false }
        let allowed = textViewDelegate?.textView(self, shouldInteractWith: url, in: range, interaction: .invokeDefaultAction) ?? true
        guard allowed else { return true }
        guard let application = window?.application else {
            misuseLog.log("UITextView: the link \(url.absoluteString) was tapped in a view outside any application's window; it is not opened")
            return true
        }
        application.open(url)
        return true
    }
}
