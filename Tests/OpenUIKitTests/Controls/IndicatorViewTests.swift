import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenQuartzCore
@testable import OpenUIKit

/// The rotation of a layer's presentation, in 0..<2π.
@MainActor
private func presentedAngle(_ layer: CALayer) -> CGFloat {
    let t = CATransform3DGetAffineTransform((layer.presentation() ?? layer).transform)
    var angle = atan2(t.b, t.a)
    if angle < -1e-9 { angle += 2 * .pi }
    return angle
}

@MainActor @Suite struct UIActivityIndicatorViewTests {
    @Test("Styles size the indicator 20 and 37 points; the deprecated ones map to them with their colours")
    func stylesAndSizes() {
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
        let whiteLarge = UIActivityIndicatorView(style: UIActivityIndicatorView.Style(rawValue: 0)!)
        #expect(whiteLarge.intrinsicContentSize.width == 37)
        #expect(whiteLarge.color == .white)
        #expect(UIActivityIndicatorView(style: UIActivityIndicatorView.Style(rawValue: 2)!).color == .gray)
        #expect(UIActivityIndicatorView(style: UIActivityIndicatorView.Style(rawValue: 1)!).intrinsicContentSize.width == 20)
        #expect(UIActivityIndicatorView().color == .secondaryLabel)
        let indicator = UIActivityIndicatorView()
        indicator.color = .red
        #expect(indicator.color == .red)
        indicator.color = nil
        #expect(indicator.color == .secondaryLabel)
        #expect(indicator.parts.spokes.count == 8)
    }

    @Test("An indicator is hidden until it animates and hides again when stopped, unless told not to")
    func hidesWhenStopped() {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.hidesWhenStopped)
        #expect(indicator.isHidden && !indicator.isAnimating)
        indicator.startAnimating()
        #expect(!indicator.isHidden && indicator.isAnimating)
        indicator.stopAnimating()
        #expect(indicator.isHidden && !indicator.isAnimating)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
        indicator.startAnimating()
        indicator.stopAnimating()
        #expect(!indicator.isHidden)
    }

    @Test("The brightest spoke steps an eighth of a turn every eighth of a second on the clock, and stops with the view")
    func spinsOnTheClock() {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 200))
        let window = app.makeWindow()
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.center = CGPoint(x: 100, y: 100)
        window.addSubview(indicator)
        indicator.startAnimating()
        let container = indicator.parts.container
        var angles: [Int] = []
        app.advance(by: 0.06)
        for _ in 0..<10 {
            angles.append(Int((presentedAngle(container) / (.pi / 4)).rounded()) % 8)
            app.advance(by: 0.125)
        }
        #expect(angles == [0, 1, 2, 3, 4, 5, 6, 7, 0, 1])
        indicator.stopAnimating()
        app.advance(by: 0.125)
        #expect(container.animation(forKey: UIActivityIndicatorView.spinAnimationKey) == nil)
        #expect(presentedAngle(container) == 0)
    }

    @Test("An indicator started outside a window spins once it joins one")
    func startsInAWindow() {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 200))
        let indicator = UIActivityIndicatorView()
        indicator.startAnimating()
        #expect(indicator.parts.container.animation(forKey: UIActivityIndicatorView.spinAnimationKey) == nil)
        app.makeWindow().addSubview(indicator)
        #expect(indicator.parts.container.animation(forKey: UIActivityIndicatorView.spinAnimationKey) != nil)
        indicator.removeFromSuperview()
        #expect(indicator.parts.container.animation(forKey: UIActivityIndicatorView.spinAnimationKey) == nil)
        #expect(indicator.isAnimating)
    }

    @Test("Spokes fade behind the brightest one")
    func spokeOpacities() {
        let opacities = (0..<8).map { UIActivityIndicatorView.spokeOpacity($0) }
        #expect(opacities[0] == 1)
        #expect(opacities[7] > opacities[6] && opacities[2] > opacities[1])
        #expect(abs(opacities[1] - UIActivityIndicatorView.faintestSpokeOpacity) < 1e-6)
    }
}

@MainActor @Suite struct UIProgressViewTests {
    @Test("Progress is clamped to 0…1 and the fill covers that part of the width")
    func clamping() {
        let app = HeadlessApp(screenSize: CGSize(width: 300, height: 100))
        let window = app.makeWindow()
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        window.addSubview(bar)
        bar.progress = 1.7
        #expect(bar.progress == 1)
        bar.progress = -3
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
        bar.progress = 0.25
        app.runTurn()
        #expect(bar.parts.fill.frame == CGRect(x: 0, y: 0, width: 50, height: 4))
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(UIProgressView(progressViewStyle: .bar).progressViewStyle == .bar)
    }

    @Test("An animated change moves the fill over a quarter of a second on the clock")
    func animatedProgress() {
        let app = HeadlessApp(screenSize: CGSize(width: 300, height: 100))
        let window = app.makeWindow()
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        window.addSubview(bar)
        app.runTurn()
        bar.setProgress(0.5, animated: true)
        #expect(bar.progress == 0.5)
        #expect(bar.parts.fill.frame.width == 100)
        app.advance(by: 0.1)
        let midway = bar.parts.fill.presentation()?.bounds.width ?? -1
        #expect(midway > 0 && midway < 100)
        app.advance(by: 0.2)
        #expect(bar.parts.fill.presentation()?.bounds.width == 100)
    }

    @Test("Colours: the fill follows the tint unless set, the track has its own")
    func colours() {
        let app = HeadlessApp(screenSize: CGSize(width: 300, height: 100))
        let window = app.makeWindow()
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        window.addSubview(bar)
        window.tintColor = .systemRed
        app.runTurn()
        #expect(bar.parts.fill.backgroundColor == UIColor.systemRed.resolvedColor(with: bar.traitCollection).cgColor)
        bar.progressTintColor = .green
        bar.trackTintColor = .blue
        #expect(bar.parts.fill.backgroundColor == UIColor.green.cgColor)
        #expect(bar.parts.track.backgroundColor == UIColor.blue.cgColor)
    }

    @Test("An observed Foundation progress is read once per frame while the bar is in a window")
    func observedProgress() {
        let app = HeadlessApp(screenSize: CGSize(width: 300, height: 100))
        let window = app.makeWindow()
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        window.addSubview(bar)
        let task = Progress(totalUnitCount: 10)
        task.completedUnitCount = 2
        bar.observedProgress = task
        #expect(abs(bar.progress - 0.2) < 1e-6)
        task.completedUnitCount = 7
        #expect(abs(bar.progress - 0.2) < 1e-6)
        app.advance(by: 1.0 / 30)
        #expect(abs(bar.progress - 0.7) < 1e-6)
        bar.observedProgress = nil
        task.completedUnitCount = 10
        app.advance(by: 1.0 / 30)
        #expect(abs(bar.progress - 0.7) < 1e-6)
        #expect(bar.progressLink == nil)
    }
}

@MainActor @Suite struct SafeAreaMarginsTests {
    @Test("Layout margins are measured from the safe area unless insetsLayoutMarginsFromSafeArea is off")
    func marginsFromSafeArea() {
        let app = HeadlessApp(screenSize: CGSize(width: 300, height: 400))
        let window = app.makeWindow()
        window.simulateSafeAreaInsets(UIEdgeInsets(top: 40, left: 10, bottom: 30, right: 0))
        let container = UIView(frame: window.bounds)
        container.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        window.addSubview(container)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let guide = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: guide.topAnchor), box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: guide.trailingAnchor), box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        #expect(container.insetsLayoutMarginsFromSafeArea)
        app.runTurn()
        #expect(box.frame == CGRect(x: 18, y: 48, width: 274, height: 314))
        container.insetsLayoutMarginsFromSafeArea = false
        app.runTurn()
        #expect(box.frame == CGRect(x: 8, y: 8, width: 284, height: 384))
        #expect(container.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
}

@MainActor @Suite struct SectionHeaderTopPaddingTests {
    final class Source: NSObject, UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
    }

    @Test("The padding defaults to automatic and an explicit one goes above every header")
    func padding() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 600))
        let window = app.makeWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = Source()
        table.dataSource = source
        window.addSubview(table)
        #expect(table.sectionHeaderTopPadding == UITableView.automaticDimension)
        app.runTurn()
        let header = table.rectForHeader(inSection: 1)
        let rowTop = table.rectForRow(at: IndexPath(row: 0, section: 1)).minY
        table.sectionHeaderTopPadding = 12
        app.runTurn()
        #expect(table.rectForHeader(inSection: 0).minY == 12)
        #expect(table.rectForHeader(inSection: 1).minY == header.minY + 24)
        #expect(table.rectForHeader(inSection: 1).height == header.height)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == rowTop + 24)
    }
}
