import Foundation
import OpenUIKit

/// Runs an application started by `UIApplicationMain` or an `@main` application delegate in an
/// SDL window: linking SDLBackend is all an application does to open its window.
///
/// `UIApplicationMain` finds this type by name (its metadata is in the program exactly when
/// SDLBackend is linked), so there is no registration and no process-wide state. With no
/// display (neither `DISPLAY` nor `WAYLAND_DISPLAY` set, and no `SDL_VIDEODRIVER` chosen) or
/// when the window cannot be opened, it declines and the application runs headless.
///
/// The window shows the default screen (``UIScreen/defaultSize`` points) at the scale in
/// `OPENUIKIT_SCALE` (1 when unset); its title is the program's name. While the window is
/// phone-shaped, windows covering the screen have the phone's safe-area insets and the status
/// bar is drawn over the top one.
///
/// It is a class, never instantiated: the runtime's lookup by a plain "Module.Name" finds
/// classes only.
public final class SDLApplicationHost: LiveApplicationHost {
    private init() {}

    public static func runLive(
        applicationClass: UIApplication.Type, launch: @MainActor (UIApplication) -> Void
    ) -> Int32? {
        runLive(applicationClass: applicationClass, launch: launch, until: nil)
    }

    /// ``runLive(applicationClass:launch:)`` that also ends when `shouldStop` returns true
    /// (checked after every frame), for tests.
    package static func runLive(
        applicationClass: UIApplication.Type, launch: @MainActor (UIApplication) -> Void,
        until shouldStop: (@MainActor () -> Bool)?
    ) -> Int32? {
        guard let driver = openWindow(applicationClass: applicationClass, clock: nil) else { return nil }
        launch(driver.application)
        driver.run(until: shouldStop)
        return 0
    }

    /// The window driven (`OPENUIKIT_DRIVER`): the application runs on a virtual clock that only
    /// the driver's requests move, as headless, so a session's answers and pixels are those of
    /// a headless run; each frame answers the requests that have arrived. Input from the window
    /// itself is not delivered (closing and resizing it still work). The run ends when the
    /// window closes or the requests end.
    // UIKit divergence: a driven window does not take the mouse and keyboard of the person at it
    // (as a replay does not), so that nothing but the driver changes what it answers.
    package static func runLive(
        applicationClass: UIApplication.Type, launch: @MainActor (UIApplication) -> Void,
        driver host: any ApplicationDriverHost.Type, transport: String
    ) -> Int32? {
        let clock = VirtualClock()
        guard let driver = openWindow(applicationClass: applicationClass, clock: clock) else { return nil }
        let connection = host.connect(
            transport: transport, application: driver.application, clock: clock,
            windowImage: { [unowned driver] in driver.windowImage() })
        launch(driver.application)
        driver.application.runLoop.runTurn()
        driver.tickOverride = { [unowned driver] in
            // A turn at the same instant: lays out and shows what the main queue's work changed.
            driver.application.runLoop.runTurn()
            if !connection.answerArrivedRequests() { driver.close() }
        }
        driver.run()
        driver.tickOverride = nil
        return 0
    }

    /// Opens the window with the application on `clock` (nil: the wall clock); nil without a
    /// display or when the window cannot be opened.
    private static func openWindow(applicationClass: UIApplication.Type, clock: VirtualClock?) -> SDLApplicationDriver? {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
            || environment["SDL_VIDEODRIVER"] != nil
        else { return nil }
        let scale = environment["OPENUIKIT_SCALE"].flatMap(Double.init).map { CGFloat($0) } ?? 1
        let title = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "OpenUIKit"
        do {
            return try SDLApplicationDriver(
                title: title, size: UIScreen.defaultSize, scale: scale > 0 ? scale : 1,
                applicationClass: applicationClass, replayClock: clock)
        } catch {
            FileHandle.standardError.write(Data("OpenUIKit: no live window (\(error)); running headless\n".utf8))
            return nil
        }
    }
}

extension SDLApplicationHost: DrivableLiveApplicationHost {}
