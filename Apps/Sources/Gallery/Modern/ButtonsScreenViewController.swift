import OpenUIKit

/// Every `UIButton.Configuration` style, one button each, stacked in a scroll view; plus a
/// button with a subtitle and a leading symbol, and one showing its activity indicator.
final class ButtonsScreenViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let stack = UIStackView()
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false

        let styles: [(String, UIButton.Configuration)] = [
            ("Plain", .plain()),
            ("Gray", .gray()),
            ("Tinted", .tinted()),
            ("Filled", .filled()),
            ("Bordered Prominent", .borderedProminent()),
        ]
        for (title, base) in styles {
            var configuration = base
            configuration.title = title
            stack.addArrangedSubview(UIButton(configuration: configuration))
        }

        var withSubtitle = UIButton.Configuration.filled()
        withSubtitle.title = "Download"
        withSubtitle.subtitle = "12 MB"
        withSubtitle.image = UIImage(systemName: "arrow.down.circle")
        withSubtitle.imagePadding = 8
        withSubtitle.cornerStyle = .capsule
        stack.addArrangedSubview(UIButton(configuration: withSubtitle))

        var busy = UIButton.Configuration.tinted()
        busy.title = "Saving"
        busy.showsActivityIndicator = true
        stack.addArrangedSubview(UIButton(configuration: busy))

        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        // Bounces like a settings page, which also makes the vertical axis scrollable, so the
        // automatic inset adjustment keeps the content below the navigation bar.
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.widthAnchor.constraint(lessThanOrEqualTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
        ])
    }
}
