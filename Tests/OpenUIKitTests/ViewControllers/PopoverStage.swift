import OpenUIKit
import OpenUIKitTesting

/// A regular-width app (1,024 × 768) with a plain root controller and a 40 × 40 source view at
/// (100, 100), one turn run: where the popover suites present from.
@MainActor
func makePopoverStage() -> (app: HeadlessApp, window: UIWindow, root: UIViewController, source: UIView) {
    let app = HeadlessApp(screenSize: CGSize(width: 1024, height: 768))
    let root = UIViewController()
    let window = app.makeWindow(rootViewController: root)
    let source = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    root.view.addSubview(source)
    app.runTurn()
    return (app, window, root, source)
}
