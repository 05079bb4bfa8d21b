import Foundation

/// The glyphs drawn for system bar button items that show a picture rather than a title:
/// simple line drawings in a 24-point box, made with `UIBezierPath`, drawn as templates in
/// the item's tint.
// UIKit divergence: UIKit draws SF Symbols, which are not available; these are our own
// drawings of the same ideas (a plus, a pencil over a page, a bin…). See DIVERGENCES.md.
@MainActor
package enum BarButtonGlyph {
    /// The side of the square each glyph is drawn in.
    static let size: CGFloat = 24
    /// The stroke width of the line drawings.
    static let lineWidth: CGFloat = 2

    /// The template image for `item`, or `nil` when the item is titled or a space.
    package static func image(for item: UIBarButtonItem.SystemItem) -> UIImage? {
        guard let (strokes, fills) = shapes(for: item) else { return nil }
        let image = UIImage(size: CGSize(width: size, height: size), scale: 1) { context in
            context.setLineWidth(lineWidth)
            context.setLineCap(.round)
            context.setLineJoin(.round)
            context.setStrokeColor(UIColor.black.cgColor)
            context.setFillColor(UIColor.black.cgColor)
            for path in strokes {
                context.addPath(path.cgPath)
                context.strokePath()
            }
            for path in fills {
                context.addPath(path.cgPath)
                context.fillPath()
            }
        }
        return image.withRenderingMode(.alwaysTemplate)
    }

    /// The paths stroked and the paths filled for `item`.
    private static func shapes(for item: UIBarButtonItem.SystemItem) -> (strokes: [UIBezierPath], fills: [UIBezierPath])? {
        switch item {
        case .add:
            return ([line((12, 4), (12, 20)), line((4, 12), (20, 12))], [])
        case .compose:
            let page = polyline([(12, 5), (5, 5), (5, 19), (19, 19), (19, 12)])
            let pencil = polyline([(10, 14), (10.5, 11), (18.5, 3), (21, 5.5), (13, 13.5), (10, 14)])
            return ([page, pencil], [])
        case .reply:
            let shaft = UIBezierPath()
            shaft.move(to: CGPoint(x: 4, y: 11))
            shaft.addQuadCurve(to: CGPoint(x: 20, y: 19), controlPoint: CGPoint(x: 19, y: 10))
            return ([shaft, polyline([(9, 6), (4, 11), (9, 16)])], [])
        case .action:
            let box = polyline([(8, 10), (5, 10), (5, 21), (19, 21), (19, 10), (16, 10)])
            return ([box, line((12, 3), (12, 15)), polyline([(8, 7), (12, 3), (16, 7)])], [])
        case .organize:
            let folder = polyline([(3, 7), (3, 19), (21, 19), (21, 9), (11, 9), (9, 6), (3, 6), (3, 7)])
            return ([folder], [])
        case .bookmarks:
            let book = UIBezierPath(roundedRect: CGRect(x: 5, y: 3, width: 14, height: 18), cornerRadius: 2)
            return ([book, line((9, 3), (9, 21))], [])
        case .search:
            return ([UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 12, height: 12)), line((14.5, 14.5), (20, 20))], [])
        case .refresh:
            let arc = UIBezierPath()
            arc.addArc(
                withCenter: CGPoint(x: 12, y: 13), radius: 7, startAngle: -.pi / 6, endAngle: .pi * 3 / 2,
                clockwise: true)
            return ([arc, polyline([(9, 3), (12, 6), (9, 9)])], [])
        case .stop:
            return ([line((6, 6), (18, 18)), line((18, 6), (6, 18))], [])
        case .camera:
            let body = UIBezierPath(roundedRect: CGRect(x: 2, y: 7, width: 20, height: 13), cornerRadius: 3)
            let bump = polyline([(8, 7), (9.5, 4), (14.5, 4), (16, 7)])
            return ([body, bump, UIBezierPath(ovalIn: CGRect(x: 8.5, y: 10, width: 7, height: 7))], [])
        case .trash:
            let can = polyline([(6, 7), (7, 21), (17, 21), (18, 7)])
            let handle = polyline([(9, 6), (9, 3), (15, 3), (15, 6)])
            return ([line((4, 6), (20, 6)), can, handle, line((10, 10), (10, 17)), line((14, 10), (14, 17))], [])
        case .play:
            return ([], [polygon([(7, 4), (20, 12), (7, 20)])])
        case .pause:
            return ([], [UIBezierPath(rect: CGRect(x: 6, y: 4, width: 4, height: 16)),
                         UIBezierPath(rect: CGRect(x: 14, y: 4, width: 4, height: 16))])
        case .rewind:
            return ([], [polygon([(12, 6), (2, 12), (12, 18)]), polygon([(22, 6), (12, 12), (22, 18)])])
        case .fastForward:
            return ([], [polygon([(2, 6), (12, 12), (2, 18)]), polygon([(12, 6), (22, 12), (12, 18)])])
        case .undo:
            return ([uTurn(mirrored: false), polyline([(10, 5), (6, 9), (10, 13)])], [])
        case .redo:
            return ([uTurn(mirrored: true), polyline([(14, 5), (18, 9), (14, 13)])], [])
        case .pageCurl:
            let page = polyline([(5, 3), (5, 21), (13, 21), (19, 15), (19, 3), (5, 3)])
            return ([page, polyline([(13, 21), (13, 15), (19, 15)])], [])
        case .close:
            return ([UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 20, height: 20)), line((8.5, 8.5), (15.5, 15.5)),
                     line((15.5, 8.5), (8.5, 15.5))], [])
        case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace:
            return nil
        }
    }

    private static func line(_ from: (CGFloat, CGFloat), _ to: (CGFloat, CGFloat)) -> UIBezierPath {
        polyline([from, to])
    }

    private static func polyline(_ points: [(CGFloat, CGFloat)]) -> UIBezierPath {
        let path = UIBezierPath()
        for (index, point) in points.enumerated() {
            let cgPoint = CGPoint(x: point.0, y: point.1)
            if index == 0 { path.move(to: cgPoint) } else { path.addLine(to: cgPoint) }
        }
        return path
    }

    private static func polygon(_ points: [(CGFloat, CGFloat)]) -> UIBezierPath {
        let path = polyline(points)
        path.close()
        return path
    }

    /// A U-turn arrow's shaft: along the top, round the right (left when mirrored), back
    /// along the bottom.
    private static func uTurn(mirrored: Bool) -> UIBezierPath {
        let x: (CGFloat) -> CGFloat = { mirrored ? 24 - $0 : $0 }
        let path = UIBezierPath()
        path.move(to: CGPoint(x: x(6), y: 9))
        path.addLine(to: CGPoint(x: x(15), y: 9))
        path.addArc(
            withCenter: CGPoint(x: x(15), y: 14), radius: 5, startAngle: -.pi / 2, endAngle: .pi / 2,
            clockwise: !mirrored)
        path.addLine(to: CGPoint(x: x(10), y: 19))
        return path
    }
}
