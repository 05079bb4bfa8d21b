import Foundation

extension UIDevice {
    /// Whether the battery is charging, full or running the device.
    /// - Note: See https://developer.apple.com/documentation/uikit/uidevice/batterystate-swift.enum
    public enum BatteryState: Int, Sendable, Hashable {
        /// Battery monitoring is off, or the state cannot be read.
        case unknown = 0
        /// Running on the battery.
        case unplugged = 1
        /// Plugged in and charging.
        case charging = 2
        /// Plugged in and fully charged.
        case full = 3
    }
}
