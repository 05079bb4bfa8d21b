import UIKit

/// A screen that puts the components side by side: a marquee, loaders, a countdown, a deck of
/// cards and an animated badge, with toolbar buttons to drive them.
class PlaygroundViewController: UIViewController, MarqueeLabelDelegate, CountdownRingViewDelegate, LoaderViewDelegate {

    @IBOutlet var marquee: MarqueeLabel!
    @IBOutlet var loaderStack: UIStackView!
    @IBOutlet var countdown: CountdownRingView!
    @IBOutlet var deck: SwipeDeckView!
    @IBOutlet var badge: UIView!
    @IBOutlet var statusLabel: UILabel!

    private(set) var loaders: [LoaderView] = []
    private(set) var events: [String] = []
    private(set) var playButtonItem: UIBarButtonItem!
    private(set) var resetButtonItem: UIBarButtonItem!
    private var swipeRecognizer: UISwipeGestureRecognizer!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Playground"
        view.backgroundColor = .systemBackground
        buildMarquee()
        buildLoaders()
        buildCountdown()
        buildDeck()
        buildBadge()
        buildStatusLabel()
        buildBarItems()
        NSLayoutConstraint.activate(layoutConstraints())

        swipeRecognizer = UISwipeGestureRecognizer(target: self, action: #selector(handleSwipe(_:)))
        swipeRecognizer.direction = .left
        view.addGestureRecognizer(swipeRecognizer)

        NotificationCenter.default.addObserver(self, selector: #selector(noteStoreChanged(_:)), name: NoteStore.didChangeNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    private func buildMarquee() {
        marquee = MarqueeLabel(frame: .zero)
        marquee.translatesAutoresizingMaskIntoConstraints = false
        marquee.text = "Breaking: a long headline that does not fit on one line scrolls sideways"
        marquee.delegate = self
        view.addSubview(marquee)
    }

    private func buildLoaders() {
        loaderStack = UIStackView()
        loaderStack.axis = .horizontal
        loaderStack.distribution = .equalSpacing
        loaderStack.translatesAutoresizingMaskIntoConstraints = false
        for style in LoaderStyle.allCases {
            let loader = LoaderView(style: style)
            loader.delegate = self
            loader.hidesWhenStopped = false
            loader.translatesAutoresizingMaskIntoConstraints = false
            loader.widthAnchor.constraint(equalToConstant: 40).isActive = true
            loader.heightAnchor.constraint(equalToConstant: 40).isActive = true
            loaders.append(loader)
            loaderStack.addArrangedSubview(loader)
        }
        view.addSubview(loaderStack)
    }

    private func buildCountdown() {
        countdown = CountdownRingView(frame: .zero)
        countdown.duration = 5
        countdown.delegate = self
        countdown.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(countdown)
    }

    private func buildDeck() {
        deck = SwipeDeckView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        deck.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(deck)
    }

    private func buildBadge() {
        badge = UIView()
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 12
        badge.translatesAutoresizingMaskIntoConstraints = false
        let tap = UITapGestureRecognizer(target: self, action: #selector(badgeTapped(_:)))
        badge.addGestureRecognizer(tap)
        view.addSubview(badge)
    }

    private func buildStatusLabel() {
        statusLabel = UILabel()
        statusLabel.font = .preferredFont(forTextStyle: .caption1)
        statusLabel.textColor = .secondaryLabel
        statusLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(statusLabel)
    }

    private func buildBarItems() {
        playButtonItem = UIBarButtonItem(barButtonSystemItem: .play, target: self, action: #selector(playTapped(_:)))
        resetButtonItem = UIBarButtonItem(title: "Reset", style: .plain, target: self, action: #selector(resetTapped(_:)))
        navigationItem.rightBarButtonItem = playButtonItem
        navigationItem.leftBarButtonItem = resetButtonItem
        let flexible = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let shake = UIBarButtonItem(title: "Shake", style: .plain, target: self, action: #selector(shakeTapped))
        toolbarItems = [flexible, shake, flexible]
    }

    private func layoutConstraints() -> [NSLayoutConstraint] {
        let guide = view.safeAreaLayoutGuide
        return [
            marquee.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            marquee.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            marquee.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            marquee.heightAnchor.constraint(equalToConstant: 24),

            loaderStack.topAnchor.constraint(equalTo: marquee.bottomAnchor, constant: 24),
            loaderStack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 32),
            loaderStack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -32),

            countdown.topAnchor.constraint(equalTo: loaderStack.bottomAnchor, constant: 24),
            countdown.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            countdown.widthAnchor.constraint(equalToConstant: 120),
            countdown.heightAnchor.constraint(equalTo: countdown.widthAnchor),

            deck.topAnchor.constraint(equalTo: countdown.bottomAnchor, constant: 24),
            deck.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            deck.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            deck.heightAnchor.constraint(equalToConstant: 200),

            badge.topAnchor.constraint(equalTo: deck.bottomAnchor, constant: 16),
            badge.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            badge.widthAnchor.constraint(equalToConstant: 24),
            badge.heightAnchor.constraint(equalToConstant: 24),

            statusLabel.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 8),
            statusLabel.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
        ]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
        if deck.cards.isEmpty {
            deck.layoutIfNeeded()
            deck.reload(titles: SampleData.cardTitles)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
        loaders.forEach { $0.stopAnimating() }
        countdown.stop()
    }

    private func log(_ event: String) {
        events.append(event)
        statusLabel.text = event
    }

    // MARK: - Actions

    @objc func playTapped(_ sender: UIBarButtonItem) {
        loaders.forEach { $0.startAnimating() }
        countdown.start()
        log("play")
    }

    @objc func resetTapped(_ sender: UIBarButtonItem) {
        loaders.forEach { $0.stopAnimating() }
        countdown.stop()
        deck.reload(titles: SampleData.cardTitles)
        log("reset")
    }

    @objc func shakeTapped() {
        badge.shake()
        log("shake")
    }

    @objc private func badgeTapped(_ recognizer: UITapGestureRecognizer) {
        badge.bounce()
        log("badge")
    }

    @objc private func handleSwipe(_ recognizer: UISwipeGestureRecognizer) {
        deck.topCard?.swipe(.left)
        log("swipe")
    }

    @objc private func noteStoreChanged(_ notification: Notification) {
        log("notes changed")
    }

    // MARK: - Component delegates

    func marqueeLabelDidFinishLoop(_ label: MarqueeLabel) {
        log("marquee loop \(label.completedLoops)")
    }

    func countdownRingViewDidFinish(_ view: CountdownRingView) {
        log("countdown finished")
        badge.popIn()
    }

    func loaderViewDidStartAnimating(_ loaderView: LoaderView) {
        events.append("loader started \(loaderView.style.rawValue)")
    }
}
