import Foundation
import OpenUIKit

/// The state invariants a soak checks on the scene (the touch-history ones are checked by the
/// ``SoakTouchLedger`` as calls arrive).
@MainActor
enum SoakChecks {
    /// Checked after every step: the first responder is valid and no input was refused.
    static func everyStep(_ scene: SoakScene) -> [(SoakInvariant, String)] {
        var found: [(SoakInvariant, String)] = []
        if let responder = scene.window.firstResponder {
            if !responder.isFirstResponder {
                found.append((.responderValid, "the window's first responder \(responder) says it is not first responder"))
            }
            if let view = responder as? UIView, view.window !== scene.window {
                found.append((.responderValid, "first responder \(SoakTouchLedger.name(of: view)) is not in the window"))
            }
        }
        if scene.textField.isFirstResponder, scene.window.firstResponder !== scene.textField {
            found.append((.responderValid, "the text field says it is first responder but the window's is \(String(describing: scene.window.firstResponder))"))
        }
        let log = scene.app.log
        if !log.messages.isEmpty {
            for message in log.messages where message.hasPrefix("Input dropped") {
                found.append((.inputAccepted, message))
            }
            log.clear()
        }
        return found
    }

    /// Checked once every finger is up and the clock has run on by
    /// ``SoakEngine/settleDuration``.
    static func quiescent(_ scene: SoakScene) -> [(SoakInvariant, String)] {
        var found: [(SoakInvariant, String)] = []
        scene.ledger.closeQuiescent()
        found += scene.ledger.takeProblems().map { ($0.invariant, $0.detail) }
        for name in scene.mutator.survivingDroppedViews() {
            found.append((.removedViewsDeallocate, "\(name) was removed and dropped by the soak but is still alive"))
        }
        let active = scene.app.application.dispatcher.activeTouchCount
        if active != 0 { found.append((.touchesReleased, "\(active) touches still active")) }
        for recognizer in scene.recognizers {
            let name = "\(type(of: recognizer)) on \(recognizer.view.map(SoakTouchLedger.name(of:)) ?? "no view")"
            if recognizer.state != .possible {
                found.append((.recognizersReset, "\(name) is \(recognizer.state)"))
            }
            if recognizer.timers.contains(where: \.isValid) {
                found.append((.noLeakedTimers, "\(name) still has a timer scheduled"))
            }
        }
        for recognizer in scene.scrollView.gestureRecognizers ?? [] where recognizer.state != .possible {
            found.append((.recognizersReset, "scroll view's \(type(of: recognizer)) is \(recognizer.state)"))
        }
        for control in scene.controls {
            if control.isTracking || control.isHighlighted {
                found.append((.controlsIdle, "\(SoakTouchLedger.name(of: control)) is \(control.isTracking ? "tracking" : "")\(control.isHighlighted ? " highlighted" : "")"))
            }
        }
        if let fire = scene.app.application.runLoop.nextTimerFireTime {
            found.append((.noLeakedTimers, "a timer is still scheduled, due at \(fire) (now \(scene.app.now))"))
        }
        return found
    }

    /// The fingers an input changes.
    static func touches(of input: InputEvent) -> [TouchInput] {
        switch input {
        case .touch(let touch): [touch]
        case .touches(let touches): touches
        default: []
        }
    }
}
