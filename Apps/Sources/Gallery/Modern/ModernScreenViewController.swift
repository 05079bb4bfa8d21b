import OpenUIKit

/// The gallery's "Modern" tab: a navigation controller over an inset-grouped list of the iOS
/// 14–17 surface (configurations, symbols, Dynamic Type, lists, menus, pickers, effects), each
/// row pushing a screen written the way an iOS app writes it.
final class ModernScreenViewController: UIViewController {
    private let log: GalleryLog

    init(log: GalleryLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let index = ModernIndexViewController(entries: ModernEntry.all, log: log)
        let navigation = UINavigationController(rootViewController: index)
        navigation.navigationBar.prefersLargeTitles = true
        // The tab's tint (back buttons, bar items, buttons, controls) is iOS's higher-contrast
        // blue (the standard blue is 4.0:1 on white, under the 4.5:1 17-point text needs).
        navigation.view.tintColor = ModernPalette.tint
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }
}
