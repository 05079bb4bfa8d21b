import Foundation
import OpenUIKit

/// Sharing as iOS apps do it: a Share button presenting the share sheet (Copy and an app
/// activity; a popover at the button in regular width), and a button showing a popover whose
/// passthrough view (the counter button) keeps taking taps while it is up.
final class SharingScreenViewController: UIViewController {
    private let status = UILabel()
    private let shareButton = UIButton(configuration: .filled())
    private let popoverButton = UIButton(configuration: .tinted())
    private let counterButton = UIButton(configuration: .gray())
    private var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Sharing"

        shareButton.configuration?.title = "Share"
        shareButton.configuration?.image = UIImage(systemName: "square.and.arrow.up")
        shareButton.configuration?.imagePadding = 8
        shareButton.configuration?.baseBackgroundColor = ModernPalette.prominentFill
        shareButton.addAction(UIAction { [weak self] _ in self?.share() }, for: .touchUpInside)

        popoverButton.configuration?.title = "Show Popover"
        popoverButton.addAction(UIAction { [weak self] _ in self?.showPopover() }, for: .touchUpInside)

        counterButton.configuration?.title = "Taps: 0"
        counterButton.addAction(UIAction { [weak self] _ in self?.countTap() }, for: .touchUpInside)

        status.text = "Nothing shared yet"
        // The secondary label colour is 3.5:1 on the background, under what this size needs.
        status.textColor = .label
        status.font = .preferredFont(forTextStyle: .subheadline)
        status.adjustsFontForContentSizeCategory = true
        status.numberOfLines = 0

        // A configured button of the default size is shorter than a comfortable touch target.
        for button in [shareButton, popoverButton, counterButton] {
            button.translatesAutoresizingMaskIntoConstraints = false
            button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
        }
        let stack = UIStackView(arrangedSubviews: [shareButton, popoverButton, counterButton, status])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        // In a vertically bouncing scroll view, so the status line stays reachable at the
        // largest text sizes and the content starts below the navigation bar.
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
            status.widthAnchor.constraint(equalTo: stack.widthAnchor),
        ])
    }

    private func share() {
        var items: [Any] = ["OpenUIKit runs UIKit apps on Linux."]
        if let url = URL(string: "https://github.com/openuikit/openuikit") { items.append(url) }
        let sheet = UIActivityViewController(activityItems: items, applicationActivities: [FavoriteActivity()])
        sheet.popoverPresentationController?.sourceView = shareButton
        sheet.completionWithItemsHandler = { [weak self] type, completed, _, _ in
            self?.status.text = completed ? "Shared with \(type?.rawValue ?? "nothing")" : "Share sheet closed"
        }
        present(sheet, animated: true)
    }

    private func showPopover() {
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 228, height: 60))
        label.text = "The Taps button still works while this popover is up."
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        content.view.addSubview(label)
        content.preferredContentSize = CGSize(width: 260, height: 92)
        content.modalPresentationStyle = .popover
        let popover = content.popoverPresentationController
        popover?.sourceView = popoverButton
        popover?.passthroughViews = [counterButton]
        popover?.delegate = PopoverStaysDelegate.shared
        present(content, animated: true)
    }

    private func countTap() {
        count += 1
        counterButton.configuration?.title = "Taps: \(count)"
    }
}

/// An app activity shown in the share sheet's list: it marks the item as a favourite.
private final class FavoriteActivity: UIActivity {
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("org.openuikit.gallery.favorite") }
    override var activityTitle: String? { "Add to Favorites" }
    override var activityImage: UIImage? { UIImage(systemName: "star") }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    override func perform() { activityDidFinish(true) }
}

/// Keeps the popover a popover in compact width too, so its passthrough view can be tried on a
/// phone-sized window.
private final class PopoverStaysDelegate: UIPopoverPresentationControllerDelegate {
    static let shared = PopoverStaysDelegate()

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}
