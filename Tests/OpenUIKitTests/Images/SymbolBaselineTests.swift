import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Symbol images carry a baseline that seats them in their text, image views and stack views
/// align on an image's baseline, and images without one align by their edges.
@MainActor @Suite struct SymbolBaselineTests {
    @Test("A symbol's baseline puts its centre at half the cap height of the text it is sized for")
    func symbolBaseline() {
        _ = HeadlessApp()
        let star = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30))!
        let font = UIFont.systemFont(ofSize: 30)
        let offset = try! #require(star.baselineOffsetFromBottom)
        #expect(abs(offset - (30 - font.capHeight) / 2) < 0.001)
        #expect(offset > 0 && offset < 15)
        // A larger scale keeps the symbol centred on the same capitals.
        let large = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .regular, scale: .large))!
        let largeOffset = try! #require(large.baselineOffsetFromBottom)
        #expect(abs((large.size.height / 2 - largeOffset) - font.capHeight / 2) < 0.001)
        // Text styles and fonts measure their own font.
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        let styled = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .headline))!
        #expect(abs((styled.baselineOffsetFromBottom ?? -99) - (headline.pointSize - headline.capHeight) / 2) < 0.001)
        let body = UIImage(systemName: "star")!
        let bodyFont = UIFont.preferredFont(forTextStyle: .body)
        #expect(abs((body.baselineOffsetFromBottom ?? -99) - (17 - bodyFont.capHeight) / 2) < 0.001)
        // The baseline follows the image through its derivations and configurations.
        #expect(star.withTintColor(.red).baselineOffsetFromBottom == offset)
        #expect(star.withRenderingMode(.alwaysOriginal).baselineOffsetFromBottom == offset)
        let bigger = star.withConfiguration(UIImage.SymbolConfiguration(pointSize: 60))
        #expect(abs((bigger.baselineOffsetFromBottom ?? 0) - (60 - UIFont.systemFont(ofSize: 60).capHeight) / 2) < 0.001)
    }

    @Test("Other images have no baseline until given one; imageWithoutBaseline removes it")
    func explicitBaselines() {
        _ = HeadlessApp()
        let plain = UIImage(size: CGSize(width: 10, height: 10)) { _ in }
        #expect(plain.baselineOffsetFromBottom == nil)
        let based = plain.withBaselineOffset(fromBottom: 3)
        #expect(based.baselineOffsetFromBottom == 3)
        #expect(based.size == plain.size)
        #expect(plain.withBaselineOffset(fromBottom: -2).baselineOffsetFromBottom == -2)
        #expect(based.withTintColor(.blue).baselineOffsetFromBottom == 3)
        #expect(based.imageWithoutBaseline().baselineOffsetFromBottom == nil)
        let star = UIImage(systemName: "star")!
        #expect(star.imageWithoutBaseline().baselineOffsetFromBottom == nil)
        #expect(star.imageWithoutBaseline().isSymbolImage)
        #expect(star.withBaselineOffset(fromBottom: 1).baselineOffsetFromBottom == 1)
        // A number that is not finite is refused (logged), the image unchanged.
        #expect(based.withBaselineOffset(fromBottom: .nan).baselineOffsetFromBottom == 3)
    }

    /// An image view whose first and last baseline anchors are pinned 100 points below the
    /// top of a container, laid out.
    private func pinnedByBaseline(_ image: UIImage?, last: Bool = false, size: CGSize? = nil, mode: UIView.ContentMode = .scaleToFill) -> UIImageView {
        let app = HeadlessApp(screenSize: CGSize(width: 300, height: 300))
        let window = app.makeWindow()
        let view = UIImageView(image: image)
        view.contentMode = mode
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        var constraints = [
            (last ? view.lastBaselineAnchor : view.firstBaselineAnchor).constraint(equalTo: window.topAnchor, constant: 100),
            view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10),
        ]
        if let size {
            constraints += [view.widthAnchor.constraint(equalToConstant: size.width), view.heightAnchor.constraint(equalToConstant: size.height)]
        }
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        // A second pass: a content mode's baseline is measured in the size the first one gave.
        view.invalidateIntrinsicContentSize()
        window.layoutIfNeeded()
        return view
    }

    @Test("An image view's baseline anchors sit on its image's baseline")
    func imageViewAnchors() {
        let symbol = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40))!
        let offset = symbol.baselineOffsetFromBottom!
        let first = pinnedByBaseline(symbol)
        #expect(abs(first.frame.maxY - offset - 100) < 0.01, "\(first.frame)")
        let last = pinnedByBaseline(symbol, last: true)
        #expect(abs(last.frame.maxY - offset - 100) < 0.01, "\(last.frame)")
        let explicit = pinnedByBaseline(UIImage(size: CGSize(width: 20, height: 20)) { _ in }.withBaselineOffset(fromBottom: 5))
        #expect(abs(explicit.frame.maxY - 105) < 0.01, "\(explicit.frame)")
    }

    @Test("In a larger view the baseline follows the image where the content mode puts it")
    func contentModes() {
        _ = HeadlessApp()
        let image = UIImage(size: CGSize(width: 20, height: 20)) { _ in }.withBaselineOffset(fromBottom: 5)
        func baseline(_ mode: UIView.ContentMode, _ size: CGSize) -> CGFloat? {
            let view = UIImageView(image: image)
            view.contentMode = mode
            view.frame = CGRect(origin: CGPoint(x: 3, y: 7), size: size)
            return view.baselineOffsetsFromTop()?.last
        }
        // Before it has a size, the image at its own size: 15 points down.
        #expect(UIImageView(image: image).baselineOffsetsFromTop()?.first == 15)
        #expect(UIImageView(image: image).baselineOffsetsFromTop()?.last == 15)
        // Aspect fit at 80×80 makes the image four times larger: its baseline is 20 points up.
        #expect(baseline(.scaleAspectFit, CGSize(width: 80, height: 80)) == 60)
        // Aspect fit at 80×40 keeps it 40 tall, filling the height: 10 up.
        #expect(baseline(.scaleAspectFit, CGSize(width: 80, height: 40)) == 30)
        // Scale to fill at 80×40 squeezes it to 40 tall: 10 points up.
        #expect(baseline(.scaleToFill, CGSize(width: 80, height: 40)) == 30)
        // Centred at its own size in 80×80: the image's bottom is 30 points up, its baseline 35.
        #expect(baseline(.center, CGSize(width: 80, height: 80)) == 45)
        #expect(baseline(.top, CGSize(width: 80, height: 80)) == 15)
        #expect(baseline(.bottomLeft, CGSize(width: 80, height: 80)) == 75)
        #expect(UIImageView(image: image.imageWithoutBaseline()).baselineOffsetsFromTop() == nil)
        #expect(UIImageView(image: nil).baselineOffsetsFromTop() == nil)

        // In a stack, which re-reads baselines after layout, a taller centred image view
        // still stands its image's baseline on the label's: the image is 20 to 40 points
        // down the 60-point view, its baseline at 35.
        let app = HeadlessApp(screenSize: CGSize(width: 300, height: 300))
        let window = app.makeWindow()
        let view = UIImageView(image: image)
        view.contentMode = .center
        view.translatesAutoresizingMaskIntoConstraints = false
        view.heightAnchor.constraint(equalToConstant: 60).isActive = true
        let label = UILabel()
        label.text = "Text"
        let stack = UIStackView(arrangedSubviews: [view, label])
        stack.alignment = .lastBaseline
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        window.addSubview(stack)
        window.layoutIfNeeded()
        let labelBaseline = label.frame.minY + label.font.ascender
        #expect(abs(view.frame.minY + 35 - labelBaseline) < 0.51, "\(view.frame) \(label.frame)")
    }

    @Test("Without a baseline the last baseline is the bottom edge and the first the top, as UIKit documents")
    func noBaselineFallsBack() {
        let symbol = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40))!
        let last = pinnedByBaseline(symbol.imageWithoutBaseline(), last: true)
        #expect(abs(last.frame.maxY - 100) < 0.01, "\(last.frame)")
        let first = pinnedByBaseline(symbol.imageWithoutBaseline())
        #expect(abs(first.frame.minY - 100) < 0.01, "\(first.frame)")
        let plain = pinnedByBaseline(UIImage(size: CGSize(width: 20, height: 20)) { _ in }, last: true)
        #expect(abs(plain.frame.maxY - 100) < 0.01, "\(plain.frame)")
        let empty = pinnedByBaseline(nil, last: true, size: CGSize(width: 10, height: 10))
        #expect(abs(empty.frame.maxY - 100) < 0.01, "\(empty.frame)")
    }

    /// A symbol and a label in a horizontal stack aligned on `alignment`, laid out.
    private func row(_ style: UIFont.TextStyle, alignment: UIStackView.Alignment, image: (UIImage) -> UIImage = { $0 })
        -> (UIImageView, UILabel, HeadlessApp, UIWindow)
    {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 200))
        let window = app.makeWindow()
        let symbol = image(UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(textStyle: style))!)
        let imageView = UIImageView(image: symbol)
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: style)
        label.text = "Favourites"
        let stack = UIStackView(arrangedSubviews: [imageView, label])
        stack.axis = .horizontal
        stack.alignment = alignment
        stack.spacing = 6
        stack.frame = CGRect(x: 10, y: 10, width: 300, height: 100)
        window.addSubview(stack)
        window.layoutIfNeeded()
        return (imageView, label, app, window)
    }

    @Test("A symbol beside a label in a baseline-aligned stack stands on the label's baseline",
          arguments: [UIFont.TextStyle.caption1, .body, .headline, .largeTitle])
    func stackAlignment(style: UIFont.TextStyle) {
        for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
            let (imageView, label, _, _) = row(style, alignment: alignment)
            let labelBaseline = label.frame.minY + label.font.ascender
            let symbolBaseline = imageView.frame.maxY - imageView.image!.baselineOffsetFromBottom!
            #expect(abs(labelBaseline - symbolBaseline) < 0.51, "\(style.rawValue) \(alignment): \(imageView.frame) \(label.frame)")
            // The symbol is centred on the label's capitals.
            let capsMiddle = labelBaseline - label.font.capHeight / 2
            #expect(abs(imageView.frame.midY - capsMiddle) < 0.51)
        }
        // Taking the baseline away (same size) re-aligns the row: the bottom on the baseline.
        let (swapped, swappedLabel, app, window) = row(style, alignment: .lastBaseline)
        swapped.image = swapped.image?.imageWithoutBaseline()
        window.layoutIfNeeded()
        withExtendedLifetime(app) {}
        #expect(abs(swapped.frame.maxY - (swappedLabel.frame.minY + swappedLabel.font.ascender)) < 0.51, "\(swapped.frame)")
        // Without a baseline the symbol's bottom stands on the label's last baseline.
        let (bare, label, _, _) = row(style, alignment: .lastBaseline) { $0.imageWithoutBaseline() }
        #expect(abs(bare.frame.maxY - (label.frame.minY + label.font.ascender)) < 0.51, "\(bare.frame) \(label.frame)")
    }
}
