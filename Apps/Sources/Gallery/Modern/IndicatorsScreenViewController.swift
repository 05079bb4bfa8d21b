import OpenUIKit

/// The standard indicators: medium and large activity indicators that spin, as an app's do,
/// while something loads (here the two progress views filling over two seconds of the app
/// clock when the screen appears) and then stop, staying shown; and a default and a bar
/// progress view that a button advances by a tenth (animated).
final class IndicatorsScreenViewController: UIViewController {
    /// The seconds the stand-in load takes.
    static let loadDuration: TimeInterval = 2

    private let progress = UIProgressView(progressViewStyle: .default)
    private let barProgress = UIProgressView(progressViewStyle: .bar)
    private let medium = UIActivityIndicatorView(style: .medium)
    private let large = UIActivityIndicatorView(style: .large)
    private var hasLoaded = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        large.color = .systemIndigo
        // Stopped, they stay on screen (a spinner that never stops keeps the app from ever
        // being idle).
        medium.hidesWhenStopped = false
        large.hidesWhenStopped = false

        var advance = UIButton.Configuration.gray()
        advance.title = "Advance"
        let button = UIButton(configuration: advance, primaryAction: UIAction { [weak self] _ in
            self?.advance()
        })
        // A configured button of the default size is shorter than a comfortable touch target.
        button.translatesAutoresizingMaskIntoConstraints = false
        button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true

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

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !hasLoaded else { return }
        hasLoaded = true
        load()
    }

    /// A stand-in for loading: the spinners turn while the bars fill to 0.3 and 0.6, and stop
    /// when they are full.
    private func load() {
        medium.startAnimating()
        large.startAnimating()
        view.layoutIfNeeded()
        UIView.animate(withDuration: Self.loadDuration, animations: { [self] in
            progress.setProgress(0.3, animated: false)
            barProgress.setProgress(0.6, animated: false)
        }, completion: { [weak self] _ in
            self?.medium.stopAnimating()
            self?.large.stopAnimating()
        })
    }

    private func advance() {
        let next = progress.progress >= 1 ? 0 : progress.progress + 0.1
        progress.setProgress(next, animated: true)
        barProgress.setProgress(1 - next, animated: true)
    }
}
