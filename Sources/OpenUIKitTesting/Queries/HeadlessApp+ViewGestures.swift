import Foundation
import OpenUIKit

extension HeadlessApp {
    /// Taps `view` with one finger (down, `duration` seconds on the clock, up) at the centre
    /// of the part of it a touch can reach, in its window, through hit-testing, recognizers
    /// and controls as a person's tap would travel.
    ///
    /// Runs a turn first so pending layout has placed the view. When no touch can reach the
    /// view — it or an ancestor is hidden, transparent or not interactive, it is in no window,
    /// it lies outside its superviews' bounds, or another view covers that point — nothing is
    /// sent and the reason is reported as a failure (to `reporter`, else
    /// ``failureReporter``). Returns whether the tap was made.
    @discardableResult
    public func tap(
        _ view: UIView, duration: TimeInterval = 0.05, reporter: TestFailureReporter? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let target = touchTarget(for: view, action: "tap", reporter: reporter, location: location) else { return false }
        let finger = firstFreeFinger
        touchDown(finger, at: target.point, in: target.window)
        elapse(duration)
        touchUp(finger)
        return true
    }

    /// Drags `view` by `translation`: one finger goes down where ``tap(_:duration:reporter:fileID:filePath:line:column:)``
    /// would land, moves in `steps` equal moves over `duration` seconds, and lifts. Reports a
    /// failure and sends nothing when no touch can reach the view. Returns whether the drag
    /// was made.
    @discardableResult
    public func drag(
        _ view: UIView, by translation: CGVector, steps: Int = 10, duration: TimeInterval = 0.3,
        reporter: TestFailureReporter? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        Fatal.check(steps > 0, "drag(_:by:) needs at least one step, got \(steps)")
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let target = touchTarget(for: view, action: "drag", reporter: reporter, location: location) else { return false }
        let finger = firstFreeFinger
        let start = target.point
        touchDown(finger, at: start, in: target.window)
        for step in 1...steps {
            elapse(duration / Double(steps))
            let t = CGFloat(step) / CGFloat(steps)
            touchMove(finger, to: CGPoint(x: start.x + translation.dx * t, y: start.y + translation.dy * t))
        }
        touchUp(finger)
        return true
    }

    /// Presses `view` for `duration` seconds without moving (long enough, by default, for a
    /// `UILongPressGestureRecognizer` with its 0.5 s minimum), then lifts. The clock moves by
    /// `duration`, firing due timers on the way. Reports a failure and sends nothing when no
    /// touch can reach the view. Returns whether the press was made.
    @discardableResult
    public func longPress(
        _ view: UIView, duration: TimeInterval = 1, reporter: TestFailureReporter? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        Fatal.check(duration >= 0, "longPress(_:duration:) needs a non-negative duration, got \(duration)")
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let target = touchTarget(for: view, action: "long-press", reporter: reporter, location: location)
        else { return false }
        let finger = firstFreeFinger
        touchDown(finger, at: target.point, in: target.window)
        elapse(duration)
        touchUp(finger)
        return true
    }

    /// Where a finger lands on `view` (after a turn, so layout is current), or nil after
    /// reporting why it cannot.
    private func touchTarget(
        for view: UIView, action: String, reporter: TestFailureReporter?, location: TestSourceLocation
    ) -> TouchTarget? {
        runTurn()
        switch TouchTarget.find(for: view) {
        case .success(let target):
            return target
        case .failure(let error):
            (reporter ?? failureReporter).report(
                TestFailure(message: "Cannot \(action) \(TouchTarget.name(of: view)): \(error.message)", location: location))
            return nil
        }
    }
}
