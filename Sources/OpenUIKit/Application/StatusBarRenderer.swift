import Foundation

/// Draws a phone's status bar: the time ("9:41") and, on the other side, the cellular signal,
/// Wi-Fi and battery glyphs, in black or white (`dark`: the key window's status bar style,
/// `UIWindow.statusBarAppearance`, resolved by its interface style). The
/// headless screen image draws it when asked and the live window draws it on a phone-shaped
/// window, over the top safe area the screen leaves for it.
///
/// Two layouts, from the bar's height: a bar taller than 24 points is a notched phone's (the
/// time centred in the left ear, 17-point semibold; the glyphs centred in the right ear, the
/// middle left free for the sensor housing); a shorter one is a home-button phone's or a
/// tablet's (the signal and Wi-Fi at the left, the time in the middle, 12-point semibold, the
/// battery at the right).
// UIKit divergence: the status bar is not a window of the application here: nothing in it is
// hit-tested or listed in `windows`; it is painted over the finished frame.
package enum StatusBarRenderer {
    /// The time the bar shows, as Apple's product pictures do.
    package static let time = "9:41"

    /// How wide the sensor housing of a notched phone is, in points: the middle of the bar
    /// left free.
    static let housingWidth: CGFloat = 162

    /// Draws the bar in `rect` (points, y down) of `context`: `dark` for a dark interface
    /// (white content), `batteryLevel` from 0 to 1 for the battery's fill.
    @MainActor
    package static func draw(in context: CGContext, rect: CGRect, dark: Bool, batteryLevel: CGFloat = 1) {
        guard rect.width > 0, rect.height > 0 else { return }
        let ink = CGColor(gray: dark ? 1 : 0, alpha: 1)
        context.saveGState()
        defer { context.restoreGState() }
        let notched = rect.height > 24
        let centerY = notched ? rect.minY + (rect.height / 2).rounded() + 1 : rect.midY
        let font = UIFont.systemFont(ofSize: notched ? 17 : 12, weight: .semibold)
        let text = StyledText(time, attributes: [.font: font, .foregroundColor: UIColor(cgColor: ink)])
        let textSize = text.size()
        let glyphsWidth = signalSize.width + wifiSize.width + batterySize.width + 2 * glyphSpacing
        if notched {
            let ear = max(0, (rect.width - housingWidth) / 2)
            let timeCenterX = rect.minX + ear / 2
            UIGraphicsPushContext(context)
            text.draw(at: CGPoint(x: (timeCenterX - textSize.width / 2).rounded(), y: (centerY - textSize.height / 2).rounded()))
            UIGraphicsPopContext()
            var x = rect.maxX - ear / 2 - glyphsWidth / 2
            drawSignal(in: context, origin: CGPoint(x: x, y: centerY - signalSize.height / 2), ink: ink)
            x += signalSize.width + glyphSpacing
            drawWiFi(in: context, origin: CGPoint(x: x, y: centerY - wifiSize.height / 2), ink: ink)
            x += wifiSize.width + glyphSpacing
            drawBattery(in: context, origin: CGPoint(x: x, y: centerY - batterySize.height / 2), ink: ink, level: batteryLevel)
        } else {
            UIGraphicsPushContext(context)
            text.draw(at: CGPoint(x: (rect.midX - textSize.width / 2).rounded(), y: (centerY - textSize.height / 2).rounded()))
            UIGraphicsPopContext()
            let scaleDown: CGFloat = 0.8
            context.saveGState()
            context.translateBy(x: rect.minX + 6, y: centerY)
            context.scaleBy(x: scaleDown, y: scaleDown)
            drawSignal(in: context, origin: CGPoint(x: 0, y: -signalSize.height / 2), ink: ink)
            drawWiFi(in: context, origin: CGPoint(x: signalSize.width + glyphSpacing, y: -wifiSize.height / 2), ink: ink)
            context.restoreGState()
            context.saveGState()
            context.translateBy(x: rect.maxX - 6 - batterySize.width * scaleDown, y: centerY)
            context.scaleBy(x: scaleDown, y: scaleDown)
            drawBattery(in: context, origin: CGPoint(x: 0, y: -batterySize.height / 2), ink: ink, level: batteryLevel)
            context.restoreGState()
        }
    }

    static let signalSize = CGSize(width: 17, height: 11)
    static let wifiSize = CGSize(width: 16, height: 11.5)
    static let batterySize = CGSize(width: 27, height: 13)
    static let glyphSpacing: CGFloat = 5

    /// Four bars rising left to right, 3 points wide, 4 to 11 points tall.
    private static func drawSignal(in context: CGContext, origin: CGPoint, ink: CGColor) {
        context.setFillColor(ink)
        let heights: [CGFloat] = [4, 6.5, 8.75, 11]
        for (index, height) in heights.enumerated() {
            let bar = CGRect(
                x: origin.x + CGFloat(index) * 4.65, y: origin.y + signalSize.height - height, width: 3, height: height)
            context.addPath(CGPath(roundedRect: bar, cornerWidth: 1, cornerHeight: 1, transform: nil))
        }
        context.fillPath()
    }

    /// A quarter-turn fan from a point at the bottom: a filled wedge and two bands around it.
    private static func drawWiFi(in context: CGContext, origin: CGPoint, ink: CGColor) {
        let apex = CGPoint(x: origin.x + wifiSize.width / 2, y: origin.y + wifiSize.height)
        func point(_ radius: CGFloat, _ degrees: CGFloat) -> CGPoint {
            let radians = degrees * .pi / 180
            return CGPoint(x: apex.x + radius * cos(radians), y: apex.y - radius * sin(radians))
        }
        let steps = 16
        func band(from inner: CGFloat, to outer: CGFloat) {
            if inner == 0 {
                context.move(to: apex)
            } else {
                context.move(to: point(inner, 45))
            }
            for step in 0...steps { context.addLine(to: point(outer, 45 + 90 * CGFloat(step) / CGFloat(steps))) }
            if inner > 0 {
                for step in (0...steps).reversed() { context.addLine(to: point(inner, 45 + 90 * CGFloat(step) / CGFloat(steps))) }
            }
            context.closePath()
        }
        context.setFillColor(ink)
        band(from: 0, to: 4.2)
        band(from: 6.1, to: 8.3)
        band(from: 10.2, to: 11.5)
        context.fillPath()
    }

    /// A rounded outline at 35 % of the ink with the nub at its right, filled to `level`.
    private static func drawBattery(in context: CGContext, origin: CGPoint, ink: CGColor, level: CGFloat) {
        let bodyWidth = batterySize.width - 2.5
        let body = CGRect(x: origin.x, y: origin.y, width: bodyWidth, height: batterySize.height)
        context.saveGState()
        context.setAlpha(0.35)
        context.setStrokeColor(ink)
        context.setLineWidth(1)
        context.addPath(CGPath(roundedRect: body.insetBy(dx: 0.5, dy: 0.5), cornerWidth: 4, cornerHeight: 4, transform: nil))
        context.strokePath()
        context.setFillColor(ink)
        let nub = CGRect(x: body.maxX + 1, y: body.midY - 2, width: 1.5, height: 4)
        context.addPath(CGPath(roundedRect: nub, cornerWidth: 0.75, cornerHeight: 0.75, transform: nil))
        context.fillPath()
        context.restoreGState()
        let inner = body.insetBy(dx: 2, dy: 2)
        let fill = CGRect(x: inner.minX, y: inner.minY, width: inner.width * min(1, max(0, level)), height: inner.height)
        guard fill.width > 0 else { return }
        context.setFillColor(ink)
        context.addPath(CGPath(roundedRect: fill, cornerWidth: min(2.5, fill.width / 2), cornerHeight: 2.5, transform: nil))
        context.fillPath()
    }
}
