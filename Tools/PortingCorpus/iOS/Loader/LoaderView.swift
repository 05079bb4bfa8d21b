import UIKit

@objc protocol LoaderViewDelegate: AnyObject {
    @objc optional func loaderViewDidStartAnimating(_ loaderView: LoaderView)
    @objc optional func loaderViewDidStopAnimating(_ loaderView: LoaderView)
}

/// An activity indicator with several looks, drawn with Core Animation layers.
@IBDesignable
class LoaderView: UIView {

    var style: LoaderStyle = .ring {
        didSet {
            if style != oldValue { rebuildIfAnimating() }
        }
    }

    @IBInspectable var styleIndex: Int {
        get { return style.rawValue }
        set { style = LoaderStyle(rawValue: newValue) ?? .ring }
    }

    @IBInspectable var duration: Double = 1.2 {
        didSet { rebuildIfAnimating() }
    }

    @IBInspectable var lineWidth: CGFloat = 3 {
        didSet { rebuildIfAnimating() }
    }

    @IBInspectable var hidesWhenStopped: Bool = true {
        didSet { updateVisibility() }
    }

    weak var delegate: LoaderViewDelegate?

    private(set) var isAnimating = false
    private(set) var animationLayers: [CALayer] = []
    private(set) var observerCount = 0
    private var pausedForBackground = false
    private var builtSize = CGSize.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    convenience init(style: LoaderStyle) {
        self.init(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        self.style = style
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    private func commonInit() {
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityLabel = "Loading"
        accessibilityTraits = .updatesFrequently
        updateVisibility()
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(applicationDidEnterBackground(_:)), name: UIApplication.didEnterBackgroundNotification, object: nil)
        center.addObserver(self, selector: #selector(applicationWillEnterForeground(_:)), name: UIApplication.willEnterForegroundNotification, object: nil)
        observerCount = 2
    }

    override var intrinsicContentSize: CGSize {
        return CGSize(width: 40, height: 40)
    }

    // MARK: - Animating

    func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        buildLayers()
        updateVisibility()
        delegate?.loaderViewDidStartAnimating?(self)
    }

    func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        removeLayers()
        updateVisibility()
        delegate?.loaderViewDidStopAnimating?(self)
    }

    private func buildLayers() {
        removeLayers()
        let factory = LoaderAnimationFactory(color: tintColor.cgColor, duration: duration, lineWidth: lineWidth)
        builtSize = bounds.size
        animationLayers = factory.layers(for: style, in: bounds.size)
        animationLayers.forEach { layer.addSublayer($0) }
    }

    private func removeLayers() {
        animationLayers.forEach { sublayer in
            sublayer.removeAllAnimations()
            sublayer.removeFromSuperlayer()
        }
        animationLayers = []
    }

    private func rebuildIfAnimating() {
        if isAnimating { buildLayers() }
    }

    private func updateVisibility() {
        isHidden = hidesWhenStopped && !isAnimating
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if isAnimating, bounds.size != builtSize {
            buildLayers()
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        rebuildIfAnimating()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, isAnimating, animationLayers.isEmpty {
            buildLayers()
        }
    }

    // MARK: - Pausing in the background

    func pauseLayerTime() {
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
    }

    func resumeLayerTime() {
        let pausedTime = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        let sincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        layer.beginTime = sincePause
    }

    @objc private func applicationDidEnterBackground(_ notification: Notification) {
        guard isAnimating else { return }
        pausedForBackground = true
        pauseLayerTime()
    }

    @objc private func applicationWillEnterForeground(_ notification: Notification) {
        guard pausedForBackground else { return }
        pausedForBackground = false
        resumeLayerTime()
    }
}

/// Covers a view with a dimmed panel and a loader while work is in progress.
class LoadingOverlayView: UIView {
    let loader = LoaderView(style: .ring)
    let messageLabel = UILabel()
    private let panel = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.black.withAlphaComponent(0.3)
        panel.backgroundColor = .systemBackground
        panel.layer.cornerRadius = 12
        panel.translatesAutoresizingMaskIntoConstraints = false
        loader.translatesAutoresizingMaskIntoConstraints = false
        loader.hidesWhenStopped = false
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        messageLabel.font = .preferredFont(forTextStyle: .footnote)
        messageLabel.textColor = .secondaryLabel
        messageLabel.textAlignment = .center
        addSubview(panel)
        panel.addSubview(loader)
        panel.addSubview(messageLabel)
        NSLayoutConstraint.activate([
            panel.centerXAnchor.constraint(equalTo: centerXAnchor),
            panel.centerYAnchor.constraint(equalTo: centerYAnchor),
            panel.widthAnchor.constraint(equalToConstant: 140),
            loader.topAnchor.constraint(equalTo: panel.topAnchor, constant: 20),
            loader.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
            loader.widthAnchor.constraint(equalToConstant: 40),
            loader.heightAnchor.constraint(equalToConstant: 40),
            messageLabel.topAnchor.constraint(equalTo: loader.bottomAnchor, constant: 12),
            messageLabel.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 8),
            messageLabel.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -8),
            messageLabel.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show(in view: UIView, message: String) {
        messageLabel.text = message
        frame = view.bounds
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(self)
        loader.startAnimating()
        alpha = 0
        UIView.animate(withDuration: 0.2) {
            self.alpha = 1
        }
    }

    func hide() {
        UIView.animate(withDuration: 0.2, animations: {
            self.alpha = 0
        }, completion: { _ in
            self.loader.stopAnimating()
            self.removeFromSuperview()
        })
    }
}
