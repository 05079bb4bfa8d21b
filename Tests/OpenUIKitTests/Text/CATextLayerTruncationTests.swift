import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// `CATextLayer.truncationMode`: unwrapped, every paragraph is its own line cut to the width
/// (at its end, start or middle); wrapped, the last line that fits is cut where the text goes
/// on below the bounds.
@MainActor
@Suite struct CATextLayerTruncationTests {
    private static let lines = "Alpha beta gamma delta\nEpsilon zeta eta theta\nPi"

    @Test(
        "Unwrapped, each paragraph is one line cut to the width, one under the other",
        arguments: [CATextLayerTruncationMode.end, .start, .middle])
    func unwrappedEachLine(mode: CATextLayerTruncationMode) throws {
        let (app, text) = TextLayerStage.make(width: 80) { $0.string = Self.lines; $0.truncationMode = mode }
        let blocks = TextLayerDrawing.layout(of: text)
        try #require(blocks.count == 3)
        #expect(blocks.map(\.layout.lineCount) == [1, 1, 1])
        #expect(blocks.map(\.layout.isTruncated) == [true, true, false])
        for block in blocks { #expect(block.layout.size.width <= 80.5, "\(block.layout.size)") }
        #expect(blocks[1].frame.minY == blocks[0].frame.minY + blocks[0].layout.size.height)
        #expect(blocks[2].frame.minY == blocks[1].frame.minY + blocks[1].layout.size.height)
        let box = TextLayerStage.inkBox(app)
        #expect(box.maxX <= 90.5, "cut to the width: \(box)")
        #expect(box.height > 2 * 16, "three lines: \(box)")
        if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_RENDER_DIR"] {
            try app.renderPNG().write(to: URL(fileURLWithPath: "\(directory)/textlayer-unwrapped-\(mode.rawValue).png"))
        }
    }

    @Test("Unwrapped without a truncation mode the text stays whole, clipped by the bounds")
    func unwrappedNoTruncation() {
        let (_, text) = TextLayerStage.make(width: 80) { $0.string = Self.lines }
        let blocks = TextLayerDrawing.layout(of: text)
        #expect(blocks.count == 1)
        #expect(blocks.first?.layout.lineCount == 3)
        #expect(blocks.first?.layout.isTruncated == false)
    }

    @Test("An empty paragraph still takes a line; paragraphs below the bounds are not laid out")
    func emptyParagraphAndBottom() {
        let (_, text) = TextLayerStage.make(width: 80, height: 30) { $0.string = "One\n\nThree\nFour\nFive"; $0.truncationMode = .end }
        let blocks = TextLayerDrawing.layout(of: text)
        #expect(blocks.count == 2, "30 points hold the first line and part of the second")
        let (_, tall) = TextLayerStage.make(width: 80) { $0.string = "One\n\nThree"; $0.truncationMode = .end }
        let spaced = TextLayerDrawing.layout(of: tall)
        #expect(spaced.count == 3)
        if spaced.count == 3 {
            #expect(spaced[1].layout.size.height > 10, "the empty paragraph is a line tall")
            #expect(abs(spaced[2].frame.minY - spaced[0].frame.minY - 2 * spaced[0].layout.size.height) < 0.5)
        }
    }

    @Test(
        "Wrapped text that does not fit is cut on the last line that fits",
        arguments: [CATextLayerTruncationMode.end, .start, .middle])
    func wrappedCutsLastLine(mode: CATextLayerTruncationMode) throws {
        let long = "The quick brown fox jumps over the lazy dog and runs far away into the hills"
        let (app, text) = TextLayerStage.make(width: 80, height: 40) { $0.string = long; $0.isWrapped = true; $0.truncationMode = mode }
        let blocks = TextLayerDrawing.layout(of: text)
        try #require(blocks.count == 1)
        let layout = blocks[0].layout
        #expect(layout.isTruncated)
        #expect(layout.size.height <= 40.5, "\(layout.size)")
        #expect(layout.lineCount >= 2)
        let box = TextLayerStage.inkBox(app)
        #expect(box.maxY <= 50.5 && box.maxX <= 90.5, "\(box)")
        // Text that fits is left whole.
        let (_, fits) = TextLayerStage.make(width: 80, height: 80) { $0.string = "Short words"; $0.isWrapped = true; $0.truncationMode = mode }
        #expect(TextLayerDrawing.layout(of: fits).first?.layout.isTruncated == false)
        if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_RENDER_DIR"] {
            try app.renderPNG().write(to: URL(fileURLWithPath: "\(directory)/textlayer-wrapped-\(mode.rawValue).png"))
        }
    }
}
