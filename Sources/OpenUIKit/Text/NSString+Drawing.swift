import Foundation

// UIKit's drawing conveniences on NSString, the same as String's (String+Drawing.swift): iOS
// code measures a bridged string with `(text as NSString).size(withAttributes:)`.
extension NSString {
    /// The size of the string drawn with `attributes` on unlimited lines.
    /// - Note: See https://developer.apple.com/documentation/foundation/nsstring/size(withattributes:)
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }
}
