import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor @Suite struct CAMediaTimingFunctionTests {
    static let named: [(CAMediaTimingFunctionName, (Double, Double), (Double, Double))] = [
        (.default, (0.25, 0.1), (0.25, 1)),
        (.easeIn, (0.42, 0), (1, 1)),
        (.easeOut, (0, 0), (0.58, 1)),
        (.easeInEaseOut, (0.42, 0), (0.58, 1)),
        (.linear, (0, 0), (1, 1)),
    ]

    @Test("Named curves have Core Animation's control points")
    func controlPoints() {
        for (name, c1, c2) in Self.named {
            let function = CAMediaTimingFunction(name: name)
            var values: [Float] = [0, 0]
            function.getControlPoint(at: 1, values: &values)
            #expect(values == [Float(c1.0), Float(c1.1)], "\(name.rawValue)")
            function.getControlPoint(at: 2, values: &values)
            #expect(values == [Float(c2.0), Float(c2.1)], "\(name.rawValue)")
            function.getControlPoint(at: 3, values: &values)
            #expect(values == [1, 1])
        }
    }

    @Test("The solved curve matches a plain bisection of the Bézier everywhere")
    func solveMatchesBisection() {
        for (name, _, _) in Self.named {
            let function = CAMediaTimingFunction(name: name)
            let c1 = (Double(Float(function.controlPoint1.x)), Double(Float(function.controlPoint1.y)))
            let c2 = (Double(Float(function.controlPoint2.x)), Double(Float(function.controlPoint2.y)))
            for step in 0...200 {
                let x = Double(step) / 200
                let expected = bezierByBisection(c1, c2, at: x)
                #expect(abs(function.progress(at: x) - expected) < 1e-12, "\(name.rawValue) at \(x)")
            }
        }
        let custom = CAMediaTimingFunction(controlPoints: 0.9, -0.5, 0.1, 1.5)
        for step in 0...100 {
            let x = Double(step) / 100
            let expected = bezierByBisection((Double(Float(0.9)), -0.5), (Double(Float(0.1)), 1.5), at: x)
            #expect(abs(custom.progress(at: x) - expected) < 1e-12)
        }
    }

    @Test("Ends are exact and times outside 0...1 are clamped")
    func ends() {
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(function.progress(at: 0) == 0)
        #expect(function.progress(at: 1) == 1)
        #expect(function.progress(at: -3) == 0)
        #expect(function.progress(at: 7) == 1)
        #expect(CAMediaTimingFunction(name: .linear).progress(at: 0.3) == 0.3)
    }

    @Test("Control points whose x leaves 0...1 or is not finite are refused with a message")
    func invalidControlPoints() {
        #expect(CAMediaTimingFunction.invalidControlPointsMessage([1.5, 0, 0.5, 1])?.contains("0...1") == true)
        #expect(CAMediaTimingFunction.invalidControlPointsMessage([0.5, .nan, 0.5, 1])?.contains("finite") == true)
        #expect(CAMediaTimingFunction.invalidControlPointsMessage([0.5, -2, 0.5, 3]) == nil)
    }
}
