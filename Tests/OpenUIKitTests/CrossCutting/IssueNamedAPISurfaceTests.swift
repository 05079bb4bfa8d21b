import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The types and members a UIKit app reaches for first (the launch and scene lifecycle, alerts
/// and sheets, text, the keyboard, bars, search, device and system), written as an iOS app
/// calls them: the closures below are type-checked against Apple's spellings and argument
/// labels at build time; the test runs the harmless ones.
@MainActor @Suite struct IssueNamedAPISurfaceTests {
    @Test("Every lifecycle, presentation, text, keyboard, bar, search and device name an app uses compiles as on iOS")
    func surface() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let root = UIViewController()
        let window = app.makeWindow(rootViewController: root)

        // 1. Launch and lifecycle (type-checked only: these run inside a launched app).
        _ = { (delegate: any UIApplicationDelegate, application: UIApplication, session: UISceneSession,
            options: UIScene.ConnectionOptions) in
            _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
            _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
            let configuration = delegate.application(application, configurationForConnecting: session, options: options)
            configuration.delegateClass = nil
            _ = delegate.window
        }
        _ = { (delegate: any UIWindowSceneDelegate, scene: UIScene, session: UISceneSession,
            options: UIScene.ConnectionOptions, contexts: Set<UIOpenURLContext>) in
            delegate.scene(scene, willConnectTo: session, options: options)
            delegate.sceneWillEnterForeground(scene)
            delegate.sceneDidBecomeActive(scene)
            delegate.sceneWillResignActive(scene)
            delegate.sceneDidEnterBackground(scene)
            delegate.sceneDidDisconnect(scene)
            delegate.scene(scene, openURLContexts: contexts)
            _ = delegate.window
        }
        _ = { (scene: UIWindowScene, application: UIApplication) in
            _ = UIWindow(windowScene: scene)
            _ = scene.activationState
            _ = scene.session.configuration
            _ = application.connectedScenes
            _ = application.applicationState
            _ = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
        }
        _ = UIApplicationMain as (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, String?, String?) -> Int32
        let names: [Notification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIScene.willConnectNotification,
            UIScene.didActivateNotification, UIScene.didEnterBackgroundNotification,
            UITextField.textDidChangeNotification, UITextView.textDidChangeNotification,
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIDevice.orientationDidChangeNotification,
        ]
        #expect(Set(names).count == names.count)
        #expect(Set([
            UIResponder.keyboardFrameEndUserInfoKey, UIResponder.keyboardAnimationDurationUserInfoKey,
            UIResponder.keyboardAnimationCurveUserInfoKey,
        ]).count == 3)

        // 2. Alerts and sheets.
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(delete)
        alert.preferredAction = delete
        alert.addTextField { $0.placeholder = "Name" }
        #expect(alert.textFields?.count == 1)
        #expect(UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).preferredStyle == .actionSheet)
        let styles: [UIModalPresentationStyle] = [.pageSheet, .formSheet, .overFullScreen, .popover]
        #expect(styles.count == 4)
        let sheet = UIViewController()
        let sheetController = try #require(sheet.sheetPresentationController)
        sheetController.detents = [.medium(), .large()]
        _ = { (delegate: any UIAdaptivePresentationControllerDelegate, controller: UIPresentationController) in
            delegate.presentationControllerDidDismiss(controller)
        }

        // 3. Text.
        let textView = UITextView()
        textView.insertText("Hello")
        textView.selectedRange = NSRange(location: 0, length: 1)
        _ = textView.selectedTextRange
        textView.isEditable = true
        textView.isSelectable = true
        textView.isScrollEnabled = false
        textView.attributedText = NSAttributedString(string: "Hello")
        textView.textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        _ = textView.intrinsicContentSize
        _ = { (delegate: any UITextViewDelegate, view: UITextView) in
            delegate.textViewDidBeginEditing(view)
            delegate.textViewDidChange(view)
            _ = delegate.textView(view, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "a")
        }
        let field = UITextField()
        field.keyboardType = .emailAddress
        field.returnKeyType = .done
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.isSecureTextEntry = true
        field.clearButtonMode = .whileEditing
        textView.keyboardType = .default
        _ = root.view.endEditing(true)

        // 4. The keyboard's layout guide.
        _ = root.view.keyboardLayoutGuide.topAnchor

        // 5. Bars.
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in }, menu: nil)
        let titled = UIBarButtonItem(title: "Edit", image: nil, primaryAction: nil, menu: nil)
        root.navigationItem.rightBarButtonItems = [add, done]
        root.navigationItem.leftBarButtonItems = [titled]
        root.toolbarItems = [.flexibleSpace(), .fixedSpace(8), root.editButtonItem]
        root.setEditing(true, animated: false)
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.setToolbarHidden(false, animated: false)
        navigation.navigationBar.prefersLargeTitles = true
        root.navigationItem.largeTitleDisplayMode = .always
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        navigation.navigationBar.compactAppearance = appearance
        let toolbar = UIToolbar()
        toolbar.standardAppearance = UIToolbarAppearance()
        UITabBar().standardAppearance = UITabBarAppearance()
        root.navigationItem.prompt = "Prompt"
        root.navigationItem.backButtonTitle = "Back"
        root.navigationItem.backButtonDisplayMode = .minimal

        // 6. Search.
        let searchBar = UISearchBar()
        searchBar.text = "a"
        searchBar.scopeButtonTitles = ["All", "Mine"]
        searchBar.showsCancelButton = true
        let search = UISearchController(searchResultsController: nil)
        search.obscuresBackgroundDuringPresentation = false
        _ = { (updater: any UISearchResultsUpdating, controller: UISearchController) in
            search.searchResultsUpdater = updater
            updater.updateSearchResults(for: controller)
        }
        root.navigationItem.searchController = search
        root.navigationItem.hidesSearchBarWhenScrolling = false

        // 7. Device and system.
        let device = UIDevice.current
        _ = (device.userInterfaceIdiom, device.systemName, device.systemVersion, device.orientation)
        device.beginGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        device.isBatteryMonitoringEnabled = true
        device.isBatteryMonitoringEnabled = false
        let url = try #require(URL(string: "https://example.com"))
        _ = app.application.canOpenURL(url)
        _ = { (application: UIApplication) in
            application.open(url, options: [:], completionHandler: { _ in })
        }
        _ = { (delegate: any UIApplicationDelegate, application: UIApplication) in
            _ = delegate.application(application, open: url, options: [:])
        }
        let share = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        share.completionWithItemsHandler = { _, _, _, _ in }
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        let popoverController = try #require(popover.popoverPresentationController)
        popoverController.sourceView = root.view
        popoverController.sourceRect = CGRect(x: 0, y: 0, width: 10, height: 10)
        popoverController.barButtonItem = add
        popoverController.permittedArrowDirections = [.up, .down]
        _ = { (delegate: any UIViewControllerTransitioningDelegate, presented: UIViewController,
            context: any UIViewControllerContextTransitioning, animator: any UIViewControllerAnimatedTransitioning) in
            sheet.transitioningDelegate = delegate
            _ = delegate.animationController(forPresented: presented, presenting: root, source: root)
            animator.animateTransition(using: context)
            _ = animator.transitionDuration(using: context)
            context.completeTransition(!context.transitionWasCancelled)
        }
        let driver = UIPercentDrivenInteractiveTransition()
        driver.update(0)
        _ = { (delegate: any UINavigationControllerDelegate, navigation: UINavigationController,
            animator: any UIViewControllerAnimatedTransitioning) in
            _ = delegate.navigationController(
                navigation, animationControllerFor: .push, from: root, to: UIViewController())
            _ = delegate.navigationController(navigation, interactionControllerFor: animator)
        }
        app.application.shortcutItems = [UIApplicationShortcutItem(type: "new", localizedTitle: "New Note")]
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        #expect(spinner.isAnimating)
        #expect(window.rootViewController === root)
    }
}
