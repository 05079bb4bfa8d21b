import Foundation
import OpenUIKit

extension HeadlessApp {
    /// An application standing in for `device`: its screen size and scale, and every window
    /// covering the screen gets its safe-area insets (the sideways ones while the screen is
    /// wider than tall). `HeadlessApp(device: .bareScreen)` is the standard screen without
    /// insets.
    public convenience init(
        device: HeadlessDevice, startTime: TimeInterval = 0, echoLog: Bool = false,
        applicationClass: UIApplication.Type = UIApplication.self,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    ) {
        self.init(
            screenSize: device.screenSize, scale: device.scale, startTime: startTime, echoLog: echoLog,
            applicationClass: applicationClass, layoutDirection: layoutDirection)
        // An initializer's own assignment runs no observer: the insets are installed here.
        deviceProfile = device
        installSafeAreaInsets()
    }

    /// Resizes the screen to `size` points, as turning the device (or resizing a live window)
    /// does: every window that covered the screen takes the new size and is laid out again,
    /// with the device's sideways safe-area insets while the screen is wider than tall. Then a
    /// turn runs. Sizes that are not positive and finite are logged and ignored.
    // UIKit divergence: the interface turns at once, without the rotation animation (the root
    // view controller still hears `viewWillTransition(to:with:)` as its window resizes).
    public func resizeScreen(to size: CGSize) {
        application.resizeScreen(to: size)
        runTurn()
    }

    /// The application's device (what `UIDevice.current` answers while it is the shared one).
    public var device: UIDevice { application.device }

    /// Turns the device to `orientation`, as the motion sensors would report it; posts
    /// `UIDevice.orientationDidChangeNotification` when the app asked for orientation
    /// notifications. The interface does not rotate: resize the screen for that.
    public func rotateDevice(to orientation: UIDeviceOrientation) {
        Fatal.check(orientation != .unknown, "HeadlessApp: a device is turned to a known orientation, not .unknown")
        application.device.setPhysicalOrientation(orientation)
    }

    /// Sets the battery reading (a full battery until then): `level` from 0 to 1 and the
    /// state; posts the change notifications when the app monitors the battery.
    public func setBattery(level: Float, state: UIDevice.BatteryState) {
        application.device.setBatteryReading(level: level, state: state)
    }
}
