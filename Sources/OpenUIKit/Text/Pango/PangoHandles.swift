internal import CPangoCairo
import Synchronization

// Every Pango, GLib and Cairo object the engine keeps is owned by one of these classes, whose
// deinit gives it back; nothing else holds a raw handle past the call that made it.

/// Owns one reference to a GObject (a font map, context, layout or font).
final class GObjectHandle: @unchecked Sendable {
    let raw: UnsafeMutableRawPointer

    /// Takes over a reference the caller owns (a `_new` or `load` result).
    init(adopting raw: UnsafeMutableRawPointer) { self.raw = raw }

    var opaque: OpaquePointer { OpaquePointer(raw) }

    deinit { g_object_unref(raw) }
}

/// Owns one `PangoFontDescription`.
final class PangoFontDescriptionHandle {
    let handle: OpaquePointer

    init(_ font: FontSpec) {
        handle = pango_font_description_new()
        pango_font_description_set_family(handle, font.family)
        pango_font_description_set_weight(handle, PangoWeight(rawValue: UInt32(min(max(font.weight, 100), 1000))))
        pango_font_description_set_style(handle, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(handle, Double(font.size) * Double(PANGO_SCALE))
    }

    deinit { pango_font_description_free(handle) }
}

/// Owns one `PangoAttrList`.
final class PangoAttributeListHandle {
    let handle: OpaquePointer
    /// Attributes inserted so far.
    private(set) var count = 0

    init() { handle = pango_attr_list_new() }

    /// Inserts `attribute` (a fresh `pango_attr_*_new` result, now owned by the list) over the
    /// bytes `start..<end` of the UTF-8 text.
    func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, start: Int, end: Int) {
        guard let attribute else { return }
        attribute.pointee.start_index = UInt32(start)
        attribute.pointee.end_index = UInt32(end)
        pango_attr_list_insert(handle, attribute)
        count += 1
    }

    deinit { pango_attr_list_unref(handle) }
}

/// Owns one reference to a `PangoFontMetrics`.
final class PangoFontMetricsHandle {
    let handle: UnsafeMutablePointer<PangoFontMetrics>

    init?(_ font: UnsafeMutablePointer<PangoFont>) {
        guard let metrics = pango_font_get_metrics(font, nil) else { return nil }
        handle = metrics
    }

    deinit { pango_font_metrics_unref(handle) }
}

/// Owns one `cairo_font_options_t`.
final class CairoFontOptionsHandle {
    let handle: OpaquePointer

    init() { handle = cairo_font_options_create() }

    deinit { cairo_font_options_destroy(handle) }
}

/// A shaped Pango layout: the drawable form ``PangoTextEngine`` keeps beside a ``TextLayout``.
final class PangoLayoutHandle: @unchecked Sendable {
    let layout: GObjectHandle
    /// The attributes stay alive as long as the layout that refers to them.
    let attributes: PangoAttributeListHandle?
    private let live: PangoLayoutCounter

    init(layout: GObjectHandle, attributes: PangoAttributeListHandle?, live: PangoLayoutCounter) {
        self.layout = layout
        self.attributes = attributes
        self.live = live
        live.count.add(1, ordering: .relaxed)
    }

    deinit { live.count.subtract(1, ordering: .relaxed) }
}

/// How many of an engine's shaped layouts are alive (for tests and benchmarks: what the
/// layout cache keeps for drawing).
final class PangoLayoutCounter: Sendable {
    let count = Atomic<Int>(0)
}
