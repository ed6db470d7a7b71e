/// A property wrapper that reads a value from a view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>

    /// Creates an environment property to read the specified key path.
    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value of the environment property.
    public var wrappedValue: Value {
        EnvironmentValues.current[keyPath: keyPath]
    }
}

// A key path into EnvironmentValues is an immutable value; it is safe to share.
extension Environment: @unchecked Sendable {}

/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
    ) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }
}

/// A modifier that writes one value into the environment of the view it wraps.

public struct _EnvironmentKeyWritingModifier<Value> {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value

    nonisolated public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }
}

extension _EnvironmentKeyWritingModifier: ViewModifier {
    public typealias Body = Never
}

extension _EnvironmentKeyWritingModifier: PrimitiveModifier {
    package func appendNodes(
        content: (RenderContext, inout [HTMLNode]) -> Void, to nodes: inout [HTMLNode], in context: RenderContext
    ) {
        var inner = context
        inner.environment[keyPath: keyPath] = value
        let first = nodes.count
        content(inner, &nodes)
        LayoutDirection.mark(&nodes, from: first, inner: inner.environment, outer: context.environment)
    }
}

/// A modifier that transforms one value of the environment of the view it wraps.

public struct _EnvironmentKeyTransformModifier<Value> {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var transform: (inout Value) -> Void

    nonisolated public init(
        keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void
    ) {
        self.keyPath = keyPath
        self.transform = transform
    }
}

extension _EnvironmentKeyTransformModifier: ViewModifier {
    public typealias Body = Never
}

extension _EnvironmentKeyTransformModifier: PrimitiveModifier {
    package func appendNodes(
        content: (RenderContext, inout [HTMLNode]) -> Void, to nodes: inout [HTMLNode], in context: RenderContext
    ) {
        var inner = context
        transform(&inner.environment[keyPath: keyPath])
        let first = nodes.count
        content(inner, &nodes)
        LayoutDirection.mark(&nodes, from: first, inner: inner.environment, outer: context.environment)
    }
}

extension LayoutDirection {
    /// Gives the nodes a view drew with another layout direction than its container's (`.environment(
    /// \.layoutDirection, …)` inside a widget) their own `dir`, so that stacks, alignment and text run that way.
    package static func mark(
        _ nodes: inout [HTMLNode], from first: Int, inner: EnvironmentValues, outer: EnvironmentValues
    ) {
        let direction = inner.layoutDirection
        guard direction != outer.layoutDirection else { return }
        let value = direction == .rightToLeft ? "rtl" : "ltr"
        for index in first..<nodes.count {
            nodes[index].attributes.removeAll { $0.name == "dir" }
            nodes[index].attributes.append(("dir", value))
        }
    }
}
