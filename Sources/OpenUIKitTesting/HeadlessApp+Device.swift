import Foundation
import OpenUIKit

extension HeadlessApp {
    /// An application standing in for `device`: its screen size and scale, and windows made
    /// by ``makeWindow(rootViewController:frame:)`` (screen-sized) get its safe-area insets.
    public convenience init(device: HeadlessDevice, startTime: TimeInterval = 0, echoLog: Bool = false) {
        self.init(screenSize: device.screenSize, scale: device.scale, startTime: startTime, echoLog: echoLog)
        deviceProfile = device
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
