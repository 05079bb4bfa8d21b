import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite struct SliderThumbImageTests {
    @Test("Thumb images are kept per state, the normal one standing in for others")
    func perState() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        #expect(slider.currentThumbImage == nil && slider.thumbImage(for: .normal) == nil)
        let normal = frameImage(.red, size: CGSize(width: 20, height: 20))
        let highlighted = frameImage(.blue, size: CGSize(width: 20, height: 20))
        slider.setThumbImage(normal, for: .normal)
        slider.setThumbImage(highlighted, for: .highlighted)
        #expect(slider.thumbImage(for: .normal) === normal)
        #expect(slider.thumbImage(for: .highlighted) === highlighted)
        #expect(slider.thumbImage(for: .disabled) === normal)
        #expect(slider.currentThumbImage === normal)
        slider.isHighlighted = true
        #expect(slider.currentThumbImage === highlighted)
    }

    @Test("The thumb is drawn from the image at its size, centred on the value's place")
    func thumbDrawn() {
        let app = HeadlessApp(screenSize: CGSize(width: 240, height: 100), scale: 1)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let slider = UISlider(frame: CGRect(x: 20, y: 30, width: 200, height: 34))
        slider.minimumTrackTintColor = .black
        slider.maximumTrackTintColor = .black
        slider.value = 0.5
        window.addSubview(slider)
        slider.setThumbImage(frameImage(.red, size: CGSize(width: 16, height: 24)), for: .normal)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0.5)
            == CGRect(x: 92, y: 5, width: 16, height: 24))
        let pixels = PixelBuffer(app.render())
        let red = PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
        // The image covers x 112–128, y 35–59 on screen: red there (no white round thumb).
        #expect(pixels[113, 36] == red && pixels[127, 58] == red && pixels[120, 47] == red)
        #expect(pixels[110, 47] != red && pixels[130, 47] != red && pixels[120, 33] != red && pixels[120, 61] != red)
        // Back to the standard thumb: a white disc 28 points across, no red.
        slider.setThumbImage(nil, for: .normal)
        let plain = PixelBuffer(app.render())
        #expect(plain[120, 47] != red)
        #expect(plain[120, 36] == PixelBuffer.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
