import Foundation
import OpenUIKit
import OpenUIKitTesting

/// `bench blur [--runs N]`: the cost of the compositor's backdrop blur. A 390 × 844 screen at
/// scale 3 with colourful stripes and a 390 × 100 `UIVisualEffectView` (the chrome material,
/// σ 18 pt) at the top, as a navigation bar sits; each timed frame changes the colour of a
/// stripe under the blur, so the blur's whole area (bar plus 3σ margin) is repainted. Prints
/// the median frame with the blur and with `effect = nil` (the same damage, no blur), and
/// their difference: what one blur of the bar costs; then the median frame in which only a
/// 30 × 30 badge inside the bar's content view changes colour (nothing beneath the blur
/// changed: the kept blur is reused).
enum BlurBenchmark {
    @MainActor
    static func run(arguments: [String]) {
        var runs = 31
        if arguments.count == 2, arguments[0] == "--runs", let value = Int(arguments[1]) { runs = value }
        let clock = ContinuousClock()
        func ms(_ d: Duration) -> Double {
            Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
        }
        func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

        func measure(blurred: Bool, aboveOnly: Bool = false) -> Double {
            let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 3)
            let window = app.makeWindow()
            window.backgroundColor = .white
            var stripes: [UIView] = []
            let colours: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
            for index in 0..<12 {
                let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 30, width: 390, height: 30))
                stripe.backgroundColor = colours[index % colours.count]
                window.addSubview(stripe)
                stripes.append(stripe)
            }
            let bar = UIVisualEffectView(effect: blurred ? UIBlurEffect(style: .systemChromeMaterial) : nil)
            bar.frame = CGRect(x: 0, y: 0, width: 390, height: 100)
            let badge = UIView(frame: CGRect(x: 180, y: 60, width: 30, height: 30))
            bar.contentView.addSubview(badge)
            window.addSubview(bar)
            app.renderFrame()
            var samples: [Double] = []
            for run in 0...runs {
                if aboveOnly {
                    badge.backgroundColor = colours[run % colours.count]
                } else {
                    stripes[1].backgroundColor = colours[run % colours.count]
                }
                let start = clock.now
                app.renderFrame()
                samples.append(ms(clock.now - start))
            }
            samples.removeFirst()
            return median(samples)
        }
        let withBlur = measure(blurred: true)
        let without = measure(blurred: false)
        let aboveOnly = measure(blurred: true, aboveOnly: true)
        let fields = [
            "\"benchmark\": \"blur\"", "\"runs\": \(runs)",
            "\"frame_with_blur_ms\": \(String(format: "%.3f", withBlur))",
            "\"frame_without_blur_ms\": \(String(format: "%.3f", without))",
            "\"blur_ms\": \(String(format: "%.3f", withBlur - without))",
            "\"frame_change_above_blur_ms\": \(String(format: "%.3f", aboveOnly))",
        ]
        print("{" + fields.joined(separator: ", ") + "}")
    }
}
