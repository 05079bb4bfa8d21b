import Foundation

extension CGContext {
    /// Fills the current path with the fill colour under `rule`, then clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let elements = pathStorage
        beginPath()
        guard !elements.isEmpty else { return }
        backend.fill(elements, rule: rule, state: state)
    }

    /// Strokes the current path with the stroke colour and line settings, then clears it.
    public func strokePath() {
        let elements = pathStorage
        beginPath()
        guard !elements.isEmpty else { return }
        backend.stroke(elements, state: state)
    }

    /// Paints the current path as `mode` says (fill, stroke or both; fill first), then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let elements = pathStorage
        beginPath()
        guard !elements.isEmpty else { return }
        switch mode {
        case .fill: backend.fill(elements, rule: .winding, state: state)
        case .eoFill: backend.fill(elements, rule: .evenOdd, state: state)
        case .stroke: backend.stroke(elements, state: state)
        case .fillStroke:
            backend.fill(elements, rule: .winding, state: state)
            backend.stroke(elements, state: state)
        case .eoFillStroke:
            backend.fill(elements, rule: .evenOdd, state: state)
            backend.stroke(elements, state: state)
        }
    }

    /// Runs `build` on a fresh path and paints it with `paint`, leaving the caller's path alone.
    private func withTemporaryPath(_ build: () -> Void, _ paint: () -> Void) {
        let saved = pathBuilder
        pathBuilder = CGMutablePath()
        build()
        paint()
        pathBuilder = saved
    }

    /// Fills `rect` with the fill colour (the current path is left alone).
    public func fill(_ rect: CGRect) {
        guard valid("CGContextFillRect", rect) else { return }
        withTemporaryPath({ addRect(rect) }, { fillPath() })
    }

    /// Fills several rectangles as one shape.
    public func fill(_ rects: [CGRect]) {
        guard rects.allSatisfy({ valid("CGContextFillRects", $0) }) else { return }
        withTemporaryPath({ addRects(rects) }, { fillPath() })
    }

    /// Strokes the outline of `rect`.
    public func stroke(_ rect: CGRect) {
        guard valid("CGContextStrokeRect", rect) else { return }
        withTemporaryPath({ addRect(rect) }, { strokePath() })
    }

    /// Strokes the outline of `rect` with line width `width`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        guard valid("CGContextStrokeRectWithWidth", rect), valid("CGContextStrokeRectWithWidth", width) else {
            return
        }
        let savedWidth = state.lineWidth
        state.lineWidth = width
        stroke(rect)
        state.lineWidth = savedWidth
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        guard valid("CGContextFillEllipseInRect", rect) else { return }
        withTemporaryPath({ addEllipse(in: rect) }, { fillPath() })
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        guard valid("CGContextStrokeEllipseInRect", rect) else { return }
        withTemporaryPath({ addEllipse(in: rect) }, { strokePath() })
    }

    /// Strokes separate segments: points 0–1, 2–3, and so on (an odd last point is ignored).
    public func strokeLineSegments(between points: [CGPoint]) {
        guard valid("CGContextStrokeLineSegments", points) else { return }
        withTemporaryPath(
            {
                var index = 0
                while index + 1 < points.count {
                    move(to: points[index])
                    addLine(to: points[index + 1])
                    index += 2
                }
            }, { strokePath() })
    }

    /// Erases `rect` to transparent (inside the clip).
    public func clear(_ rect: CGRect) {
        guard valid("CGContextClearRect", rect) else { return }
        backend.clear(rect, state: state)
    }
}
