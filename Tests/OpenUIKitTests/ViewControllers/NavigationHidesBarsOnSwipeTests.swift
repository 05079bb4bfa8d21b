import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct NavigationHidesBarsOnSwipeTests {
    /// A navigation controller whose top controller's view is a tall scroll view.
    private func stage(_ hides: Bool) -> (HeadlessApp, UINavigationController, UIScrollView) {
        let app = HeadlessApp()
        let content = UIViewController()
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        content.view = scrollView
        let navigation = UINavigationController(rootViewController: content)
        navigation.hidesBarsOnSwipe = hides
        navigation.isToolbarHidden = false
        app.makeWindow(rootViewController: navigation)
        app.runTurn()
        return (app, navigation, scrollView)
    }

    @Test("An upward drag hides the navigation bar and the toolbar; a downward drag shows them again")
    func hidesAndShows() {
        let (app, navigation, scrollView) = stage(true)
        #expect(!navigation.isNavigationBarHidden)
        let topBefore = scrollView.safeAreaInsets.top
        app.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), steps: 12, duration: 0.4)
        app.runFrames(for: 1)
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.isToolbarHidden)
        #expect(scrollView.safeAreaInsets.top < topBefore, "the content's safe area loses the bar")
        app.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), steps: 12, duration: 0.4)
        app.runFrames(for: 1)
        #expect(!navigation.isNavigationBarHidden)
        #expect(!navigation.isToolbarHidden)
    }

    @Test("Without hidesBarsOnSwipe the same drag leaves the bars; scrolling in code hides nothing")
    func offByDefault() {
        let (app, navigation, scrollView) = stage(false)
        app.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), steps: 12, duration: 0.4)
        app.runFrames(for: 1)
        #expect(!navigation.isNavigationBarHidden)
        navigation.hidesBarsOnSwipe = true
        scrollView.setContentOffset(CGPoint(x: 0, y: 800), animated: false)
        app.runTurn()
        #expect(!navigation.isNavigationBarHidden, "only a finger's drag hides the bars")
    }
}
