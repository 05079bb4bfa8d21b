import CCairo
import Foundation

/// Pixel memory for large Cairo surfaces, mapped straight from the system and unmapped when
/// Cairo finalizes the surface.
///
/// Why: a window's bitmaps are megabytes each (a 1,024 × 768 window at scale 3 is 28 MB per
/// full-window bitmap). Allocated through `malloc`, a freed one raises glibc's dynamic mmap
/// threshold, so the next ones of that size come from the heap and stay resident after they
/// are freed, between smaller live blocks: an app whose window changes size or whose screens
/// come and go kept growing (the app soak, 71 → 120 MB over 3,000 steps). Mapped pages go back
/// to the system the moment the surface dies.
package enum MappedPixels {
    /// Surfaces of at least this many bytes get mapped pages; smaller ones stay on the heap,
    /// where they are cheaper to make.
    package static let minimumBytes = 256 * 1024

    /// The key under which a surface keeps its mapping (its address is what identifies it).
    private nonisolated(unsafe) static var key = cairo_user_data_key_t()

    /// What the finalizer needs: the mapping's start and length, and what to tell once it is
    /// gone (tests).
    private struct Mapping {
        let base: UnsafeMutableRawPointer
        let length: Int
        let unmapped: (@Sendable () -> Void)?
    }

    /// A cleared image surface whose pixels are a fresh mapping of `stride * height` bytes,
    /// unmapped when Cairo destroys the surface (whoever holds its last reference), after which
    /// `unmapped` is called; nil when the system refuses the mapping.
    package static func makeSurface(
        format: cairo_format_t, width: Int, height: Int, stride: Int, unmapped: (@Sendable () -> Void)? = nil
    ) -> OpaquePointer? {
        let length = stride * height
        guard let base = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            base != UnsafeMutableRawPointer(bitPattern: -1)
        else { return nil }
        guard let surface = cairo_image_surface_create_for_data(
            base.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height), Int32(stride))
        else {
            munmap(base, length)
            return nil
        }
        let mapping = UnsafeMutablePointer<Mapping>.allocate(capacity: 1)
        mapping.initialize(to: Mapping(base: base, length: length, unmapped: unmapped))
        let attached = withUnsafePointer(to: &key) { key in
            cairo_surface_set_user_data(surface, key, mapping) { pointer in
                guard let mapping = pointer?.assumingMemoryBound(to: Mapping.self) else { return }
                munmap(mapping.pointee.base, mapping.pointee.length)
                mapping.pointee.unmapped?()
                mapping.deinitialize(count: 1)
                mapping.deallocate()
            }
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, attached == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            if attached != CAIRO_STATUS_SUCCESS {
                // Not attached: the finalizer will not run, so the mapping is undone here.
                munmap(base, length)
                mapping.deinitialize(count: 1)
                mapping.deallocate()
            }
            return nil
        }
        return surface
    }
}
