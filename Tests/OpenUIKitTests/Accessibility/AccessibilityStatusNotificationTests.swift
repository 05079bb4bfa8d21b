import Foundation
import OpenUIKit
import Testing

@Suite struct AccessibilityStatusNotificationTests {
    @Test("The settings' change notifications carry UIKit's names and are readable off the main actor")
    func names() {
        #expect(UIAccessibility.reduceMotionStatusDidChangeNotification.rawValue == "UIAccessibilityReduceMotionStatusDidChangeNotification")
        #expect(UIAccessibility.reduceTransparencyStatusDidChangeNotification.rawValue == "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
        #expect(UIAccessibility.voiceOverStatusDidChangeNotification.rawValue == "UIAccessibilityVoiceOverStatusDidChangeNotification")
        #expect(UIAccessibility.switchControlStatusDidChangeNotification.rawValue == "UIAccessibilitySwitchControlStatusDidChangeNotification")
    }
}
