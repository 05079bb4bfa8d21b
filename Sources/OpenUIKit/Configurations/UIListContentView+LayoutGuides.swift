import Foundation

/// The layout guides of a list content view: each follows the frame of one part (the text,
/// the secondary text, the image) as the view lays itself out, so views added beside the
/// content (a badge after the text, a line under the image) can be constrained to where the
/// part really is. A guide is made the first time it is asked for and kept; while its part is
/// not shown (no text, no image) the property is `nil`.
extension UIListContentView {
    /// The frame of the text, or `nil` when the configuration shows no text.
    /// - Note: See https://developer.apple.com/documentation/uikit/uilistcontentview/textlayoutguide
    public var textLayoutGuide: UILayoutGuide? {
        textLabel.isHidden ? nil : partGuide(\.textGuide, following: textLabel, named: "text")
    }

    /// The frame of the secondary text, or `nil` when the configuration shows none.
    /// - Note: See https://developer.apple.com/documentation/uikit/uilistcontentview/secondarytextlayoutguide
    public var secondaryTextLayoutGuide: UILayoutGuide? {
        secondaryTextLabel.isHidden
            ? nil : partGuide(\.secondaryTextGuide, following: secondaryTextLabel, named: "secondaryText")
    }

    /// The frame of the image, or `nil` when the configuration shows no image.
    /// - Note: See https://developer.apple.com/documentation/uikit/uilistcontentview/imagelayoutguide
    public var imageLayoutGuide: UILayoutGuide? {
        imageView.isHidden ? nil : partGuide(\.imageGuide, following: imageView, named: "image")
    }

    /// The guide kept at `slot`, made on first use: added to the view and pinned, edge for
    /// edge, to `part` (which the view places by frame, so the engine follows its frame).
    private func partGuide(
        _ slot: ReferenceWritableKeyPath<UIListContentView, UILayoutGuide?>, following part: UIView,
        named name: String
    ) -> UILayoutGuide {
        if let guide = self[keyPath: slot] { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIListContentView.\(name)LayoutGuide"
        addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: part.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: part.trailingAnchor),
            guide.topAnchor.constraint(equalTo: part.topAnchor),
            guide.bottomAnchor.constraint(equalTo: part.bottomAnchor),
        ])
        self[keyPath: slot] = guide
        return guide
    }
}
