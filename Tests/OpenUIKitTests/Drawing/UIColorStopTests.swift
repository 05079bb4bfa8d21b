import Foundation
import OpenUIKit
import Testing

/// NaN or infinite colour components stop the program with a message naming the initializer
/// (each test runs its body in a child process).
@Suite struct UIColorStopTests {
    @Test("A NaN red component stops UIColor(red:green:blue:alpha:)")
    func nanRed() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = UIColor(red: .nan, green: 0, blue: 0, alpha: 1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("UIColor(red:green:blue:alpha:): the red component must be a finite number, got nan"))
    }

    @Test("A NaN white stops UIColor(white:alpha:)")
    func nanWhite() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = UIColor(white: .nan, alpha: 1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("UIColor(white:alpha:): the white component"))
    }

    @Test("An infinite brightness stops UIColor(hue:saturation:brightness:alpha:)")
    func infiniteBrightness() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = UIColor(hue: 0, saturation: 1, brightness: .infinity, alpha: 1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("UIColor(hue:saturation:brightness:alpha:): the brightness component"))
    }

    @Test("A NaN alpha stops withAlphaComponent(_:)")
    func nanAlpha() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = UIColor.red.withAlphaComponent(.nan)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("UIColor.withAlphaComponent(_:): the alpha component"))
    }
}
