import OpenUIKit

/// The gallery's root: a strip of tabs (one coloured button per screen) above the current
/// screen, which is a child view controller.
final class GalleryViewController: UIViewController {
    /// Height of the tab strip, in points.
    static let tabHeight: CGFloat = 44

    private let log: GalleryLog
    private(set) var screen: GalleryScreen
    private var content: UIViewController?
    private var tabs: [UIButton] = []
    /// Marks the selected tab.
    private let selectionBar = UIView(frame: .zero)
    /// Told when the screen changes (the live window shows it in its title).
    var onScreenChange: ((GalleryScreen) -> Void)?

    init(screen: GalleryScreen, log: GalleryLog) {
        self.screen = screen
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
        let root = LayoutCallbackView(frame: UIScreen.main.bounds)
        root.onLayout = { [unowned self] in layoutTabsAndContent() }
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        for (index, screen) in GalleryScreen.allCases.enumerated() {
            let tab = UIButton(frame: .zero)
            tab.backgroundColor = screen.tabBackgroundColor
            tab.setTitle(screen.tabTitle, for: .normal)
            tab.setTitleColor(.white, for: .normal)
            tab.titleLabel?.useGalleryText(.footnote)
            tab.accessibilityIdentifier = "tab-\(screen.rawValue)"
            tab.addAction(UIAction { [unowned self] _ in show(screen) }, for: .touchUpInside)
            tab.tag = index
            view.addSubview(tab)
            tabs.append(tab)
        }
        selectionBar.backgroundColor = .white
        selectionBar.isUserInteractionEnabled = false
        view.addSubview(selectionBar)
        show(screen)
    }

    private func layoutTabsAndContent() {
        let width = view.bounds.width / CGFloat(tabs.count)
        for (index, tab) in tabs.enumerated() {
            tab.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.tabHeight)
        }
        placeSelectionBar()
        content?.view.frame = contentFrame
    }

    private var contentFrame: CGRect {
        CGRect(x: 0, y: Self.tabHeight, width: view.bounds.width, height: max(view.bounds.height - Self.tabHeight, 0))
    }

    /// Replaces the current screen with `screen`.
    func show(_ screen: GalleryScreen) {
        if content != nil, self.screen == screen { return }
        if let leaving = content { dismissPresentations(madeWithin: leaving) }
        content?.view.removeFromSuperview()
        content?.removeFromParent()
        self.screen = screen
        let controller = screen.makeViewController(log: log)
        addChild(controller)
        controller.view.frame = contentFrame
        view.addSubview(controller.view)
        controller.didMove(toParent: self)
        content = controller
        for (index, tab) in tabs.enumerated() {
            tab.isSelected = GalleryScreen.allCases[index] == screen
        }
        placeSelectionBar()
        log.note("screen \(screen.rawValue)")
        onScreenChange?(screen)
    }

    /// Dismisses what controllers inside `controller` present, such as the notes screen's
    /// active search: removing a child dismisses nothing in UIKit, and a presentation keeps both
    /// its ends alive until it is dismissed, so a container that takes a screen away ends the
    /// screen's presentations first (else the screen's list and search stay alive, unseen).
    private func dismissPresentations(madeWithin controller: UIViewController) {
        for child in controller.children { dismissPresentations(madeWithin: child) }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
            controller.dismiss(animated: false)
        }
    }

    /// Puts the white bar under the selected tab (the tabs keep full colour so their titles
    /// keep their contrast).
    private func placeSelectionBar() {
        guard let tab = tabs.first(where: \.isSelected) else { return }
        selectionBar.frame = CGRect(x: tab.frame.minX + 10, y: tab.frame.maxY - 7, width: max(tab.frame.width - 20, 0), height: 3)
        selectionBar.layer.cornerRadius = 1.5
        view.bringSubviewToFront(selectionBar)
    }

    /// The next (or previous) screen, wrapping around.
    func step(by offset: Int) {
        let all = GalleryScreen.allCases
        let index = all.firstIndex(of: screen) ?? 0
        show(all[(index + offset + all.count) % all.count])
    }
}
