import Foundation
import OpenUIKitTesting
@testable import OpenUIKit

/// Screens the Dynamic Type, symbol and indicator pixel tests draw (and what a person looks at
/// when checking them): each builds its own application at scale 3.
@MainActor
enum DynamicTypeScenes {
    /// A label per text style, each adjusting to the content size category, in a column.
    static func labelList(category: UIContentSizeCategory, style: UIUserInterfaceStyle) -> (HeadlessApp, [UILabel]) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 3)
        app.preferredContentSizeCategory = category
        app.userInterfaceStyle = style
        let window = app.makeWindow()
        window.backgroundColor = .systemBackground
        let stack = UIStackView()
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 16),
        ])
        let styles: [(UIFont.TextStyle, String)] = [
            (.largeTitle, "Large Title"), (.title1, "Title 1"), (.title2, "Title 2"), (.title3, "Title 3"),
            (.headline, "Headline"), (.body, "Body"), (.callout, "Callout"), (.subheadline, "Subheadline"),
            (.footnote, "Footnote"), (.caption1, "Caption 1"), (.caption2, "Caption 2"),
        ]
        var labels: [UILabel] = []
        for (textStyle, name) in styles {
            let label = UILabel()
            label.text = name
            label.font = .preferredFont(forTextStyle: textStyle, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
            label.adjustsFontForContentSizeCategory = true
            label.textColor = .label
            stack.addArrangedSubview(label)
            labels.append(label)
        }
        return (app, labels)
    }

    /// Rows of a symbol next to text at three sizes (small, medium, large scale of the body
    /// style), then an activity indicator of each style and two progress bars.
    static func symbolsAndIndicators(style: UIUserInterfaceStyle) -> (HeadlessApp, [UIView]) {
        let app = HeadlessApp(screenSize: CGSize(width: 300, height: 260), scale: 3)
        app.userInterfaceStyle = style
        let window = app.makeWindow()
        window.backgroundColor = .systemBackground
        var views: [UIView] = []
        let scales: [UIImage.SymbolScale] = [.small, .medium, .large]
        for (row, scale) in scales.enumerated() {
            let y = CGFloat(16 + row * 34)
            var x: CGFloat = 16
            for name in ["star.fill", "heart", "gear", "trash"] {
                let image = UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(textStyle: .body, scale: scale))
                let imageView = UIImageView(image: image)
                imageView.frame.origin = CGPoint(x: x, y: y + (22 - imageView.frame.height) / 2)
                window.addSubview(imageView)
                views.append(imageView)
                x += 30
            }
            let label = UILabel()
            label.text = "Body text \(scale)"
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .label
            label.sizeToFit()
            label.frame.origin = CGPoint(x: x + 4, y: y + (22 - label.frame.height) / 2)
            window.addSubview(label)
        }
        let medium = UIActivityIndicatorView(style: .medium)
        medium.frame.origin = CGPoint(x: 16, y: 130)
        let large = UIActivityIndicatorView(style: .large)
        large.frame.origin = CGPoint(x: 60, y: 122)
        let tinted = UIActivityIndicatorView(style: .large)
        tinted.color = .systemOrange
        tinted.frame.origin = CGPoint(x: 120, y: 122)
        for indicator in [medium, large, tinted] {
            window.addSubview(indicator)
            indicator.startAnimating()
            views.append(indicator)
        }
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 16, y: 190, width: 268, height: 4)
        bar.progress = 0.6
        let barStyle = UIProgressView(progressViewStyle: .bar)
        barStyle.frame = CGRect(x: 16, y: 220, width: 268, height: 4)
        barStyle.progress = 0.3
        barStyle.progressTintColor = .systemGreen
        window.addSubview(bar)
        window.addSubview(barStyle)
        views += [bar, barStyle]
        return (app, views)
    }
}
