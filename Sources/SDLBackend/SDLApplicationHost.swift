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
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
            || environment["SDL_VIDEODRIVER"] != nil
        else { return nil }
        let scale = environment["OPENUIKIT_SCALE"].flatMap(Double.init).map { CGFloat($0) } ?? 1
        let title = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "OpenUIKit"
        let driver: SDLApplicationDriver
        do {
            driver = try SDLApplicationDriver(
                title: title, size: UIScreen.defaultSize, scale: scale > 0 ? scale : 1,
                applicationClass: applicationClass)
        } catch {
            FileHandle.standardError.write(Data("OpenUIKit: no live window (\(error)); running headless\n".utf8))
            return nil
        }
        launch(driver.application)
        driver.run(until: shouldStop)
        return 0
    }
}
