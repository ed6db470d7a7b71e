import Foundation

/// A key for accessing a layout value of a layout container's subviews.
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value

    /// The default value of the key, for a subview that does not set one.
    static var defaultValue: Self.Value { get }
}

/// Gives the content a value its layout reads through `LayoutSubview`'s subscript.
public struct _LayoutValueModifier<K: LayoutValueKey>: ViewModifier {
    let key: ObjectIdentifier
    let value: K.Value
    public typealias Body = Never
}

extension _LayoutValueModifier: EachNodeModifier {
    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        // Only a layout reads it, and layouts run in the engine: the value rides on a box the engine sees.
        guard context.recordsLayout else { return node }
        var box = Boxes.wrap(node, classes: [])
        box.record(.layoutValue(key: key, value: LayoutSpec.AnyValue(value)), in: context)
        return box
    }
}

extension View {
    /// Associates a value with a custom layout property.
    public func layoutValue<K>(key: K.Type, value: K.Value) -> some View where K: LayoutValueKey {
        modifier(_LayoutValueModifier<K>(key: ObjectIdentifier(key), value: value))
    }
}
