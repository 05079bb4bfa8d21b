/// The name of `object`'s class without its module ("UILabel", "Outer.Inner", "Box<Int>"):
/// the same text as `String(describing: type(of: object))`, without the reflection that
/// spelling goes through (protocol casts, a `Mirror`), which showed in every traced step and
/// every Auto Layout item named for logs.
@inline(__always)
package func runtimeTypeName(of object: AnyObject) -> String {
    _typeName(type(of: object), qualified: false)
}
