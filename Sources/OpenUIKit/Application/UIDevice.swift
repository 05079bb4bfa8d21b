import Foundation

/// The device the application runs on: what kind it is, which system it reports, how it is
/// held and how its battery is doing.
///
/// Each application has its own device (``UIDevice/current`` is the shared application's), so
/// a test that turns the device or drains its battery leaves the next test's device untouched.
/// The device is a phone: the default screen is a phone's. Orientation and battery readings
/// come from the test kit (OpenUIKitTesting's `HeadlessApp.rotateDevice(to:)` and
/// `setBattery(level:state:)`); a live window has no sensors, so they keep their defaults.
/// - Note: See https://developer.apple.com/documentation/uikit/uidevice
@MainActor @preconcurrency
open class UIDevice {
    /// The device of the shared application.
    public class var current: UIDevice { UIApplication.shared.device }

    /// The device's user-visible name. Since iOS 16 apps without a special entitlement read the
    /// model name, "iPhone", which is what every app reads here.
    open var name: String { "iPhone" }
    /// The kind of device: "iPhone".
    open var model: String { "iPhone" }
    /// The kind of device in the user's language; there is no localization, so "iPhone".
    open var localizedModel: String { "iPhone" }
    /// The operating system's name.
    // UIKit divergence: OpenUIKit reports the system whose behaviour it follows ("iOS",
    // version 17.0), not Linux, so ported code that branches on the system takes the iOS path.
    open var systemName: String { "iOS" }
    /// The operating system's version (see ``systemName``).
    open var systemVersion: String { "17.0" }
    /// The interface idiom of the device: `.phone`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// Whether the device can run tasks in the background: true, as on every current iPhone.
    open var isMultitaskingSupported: Bool { true }
    /// An identifier that stays the same for the apps of one vendor on one device.
    // UIKit divergence: the value is the same fixed UUID on every machine and in every run,
    // so a test that stores it gets the same answer each time.
    open var identifierForVendor: UUID? { UUID(uuidString: "0F3E5A5D-6B1C-4C2E-9E47-4F70656E5549") }

    // MARK: Orientation

    private var orientationRequests = 0
    /// The orientation the test kit last turned the device to.
    package var physicalOrientation: UIDeviceOrientation = .portrait

    /// How the device is held; `.unknown` unless orientation notifications were requested.
    open var orientation: UIDeviceOrientation {
        isGeneratingDeviceOrientationNotifications ? physicalOrientation : .unknown
    }

    /// Whether orientation notifications were requested (and not yet ended as often).
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }

    /// Asks for orientation notifications. Calls nest: each needs a matching
    /// ``endGeneratingDeviceOrientationNotifications()``.
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationRequests += 1
    }

    /// Ends one request for orientation notifications; an unmatched call does nothing.
    open func endGeneratingDeviceOrientationNotifications() {
        if orientationRequests > 0 { orientationRequests -= 1 }
    }

    /// Turns the device (the test kit calls it); posts ``orientationDidChangeNotification``
    /// when notifications were requested and the orientation changed.
    package func setPhysicalOrientation(_ newValue: UIDeviceOrientation) {
        guard newValue != physicalOrientation else { return }
        physicalOrientation = newValue
        if isGeneratingDeviceOrientationNotifications {
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
        }
    }

    // MARK: Battery

    private var batteryReading: (level: Float, state: BatteryState) = (1, .full)

    /// Whether the battery is read. While off, ``batteryLevel`` is −1 and ``batteryState``
    /// `.unknown`.
    open var isBatteryMonitoringEnabled = false

    /// The charge from 0 to 1, or −1 while battery monitoring is off.
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? batteryReading.level : -1 }

    /// The battery's state, or `.unknown` while battery monitoring is off.
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? batteryReading.state : .unknown }

    /// Sets the battery reading (the test kit calls it; a full battery until then); posts the
    /// change notifications while monitoring is on.
    package func setBatteryReading(level: Float, state: BatteryState) {
        Fatal.check(level.isFinite && level >= 0 && level <= 1, "UIDevice: a battery level is between 0 and 1, got \(level)")
        let old = batteryReading
        batteryReading = (level, state)
        guard isBatteryMonitoringEnabled else { return }
        if old.level != level {
            NotificationCenter.default.post(name: UIDevice.batteryLevelDidChangeNotification, object: self)
        }
        if old.state != state {
            NotificationCenter.default.post(name: UIDevice.batteryStateDidChangeNotification, object: self)
        }
    }

    // MARK: Proximity and sound

    /// Whether the proximity sensor is watched. The device has no proximity sensor, so, as
    /// UIKit documents for such devices, setting it to true leaves it false.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}  // no sensor: stays false, as on a device without one
    }

    /// Whether something is close to the screen: always false without a sensor.
    open var proximityState: Bool { false }

    /// Plays the keyboard click of a custom input view.
    // UIKit divergence: there is no audio output; the call has no effect (UIKit too plays
    // nothing unless the input view enables clicks and the user has them on).
    open func playInputClick() {}

    /// Creates a device with its defaults; each application makes its own (see ``current``).
    public init() {}
}
