internal import CPangoCairo
import Foundation
import OpenCoreGraphics

extension PangoTextEngine {
    /// The glyph Pango gives a character shaped by a shape attribute (`PANGO_GLYPH_EMPTY`).
    private static let emptyGlyph: UInt32 = 0x0FFF_FFFF

    /// Reserves `box` for every attachment character of `text`, a run starting at byte `start`:
    /// a shape attribute whose logical rectangle is the box (Pango's y runs down from the
    /// baseline, the box's up), so the character advances by its width and its line is at
    /// least as tall as it; Pango draws nothing for it.
    func addAttachmentShapes(_ box: TextAttachmentBox, text: String, at start: Int, to list: PangoAttributeListHandle) {
        let bounds = box.bounds
        var logical = PangoRectangle(
            x: 0, y: Self.units(-(bounds.minY + bounds.height)), width: Self.units(bounds.width), height: Self.units(bounds.height))
        var ink = logical
        ink.x = Self.units(bounds.minX)
        for offset in Self.attachmentOffsets(in: text) {
            list.insert(pango_attr_shape_new(&ink, &logical), start: start + offset, end: start + offset + 3)
        }
    }

    func attachmentPlacements(_ drawable: AnyObject, layout: TextLayout, lineOrigins origins: [CGPoint])
        -> [TextAttachmentPlacement]
    {
        guard let shaped = drawable as? PangoLayoutHandle else { return [] }
        // Each attachment character's first byte, and its box.
        var boxes: [Int: TextAttachmentBox] = [:]
        var start = 0
        for run in layout.request.runs {
            if let box = run.style.attachment {
                for offset in Self.attachmentOffsets(in: run.text) { boxes[start + offset] = box }
            }
            start += run.text.utf8.count
        }
        guard !boxes.isEmpty else { return [] }
        let scale = CGFloat(PANGO_SCALE)
        return lock.withLock {
            var placements: [TextAttachmentPlacement] = []
            for (index, origin) in origins.enumerated() {
                guard let line = pango_layout_get_line_readonly(shaped.layout.opaque, Int32(index)) else { break }
                // Runs and their glyphs are in visual order, as Pango draws them from the origin.
                var x: Int32 = 0
                var node = line.pointee.runs
                while let current = node {
                    node = current.pointee.next
                    guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee,
                        let item = run.item, let glyphs = run.glyphs
                    else { continue }
                    let rise = CGFloat(run.y_offset) / scale
                    for g in 0..<Int(glyphs.pointee.num_glyphs) {
                        let info = glyphs.pointee.glyphs[g]
                        let byte = Int(item.pointee.offset) + Int(glyphs.pointee.log_clusters[g])
                        if info.glyph == Self.emptyGlyph, let box = boxes[byte] {
                            let left = origin.x + CGFloat(x + info.geometry.x_offset) / scale + box.bounds.minX
                            let bottom = origin.y - rise - box.bounds.minY
                            placements.append(
                                TextAttachmentPlacement(
                                    box: box,
                                    rect: CGRect(x: left, y: bottom - box.bounds.height, width: box.bounds.width, height: box.bounds.height)))
                        }
                        x += info.geometry.width
                    }
                }
            }
            return placements
        }
    }

    /// The byte offsets of the attachment characters in `text`.
    static func attachmentOffsets(in text: String) -> [Int] {
        var offsets: [Int] = []
        var index = 0
        let bytes = Array(text.utf8)
        while index + 2 < bytes.count {
            if bytes[index] == 0xEF && bytes[index + 1] == 0xBF && bytes[index + 2] == 0xBC {
                offsets.append(index)
                index += 3
            } else {
                index += 1
            }
        }
        return offsets
    }

    /// `value` points in Pango units (values come bounded by ``TextAttachmentBox``).
    private static func units(_ value: CGFloat) -> Int32 {
        Int32(clamping: Int((value * CGFloat(PANGO_SCALE)).rounded()))
    }
}
