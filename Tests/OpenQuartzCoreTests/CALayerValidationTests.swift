import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

@MainActor @Suite struct CALayerValidationTests {
    @Test("Non-finite geometry is named with its property and value")
    func messages() {
        #expect(CALayer.nonFiniteMessage("cornerRadius", CGFloat.nan) == "CALayer cornerRadius must be finite, got nan")
        #expect(CALayer.nonFiniteMessage("borderWidth", CGFloat.infinity) == "CALayer borderWidth must be finite, got inf")
        #expect(CALayer.nonFiniteMessage("position", CGPoint(x: 0, y: CGFloat.nan)) != nil)
        #expect(CALayer.nonFiniteMessage("bounds", CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)) != nil)
        var transform = CATransform3DIdentity
        transform.m34 = .nan
        #expect(CALayer.nonFiniteMessage("transform", transform)?.hasPrefix("CALayer transform must be finite") == true)
        #expect(CALayer.nonFiniteMessage("zPosition", CGFloat(3)) == nil)
        #expect(CALayer.nonFiniteMessage("frame", CGRect(x: 1, y: 2, width: 3, height: 4)) == nil)
        #expect(CALayer.nonFiniteMessage("transform", CATransform3DIdentity) == nil)
    }

    @Test("A NaN frame stops at the setter with the property's name")
    func nanFrameStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CALayer().frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("CALayer frame must be finite"))
    }

    @Test("An infinite position stops at the setter with the property's name")
    func infinitePositionStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CALayer().position = CGPoint(x: CGFloat.infinity, y: 0)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("CALayer position must be finite"))
    }

    @Test("A NaN transform entry stops at the setter with the property's name")
    func nanTransformStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                var transform = CATransform3DIdentity
                transform.m41 = .nan
                CALayer().transform = transform
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("CALayer transform must be finite"))
    }

    @Test("A NaN corner radius stops at the setter with the property's name")
    func nanCornerRadiusStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CALayer().cornerRadius = .nan
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("CALayer cornerRadius must be finite, got nan"))
    }
}
