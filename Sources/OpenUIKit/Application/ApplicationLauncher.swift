import Foundation

/// What `UIApplicationMain` and an `@main` application delegate do: create the application
/// and its delegate, launch it, and run it live or headless.
///
/// 1. A live host is looked for by type name (``liveHostTypeNames``); when one is linked and
///    finds a display it creates the application in a window, the delegate is launched in it,
///    and the host runs until the window closes.
/// 2. Otherwise (or with `OPENUIKIT_HEADLESS=1` in the environment) the application runs
///    headless on a virtual clock: launched, run until nothing is queued, no timer is due and
///    the main queue is empty (``MainQueuePump``: `DispatchQueue.main` blocks and main-actor
///    tasks run between turns, as the main run loop runs them on iOS), then told it terminates.
///    That says so in the log.
package enum ApplicationLauncher {
    /// The live hosts tried in order, as "Module.Class" names (the runtime's lookup by such a
    /// name finds classes only, so a host is a class). SDLBackend's is the only one; its type is
    /// in the program when the SDLBackend product is linked.
    package static let liveHostTypeNames = ["SDLBackend.SDLApplicationHost"]

    /// The first linked live host, if any.
    @MainActor
    package static func linkedLiveHost() -> (any LiveApplicationHost.Type)? {
        for name in liveHostTypeNames {
            if let host = _typeByName(name) as? any LiveApplicationHost.Type { return host }
        }
        return nil
    }

    /// Creates, launches and runs the application; returns the exit status.
    @MainActor
    package static func run(
        applicationClass: UIApplication.Type, delegateClass: (any UIApplicationDelegate.Type)?
    ) -> Int32 {
        let forcedHeadless = ProcessInfo.processInfo.environment["OPENUIKIT_HEADLESS"] == "1"
        if !forcedHeadless, let host = linkedLiveHost(),
            let status = host.runLive(applicationClass: applicationClass, launch: { launch($0, delegateClass) })
        {
            return status
        }
        let clock = VirtualClock()
        let application = applicationClass.init(clock: clock)
        application.log.log(
            forcedHeadless
                ? "UIApplicationMain: OPENUIKIT_HEADLESS=1: running headless on a virtual clock"
                : "UIApplicationMain: no display backend (link SDLBackend and run with a display for a window): running headless on a virtual clock")
        launch(application, delegateClass)
        runUntilIdle(application, clock: clock)
        application.prepareToTerminate()
        return 0
    }

    @MainActor
    private static func launch(_ application: UIApplication, _ delegateClass: (any UIApplicationDelegate.Type)?) {
        guard let delegateClass else {
            application.log.log("UIApplicationMain: no delegate class was given; the application launches without a delegate")
            return
        }
        application.launch(delegate: delegateClass.init())
    }

    /// Runs turns, moving the virtual clock to each due timer and running the main queue's work
    /// after each turn, until no input is queued, no timer is due and the main queue is empty;
    /// a program whose timers never stop (a repeating timer, a display link) is stopped after ten
    /// minutes of its own time, one whose main-queue work never stops after 100,000 passes.
    @MainActor
    private static func runUntilIdle(_ application: UIApplication, clock: VirtualClock) {
        let limit = clock.instant + ClockDuration(seconds: 600)
        let pump = MainQueuePump()
        // UIKit divergence: a headless run cannot wait for the wall clock, so work queued for
        // later on it (`DispatchQueue.main.asyncAfter`, a Foundation `Timer`, a task sleeping or
        // waiting on another thread) runs only if it is due by the time the run is idle.
        if !pump.canRunQueuedWork() {
            application.log.log(
                "UIApplicationMain: started from inside a main-queue job (an async entry point or a test): main-queue blocks and main-actor tasks run only when that job suspends")
        }
        var passes = 0
        application.runLoop.runTurn()
        while true {
            passes += pump.drain(limit: 100_000 - passes) { application.runLoop.runTurn() }
            guard passes < 100_000 else {
                application.log.log("UIApplicationMain: the main queue was still busy after 100,000 passes; ending the headless run")
                return
            }
            guard let next = application.runLoop.nextTimerFireInstant, next <= limit else { break }
            application.runLoop.run(until: next)
        }
        if application.runLoop.nextTimerFireInstant != nil {
            application.log.log("UIApplicationMain: timers still pending after 600 s of virtual time; ending the headless run")
        }
    }
}
