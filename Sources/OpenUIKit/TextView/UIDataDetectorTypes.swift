import Foundation

/// The kinds of data a text view turns into tappable links when it is not editable.
/// - Note: See https://developer.apple.com/documentation/uikit/uidatadetectortypes
// UIKit divergence: only `.link` (web addresses and e-mail addresses) and `.phoneNumber` are
// detected here (by TextDataDetector, a small pattern matcher, as Foundation on Linux has no
// NSDataDetector); asking for any other kind is logged once per setting and finds nothing.
public struct UIDataDetectorTypes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Telephone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// Web addresses (URLs) and e-mail addresses.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Postal addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times that could be calendar events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Words the system can look up.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Amounts of money.
    @available(iOS 16.0, *)
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Measurements with units.
    @available(iOS 16.0, *)
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)

    /// The kinds detected here.
    static let detected: UIDataDetectorTypes = [.phoneNumber, .link]
}
