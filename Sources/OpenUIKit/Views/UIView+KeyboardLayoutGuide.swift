import Foundation

extension UIView {
    /// The guide along the view's bottom that tracks the software keyboard (see
    /// ``UIKeyboardLayoutGuide``), made and added on first use.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = layoutGuides.first(where: { $0 is UIKeyboardLayoutGuide }) as? UIKeyboardLayoutGuide {
            return guide
        }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        addLayoutGuide(guide)
        let hidden = guide.topAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor)
        let viewBottom = guide.topAnchor.constraint(equalTo: bottomAnchor)
        let shown = guide.topAnchor.constraint(equalTo: bottomAnchor)
        guide.hiddenTopConstraint = hidden
        guide.viewBottomConstraint = viewBottom
        guide.shownTopConstraint = shown
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        // Limitation: a guide made outside every window starts hidden and catches up with the
        // keyboard at its next change.
        guide.update(keyboardFrame: window?.application?.softwareKeyboard.shownFrame)
        return guide
    }
}
