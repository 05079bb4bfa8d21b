/// The object `appearance()` returns: setting one of its properties records the value for
/// every instance of `View` the proxy selects; reading gives the value recorded.
///
/// Its members are the properties UIKit lets appearance set that this library supports, each
/// declared in an extension next to its class (`AppearanceProxy+UISwitch.swift`…); the list
/// is in docs/APPEARANCE.md.
// UIKit divergence: on iOS the proxy is typed as the class itself; see ``UIAppearance``.
@MainActor @preconcurrency
public struct AppearanceProxy<View: AnyObject> {
    package let rule: AppearanceRule

    package init(rule: AppearanceRule) {
        self.rule = rule
    }

    /// Records `value` for `property`, applied through `keyPath`.
    package func record<Value>(
        _ property: AppearanceProperty, _ keyPath: ReferenceWritableKeyPath<View, Value>, _ value: Value
    ) {
        rule.record(property, value: value) { object in
            guard let view = object as? View else { return }
            view[keyPath: keyPath] = value
        }
    }

    /// Records `value` for `property`, applied by `apply`.
    package func record<Value>(
        _ property: AppearanceProperty, _ value: Value, apply: @escaping @MainActor (View, Value) -> Void
    ) {
        rule.record(property, value: value) { object in
            guard let view = object as? View else { return }
            apply(view, value)
        }
    }

    /// The value recorded for an optional property; nil when none was.
    package func recorded<Value>(_ property: AppearanceProperty, as type: Value?.Type) -> Value? {
        guard let value = rule.value(of: property) else { return nil }
        return value as? Value
    }

    /// The value recorded for a property that has no "unset" value; reading it before it was
    /// set stops, naming it (the proxy has no instance to read a default from).
    package func requiredValue<Value>(_ property: AppearanceProperty, name: String) -> Value {
        guard let value = rule.value(of: property) as? Value else {
            Fatal.stop(
                "\(String(describing: rule.viewType)).appearance().\(name) was read before a value was set through the proxy; "
                    + "an appearance proxy keeps only the values set on it")
        }
        return value
    }
}

extension AppearanceProxy where View: UIView {
    /// The tint recorded for the views; nil (inherit) when none was.
    public var tintColor: UIColor! {
        get { recorded(.tintColor, as: UIColor?.self) }
        nonmutating set { record(.tintColor, \View.tintColor, newValue) }
    }

    /// The background colour recorded for the views.
    public var backgroundColor: UIColor? {
        get { recorded(.backgroundColor, as: UIColor?.self) }
        nonmutating set { record(.backgroundColor, \View.backgroundColor, newValue) }
    }
}
