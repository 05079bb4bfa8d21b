import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Library code reaches an application through the tree a view belongs to, never through
/// `UIApplication.shared`: several applications alive at once never see each other's
/// animations, timers, frames or log messages, whichever of them is the shared one.
@MainActor @Suite struct SeveralApplicationsTests {
    /// Two applications on different clocks, `first` with a window holding a 10×10 view at
    /// the origin; `second`, made last, is `UIApplication.shared`.
    private func twoApplications() -> (first: HeadlessApp, second: HeadlessApp, view: UIView) {
        let first = HeadlessApp(device: .bareScreen, startTime: 0)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.makeWindow().addSubview(view)
        first.runTurn()
        let second = HeadlessApp(device: .bareScreen, startTime: 100)
        second.makeWindow()
        #expect(UIApplication.shared === second.application)
        return (first, second, view)
    }

    @Test("An animation of a view in A's window runs on A's clock: B's clock moving (B shared) does not advance it")
    func animationFollowsItsApplication() {
        let (first, second, view) = twoApplications()
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x += 100 },
            completion: { finished.append($0) })
        second.advance(by: 0.5)
        second.advance(by: 2)
        #expect(view.layer.presentation()?.position.x == 5)
        #expect(finished.isEmpty)
        first.advance(by: 0.5)
        #expect(abs((view.layer.presentation()?.position.x ?? 0) - 55) < 1e-9)
        first.advance(by: 0.5)
        #expect(finished == [true])
    }

    @Test("A block that animates nothing completes on the next turn of the application holding its views")
    func emptyBlockCompletesOnItsApplication() {
        let (first, second, view) = twoApplications()
        var finished: [Bool] = []
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
        #expect(finished.isEmpty)
        second.runTurn()
        #expect(finished.isEmpty)
        first.runTurn()
        #expect(finished == [true])
    }

    @Test("A property animator runs on the clock of the application whose window holds its views")
    func propertyAnimatorFollowsItsApplication() {
        let (first, second, view) = twoApplications()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x += 100 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        second.advance(by: 0.5)
        #expect(animator.fractionComplete == 0)
        first.advance(by: 0.5)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
        #expect(abs((view.layer.presentation()?.position.x ?? 0) - 55) < 1e-9)
        second.advance(by: 5)
        #expect(positions.isEmpty)
        first.advance(by: 0.5)
        #expect(positions == [.end])
    }

    @Test("A transition on a view in A's window starts at A's time and ends with A's clock")
    func transitionFollowsItsApplication() {
        let (first, second, view) = twoApplications()
        var finished: [Bool] = []
        UIView.transition(
            with: view, duration: 1, options: .transitionCrossDissolve, animations: { view.backgroundColor = .red },
            completion: { finished.append($0) })
        let transition = view.layer.animation(forKey: kCATransition)
        #expect(transition?.beginTime == 0)
        second.advance(by: 3)
        #expect(finished.isEmpty)
        first.advance(by: 1)
        #expect(finished == [true])
    }

    @Test("A view built with no application, then added to B's window, is laid out, drawn and animated by B alone")
    func viewBuiltOutsideJoinsSecond() {
        let first = HeadlessApp()
        let second = HeadlessApp(startTime: 50)
        let window = second.makeWindow()
        first.application.makeCurrent()
        let view = PassCountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.setNeedsLayout()
        view.setNeedsDisplay()
        let firstLayouts = first.application.framePipeline.statistics.layoutSubviewsCalls
        first.runTurn()
        #expect(view.layouts == 0 && view.draws == 0)

        window.addSubview(view)
        #expect(view.owningApplication === second.application)
        first.runTurn()
        #expect(view.layouts == 0 && view.draws == 0)
        second.runTurn()
        #expect(view.layouts == 1 && view.draws == 1)
        #expect(first.application.framePipeline.statistics.layoutSubviewsCalls == firstLayouts)

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x += 100 })
        first.advance(by: 0.5)
        #expect(view.layer.presentation()?.position.x == 10)
        second.advance(by: 0.5)
        #expect(abs((view.layer.presentation()?.position.x ?? 0) - 60) < 1e-9)
    }

    @Test("A view marked for layout and display and animating in A's window, moved into B's, is laid out, drawn and animated by B's frames, no longer A's")
    func markedAnimatingViewMovesToSecond() {
        let first = HeadlessApp(startTime: 0)
        let firstWindow = first.makeWindow()
        let second = HeadlessApp(startTime: 0)
        let secondWindow = second.makeWindow()
        let view = PassCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        firstWindow.addSubview(view)
        first.runTurn()
        let (layoutsInFirst, drawsInFirst) = (view.layouts, view.draws)
        #expect(layoutsInFirst == 1 && drawsInFirst == 1)
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x += 100 },
            completion: { finished.append($0) })
        first.advance(by: 0.25)
        #expect(abs((view.layer.presentation()?.position.x ?? 0) - 30) < 1e-9)
        view.setNeedsLayout()
        view.setNeedsDisplay()

        secondWindow.addSubview(view)
        #expect(view.owningApplication === second.application)
        // A's frames still hold the view's marks in their queues, but no longer run them (A's
        // window, which lost a subview, is laid out).
        first.advance(by: 0.5)
        #expect(view.layouts == layoutsInFirst && view.draws == drawsInFirst)
        #expect(abs((view.layer.presentation()?.position.x ?? 0) - 30) < 1e-9)
        #expect(finished.isEmpty)

        // B's clock is at 0: its frames run the animation from its own time.
        second.advance(by: 0.5)
        #expect(view.layouts == layoutsInFirst + 1 && view.draws == drawsInFirst + 1)
        #expect(abs((view.layer.presentation()?.position.x ?? 0) - 55) < 1e-9)
        first.advance(by: 1)
        #expect(finished.isEmpty)
        second.advance(by: 0.5)
        #expect(finished == [true])
        #expect(view.layer.presentation()?.position.x == 105)
    }

    @Test("A scroll view's animated offset in A's window steps with A's frames, never with B's")
    func scrollMotionFollowsItsApplication() {
        let (first, second, view) = twoApplications()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1_000)
        view.addSubview(scrollView)
        first.runTurn()
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        second.advance(by: 1)
        #expect(scrollView.contentOffset.y == 0)
        first.advance(by: 0.1)
        #expect(scrollView.contentOffset.y > 0 && scrollView.contentOffset.y < 300)
        first.advance(by: 2)
        #expect(scrollView.contentOffset.y == 300)
    }

    @Test("Logs of a table view in A's window go to A's log, even with B shared")
    func tableViewLogsToItsApplication() {
        let (first, second, view) = twoApplications()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        view.addSubview(table)
        first.log.clear()
        second.log.clear()
        table.setEditing(true, animated: false)
        #expect(first.log.messages.contains { $0.contains("UITableView editing mode") })
        #expect(second.log.messages.isEmpty)
    }

    @Test("Misuse by a view outside every window goes to the console log, never to an application's log")
    func viewOutsideWindowLogsToConsole() {
        let (first, second, _) = twoApplications()
        first.log.clear()
        second.log.clear()
        let console = ApplicationLog.console
        let before = console.loggedCount
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        table.setEditing(true, animated: false)
        #expect(console.loggedCount == before + 1)
        #expect(console.messages.isEmpty)
        #expect(first.log.messages.isEmpty && second.log.messages.isEmpty)
        #expect(table.pipelineTrace == nil)
    }

    @Test("An animation block over views outside every window applies the changes at once, logs it and completes before returning")
    func animationOutsideWindows() {
        let (first, _, _) = twoApplications()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let console = ApplicationLog.console
        let before = console.loggedCount
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.25 }, completion: { finished.append($0) })
        #expect(finished == [true])
        #expect(view.layer.animationKeys() == nil)
        #expect(view.alpha == 0.25)
        #expect(console.loggedCount == before + 1)
        #expect(first.log.messages.isEmpty)
    }

    @Test("A transition or property animator over views outside every window finishes at once")
    func transitionAndAnimatorOutsideWindows() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.transition(
            with: view, duration: 1, options: .transitionFlipFromLeft, animations: { view.alpha = 0.5 },
            completion: { finished.append($0) })
        #expect(finished == [true])
        #expect(view.layer.animationKeys() == nil)
        #expect(view.alpha == 0.5)

        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 80 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(view.center.x == 80)
    }

    @Test("A block changing views of two applications animates each on its own clock")
    func blockSpanningTwoApplications() {
        let first = HeadlessApp(startTime: 0)
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.makeWindow().addSubview(a)
        let second = HeadlessApp(startTime: 100)
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        second.makeWindow().addSubview(b)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            a.center.x += 100
            b.center.x += 100
        })
        #expect(a.layer.animation(forKey: "position")?.beginTime == 0)
        #expect(b.layer.animation(forKey: "position")?.beginTime == 100)
        second.advance(by: 0.25)
        first.advance(by: 0.5)
        #expect(abs((a.layer.presentation()?.position.x ?? 0) - 55) < 1e-9)
        #expect(abs((b.layer.presentation()?.position.x ?? 0) - 30) < 1e-9)
    }

    @Test("Layout direction comes from the view's window's application; outside every window it is left to right")
    func layoutDirectionFollowsItsApplication() {
        let rightToLeft = HeadlessApp(layoutDirection: .rightToLeft)
        let window = rightToLeft.makeWindow()
        let leftToRight = HeadlessApp()
        leftToRight.makeWindow()
        #expect(UIApplication.shared === leftToRight.application)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(view.layoutMargins.left == 10)
        window.addSubview(view)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // Directional margins are resolved again for the application the view joined.
        #expect(view.layoutMargins.left == 30 && view.layoutMargins.right == 10)
        #expect(window.traitCollection.layoutDirection == .rightToLeft)
    }

    @Test("Marks of views outside every window wait in the detached pipeline; an application's frame parks them there")
    func detachedMarksAreParked() {
        let app = HeadlessApp()
        app.makeWindow()
        let view = PassCountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.setNeedsLayout()
        #expect(view.framePipeline === FramePipeline.detached)
        #expect(FramePipeline.detached.queues.isQueued(view, for: .layout))
        app.runTurn()
        #expect(!FramePipeline.detached.queues.isQueued(view, for: .layout))
        #expect(view.needsLayout && view.layouts == 0)
        // layoutIfNeeded lays a tree outside every window out through the detached pipeline,
        // not through any application's.
        let appLayouts = app.application.framePipeline.statistics.layoutSubviewsCalls
        let other = PassCountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        other.setNeedsLayout()
        other.layoutIfNeeded()
        #expect(other.layouts == 1)
        #expect(app.application.framePipeline.statistics.layoutSubviewsCalls == appLayouts)
    }
}
