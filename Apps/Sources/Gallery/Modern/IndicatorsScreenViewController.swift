import OpenUIKit

/// The standard indicators: medium and large activity indicators spinning on the app clock,
/// and a default and a bar progress view that a button advances by a tenth (animated).
final class IndicatorsScreenViewController: UIViewController {
    private let progress = UIProgressView(progressViewStyle: .default)
    private let barProgress = UIProgressView(progressViewStyle: .bar)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let medium = UIActivityIndicatorView(style: .medium)
        let large = UIActivityIndicatorView(style: .large)
        large.color = .systemIndigo
        medium.startAnimating()
        large.startAnimating()

        progress.progress = 0.3
        barProgress.progress = 0.6

        var advance = UIButton.Configuration.gray()
        advance.title = "Advance"
        let button = UIButton(configuration: advance, primaryAction: UIAction { [weak self] _ in
            self?.advance()
        })

        let spinners = UIStackView(arrangedSubviews: [medium, large])
        spinners.spacing = 24
        spinners.alignment = .center
        spinners.distribution = .equalCentering
        let stack = UIStackView(arrangedSubviews: [spinners, progress, barProgress, button])
        stack.axis = .vertical
        stack.spacing = 24
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func advance() {
        let next = progress.progress >= 1 ? 0 : progress.progress + 0.1
        progress.setProgress(next, animated: true)
        barProgress.setProgress(1 - next, animated: true)
    }
}
