import Foundation

extension UIView {
    /// Applies the receiver's autoresizing mask after its superview's size went from `old` to
    /// `new` (reference H4.2): on each axis the change is shared among the flexible parts in
    /// proportion to their current lengths. Results are not rounded.
    package func autoresize(fromSuperviewSize old: CGSize, to new: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty, translatesAutoresizingMaskIntoConstraints else { return }
        var rect = frame
        let horizontal = Self.resize(
            origin: rect.minX, size: rect.width, extent: old.width, delta: new.width - old.width,
            leading: mask.contains(.flexibleLeftMargin), size: mask.contains(.flexibleWidth),
            trailing: mask.contains(.flexibleRightMargin))
        let vertical = Self.resize(
            origin: rect.minY, size: rect.height, extent: old.height, delta: new.height - old.height,
            leading: mask.contains(.flexibleTopMargin), size: mask.contains(.flexibleHeight),
            trailing: mask.contains(.flexibleBottomMargin))
        rect.origin = CGPoint(x: horizontal.origin, y: vertical.origin)
        rect.size = CGSize(width: horizontal.size, height: vertical.size)
        if rect != frame { frame = rect }
    }

    /// One axis of autoresizing. With origin `o`, size `s` and far margin `m = S − o − s` in a
    /// superview extent `S` that changes by `d`, the flexible parts among (o, s, m) grow by
    /// `d` times their share of the flexible total. When that total is zero the change is
    /// split equally among the flexible parts.
    static func resize(
        origin o: CGFloat, size s: CGFloat, extent S: CGFloat, delta d: CGFloat,
        leading: Bool, size flexibleSize: Bool, trailing: Bool
    ) -> (origin: CGFloat, size: CGFloat) {
        guard d != 0, leading || flexibleSize || trailing else { return (o, s) }
        let m = S - o - s
        let total = (leading ? o : 0) + (flexibleSize ? s : 0) + (trailing ? m : 0)
        let count = CGFloat([leading, flexibleSize, trailing].filter { $0 }.count)
        func share(_ part: CGFloat, _ flexible: Bool) -> CGFloat {
            guard flexible else { return 0 }
            return total != 0 ? d * part / total : d / count
        }
        return (o + share(o, leading), s + share(s, flexibleSize))
    }
}
