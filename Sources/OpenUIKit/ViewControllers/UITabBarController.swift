import Foundation

/// Shows one of several controllers at a time, chosen with a tab bar at the bottom.
///
/// Every controller is a child; only the selected one's view is in the hierarchy. Switching
/// (a tap, or setting ``selectedIndex``) calls `viewWillDisappear`/`viewWillAppear` at once
/// and `viewDidDisappear`/`viewDidAppear` after the next frame's layout. The delegate hears
/// the user's taps only.
/// - Note: See https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor @preconcurrency
open class UITabBarController: UIViewController, UITabBarDelegate {
    private var controllers: [UIViewController] = []
    private var selected = 0
    private var bar: UITabBar?
    private var pendingSwitchFinish: (@MainActor () -> Void)?

    /// Hears and decides the user's selections.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The bar at the bottom.
    open var tabBar: UITabBar {
        if let bar { return bar }
        let made = UITabBar(frame: .zero)
        made.delegate = self
        bar = made
        return made
    }

    /// The selected controller decides the status bar's style.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    /// The selected controller decides whether the status bar shows.
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    /// The controllers, one per tab.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers; the selection stays at its index when it still exists.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        finishPendingSwitch()
        let old = selectedViewController
        let new = viewControllers ?? []
        for controller in controllers where !new.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller === old, isShowing {
                controller.beginAppearanceTransition(false, animated: false)
            }
            if let view = controller.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
            if controller === old, isShowing { controller.endAppearanceTransition() }
            controller.removeFromParent()
        }
        let added = new.filter { controller in !controllers.contains { $0 === controller } }
        for controller in added { addChild(controller) }
        controllers = new
        selected = new.isEmpty ? 0 : min(selected, new.count - 1)
        tabBar.setItems(new.map { $0.tabBarItem }, animated: false)
        for controller in added { controller.didMove(toParent: self) }
        if let current = selectedViewController, current !== old { show(current, replacing: old) }
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// The index of the selected tab.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard controllers.indices.contains(newValue) else {
                misuseLog.log("UITabBarController selectedIndex \(newValue) is out of range 0..<\(controllers.count); ignored")
                return
            }
            select(newValue)
        }
    }

    /// The selected controller.
    open var selectedViewController: UIViewController? {
        get { controllers.indices.contains(selected) ? controllers[selected] : nil }
        set {
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else {
                misuseLog.log("UITabBarController can only select one of its view controllers; ignored")
                return
            }
            select(index)
        }
    }

    // MARK: Selection

    /// The bar's tap: asks the delegate, selects, tells the delegate.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let index = controllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = controllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        select(index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func select(_ index: Int) {
        guard index != selected else { return }
        finishPendingSwitch()
        let old = selectedViewController
        selected = index
        tabBar.selectedItem = controllers[index].tabBarItem
        show(controllers[index], replacing: old)
    }

    private var isShowing: Bool { appearState == .appeared || appearState == .appearing }

    private func show(_ controller: UIViewController, replacing old: UIViewController?) {
        guard let container = viewIfLoaded else { return }
        let showing = isShowing
        controller.loadViewIfNeeded()
        if showing {
            old?.beginAppearanceTransition(false, animated: false)
            controller.beginAppearanceTransition(true, animated: false)
        }
        install(controller, in: container)
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            if let oldView = old?.viewIfLoaded, oldView.superview === container, old !== self.selectedViewController {
                oldView.removeFromSuperview()
            }
            if showing {
                old?.endAppearanceTransition()
                controller.endAppearanceTransition()
            }
        }
        guard showing else {
            finish()
            return
        }
        pendingSwitchFinish = finish
        container.framePipeline.afterLayout { [weak self] in self?.finishPendingSwitch() }
    }

    private func finishPendingSwitch() {
        guard let finish = pendingSwitchFinish else { return }
        pendingSwitchFinish = nil
        finish()
    }

    private func install(_ controller: UIViewController, in container: UIView) {
        let view = controller.view!
        view.frame = container.bounds
        controller.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: tabBar.barHeight, right: 0)
        if view.superview !== container { container.insertSubview(view, belowSubview: tabBar) }
    }

    // MARK: The view

    open override func loadView() {
        let container = TabBarContainerView(frame: UIScreen.main.bounds)
        container.tabBarController = self
        container.addSubview(tabBar)
        view = container
        if let current = selectedViewController { install(current, in: container) }
    }

    /// The tab bar controller calls its children's appearance callbacks itself.
    package override var managesChildAppearance: Bool { true }

    package override var appearanceChildren: [UIViewController] {
        guard pendingSwitchFinish == nil, let current = selectedViewController,
            let view = current.viewIfLoaded, view.superview === viewIfLoaded
        else { return [] }
        return [current]
    }

    /// Lays out the bar (above the safe area's bottom) and the selected controller's view.
    package func layoutContainer(_ container: UIView) {
        let bounds = container.bounds
        let bottom = container.safeAreaInsets.bottom
        let height = tabBar.barHeight + bottom
        tabBar.frame = CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height)
        if let current = selectedViewController, let view = current.viewIfLoaded, view.superview === container {
            // The bar's height follows the vertical size class (a phone turned to landscape).
            let insets = UIEdgeInsets(top: 0, left: 0, bottom: tabBar.barHeight, right: 0)
            if current.containerSafeAreaInsets != insets { current.containerSafeAreaInsets = insets }
            view.frame = bounds
        }
    }
}

/// The tab bar controller's root view: lays out the bar and the selected controller's view.
@MainActor
final class TabBarContainerView: UIView {
    weak var tabBarController: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        tabBarController?.layoutContainer(self)
    }
}
