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
/// 3. With `OPENUIKIT_DRIVER` set (`stdio`), a driver is looked up by type name too
///    (``driverHostTypeNames``, the test kit's) and answers requests: headless, the clock then
///    moves only through the requests, which are answered between run-loop turns until they
///    end; in the live window, the window's frames answer the requests that arrived.
package enum ApplicationLauncher {
    /// The live hosts tried in order, as "Module.Class" names (the runtime's lookup by such a
    /// name finds classes only, so a host is a class). SDLBackend's is the only one; its type is
    /// in the program when the SDLBackend product is linked.
    package static let liveHostTypeNames = ["SDLBackend.SDLApplicationHost"]

    /// The drivers tried when `OPENUIKIT_DRIVER` asks for one, as "Module.Class" names: the test
    /// kit's, in the program when the OpenUIKitTesting product is linked.
    package static let driverHostTypeNames = ["OpenUIKitTesting.DriverLaunchHost"]

    /// The first linked driver, if any.
    @MainActor
    package static func linkedDriverHost() -> (any ApplicationDriverHost.Type)? {
        for name in driverHostTypeNames {
            if let host = _typeByName(name) as? any ApplicationDriverHost.Type { return host }
        }
        return nil
    }

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
        let environment = ProcessInfo.processInfo.environment
        let forcedHeadless = environment["OPENUIKIT_HEADLESS"] == "1"
        let driver = requestedDriver(environment)
        if !forcedHeadless, let host = linkedLiveHost() {
            if let driver {
                guard let drivable = host as? any DrivableLiveApplicationHost.Type else {
                    Fatal.stop("UIApplicationMain: OPENUIKIT_DRIVER: the live host \(host) cannot be driven; run with OPENUIKIT_HEADLESS=1")
                }
                if let status = drivable.runLive(
                    applicationClass: applicationClass, launch: { launch($0, delegateClass) },
                    driver: driver.host, transport: driver.transport)
                {
                    return status
                }
            } else if let status = host.runLive(
                applicationClass: applicationClass, launch: { launch($0, delegateClass) })
            {
                return status
            }
        }
        let clock = VirtualClock()
        let application = applicationClass.init(clock: clock)
        application.log.log(
            forcedHeadless
                ? "UIApplicationMain: OPENUIKIT_HEADLESS=1: running headless on a virtual clock"
                : "UIApplicationMain: no display backend (link SDLBackend and run with a display for a window): running headless on a virtual clock")
        if let driver {
            // Connected before the launch, so that what the launch prints cannot mix with the answers.
            let connection = driver.host.connect(
                transport: driver.transport, application: application, clock: clock, windowImage: nil)
            launch(application, delegateClass)
            serveDriver(connection, application: application)
        } else {
            launch(application, delegateClass)
            runUntilIdle(application, clock: clock)
        }
        application.prepareToTerminate()
        return 0
    }

    /// The driver `OPENUIKIT_DRIVER` asks for (nil when unset or empty); stops with a message
    /// when the test kit, which has it, is not linked.
    @MainActor
    private static func requestedDriver(
        _ environment: [String: String]
    ) -> (host: any ApplicationDriverHost.Type, transport: String)? {
        guard let transport = environment["OPENUIKIT_DRIVER"], !transport.isEmpty else { return nil }
        guard let host = linkedDriverHost() else {
            Fatal.stop(
                "UIApplicationMain: OPENUIKIT_DRIVER=\(transport) asks for the driver, which is in the test kit: add the OpenUIKitTesting product to this executable's dependencies")
        }
        return (host, transport)
    }

    /// Answers the driver's requests one after the other until they end, running the main
    /// queue's work after each (as after each turn of a plain headless run). The clock moves
    /// only when a request moves it (`settle`, a long press, a drag), so a session gives the
    /// same answers every time.
    @MainActor
    private static func serveDriver(_ connection: any ApplicationDriverConnection, application: UIApplication) {
        let pump = MainQueuePump()
        application.runLoop.runTurn()
        pump.drain(limit: 100_000) { application.runLoop.runTurn() }
        while connection.answerNextRequest() {
            pump.drain(limit: 100_000) { application.runLoop.runTurn() }
        }
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
