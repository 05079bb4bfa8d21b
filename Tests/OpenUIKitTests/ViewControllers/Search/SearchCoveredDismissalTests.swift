import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Ending a search whose screen is covered: the app soak (seed 3) pushed a screen over a list
/// with an active search, then, replacing the window's root, dismissed what the list presents.
/// The search controller had already disappeared with its screen, so ending the search must not
/// start a second disappearance ("Unbalanced calls to begin/end appearance transitions").
@MainActor @Suite struct SearchCoveredDismissalTests {
    private func activeSearchUnderPush(animatedPush: Bool) -> (HeadlessApp, UIViewController, UISearchController, UINavigationController) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let list = UIViewController()
        list.title = "Notes"
        let search = UISearchController(searchResultsController: nil)
        list.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: list)
        app.makeWindow(rootViewController: navigation)
        app.runUntilIdle()
        search.isActive = true
        app.runUntilIdle()
        navigation.pushViewController(UIViewController(), animated: animatedPush)
        app.settle()
        return (app, list, search, navigation)
    }

    @Test("Dismissing a covered list's search ends it without unbalanced appearance calls", arguments: [false, true])
    func dismissCovered(animatedPush: Bool) {
        let (app, list, search, _) = activeSearchUnderPush(animatedPush: animatedPush)
        #expect(list.presentedViewController === search)
        var dismissed = false
        list.dismiss(animated: false) { dismissed = true }
        app.settle()
        #expect(!search.isActive && list.presentedViewController == nil && dismissed)
        #expect(!app.log.messages.contains { $0.hasPrefix("Unbalanced") }, "\(app.log.messages)")
    }

    @Test("Switching a covered list's search off, then going back, leaves the list shown and the search ended")
    func deactivateCoveredThenPop() {
        let (app, list, search, navigation) = activeSearchUnderPush(animatedPush: true)
        search.isActive = false
        app.settle()
        navigation.popViewController(animated: true)
        app.settle()
        #expect(!search.isActive && navigation.topViewController === list)
        #expect(!app.log.messages.contains { $0.hasPrefix("Unbalanced") }, "\(app.log.messages)")
    }

    @Test("Dismissing the search of a list a full-screen presentation covers ends it without unbalanced appearance calls", arguments: [false, true])
    func dismissUnderFullScreen(animated: Bool) {
        let (app, list, search, navigation) = activeSearchUnderPush(animatedPush: false)
        navigation.popViewController(animated: false)
        app.settle()
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        navigation.present(cover, animated: animated)
        app.settle()
        list.dismiss(animated: false)
        app.settle()
        #expect(!search.isActive)
        #expect(!app.log.messages.contains { $0.hasPrefix("Unbalanced") }, "\(app.log.messages)")
    }
}
