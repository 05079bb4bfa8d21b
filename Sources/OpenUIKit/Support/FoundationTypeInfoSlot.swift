/// The first stored property of every OpenUIKit class whose instances are attribute values in
/// Foundation's attributed strings: fonts, colours, paragraph styles and text attachments.
///
/// Foundation on Linux is Swift objects over a C core (CoreFoundation). When an attributed
/// string merges neighbouring runs it compares their attribute dictionaries in C, value by
/// value, and the C comparison decides how to compare an object from the word after the
/// object's header (byte offset 16): it reads that word as CoreFoundation's type-info field
/// and takes bits 8–17 as a type ID. A non-zero ID that is not the object's own C class sends
/// the comparison back to Swift (`isEqual(_:)`, `hash`); a zero ID makes it treat the object
/// as a C object of no type, and the program halts there. A Swift subclass of `NSObject` has
/// its own first stored property in that word, and a value that is not an object is boxed with
/// its payload there, so an edit in a text view halted or not depending on a colour's red
/// component, a paragraph style's line-break mode or the address a font happened to get
/// (about one address in 1,024).
///
/// Declaring this slot first fills that word with a type ID no CoreFoundation class has, so
/// every comparison of these objects reaches Swift. `FoundationTypeInfoSlotTests` checks the
/// word in each class, because the guarantee rests on the classes' stored-property order.
// UIKit divergence: none in behaviour; on Apple's platforms the Objective-C runtime makes this
// unnecessary. Attribute values of other Swift classes are exposed to the same Foundation
// fault (docs/PORTING.md, "Attributed strings").
struct FoundationTypeInfoSlot: Sendable {
    /// Type ID 1,023 in bits 8–17, past every class CoreFoundation registers; flag bits clear.
    let word: UInt = 0x3FF << 8

    /// The type ID the C side reads from an object whose first stored property this is.
    static func typeID(readFrom object: AnyObject) -> UInt {
        let word = withExtendedLifetime(object) {
            Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: 16, as: UInt.self)
        }
        return (word >> 8) & 0x3FF
    }
}
