/// A container used to expose multiple widgets from a single widget extension.
@MainActor @preconcurrency
public protocol WidgetBundle {
    /// The type of widget that represents the content of the bundle.
    associatedtype Body: Widget

    /// Creates a widget bundle using the bundle's body as its content.
    init()

    /// Declares the group of widgets that an app supports.
    @WidgetBundleBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension WidgetBundle {
    /// The entry point of a widget extension; on Linux a `WidgetHost` runs the bundle instead.
    public static func main() {}

    /// The widget kinds of the bundle, in declaration order.
    package var widgetDescriptors: [WidgetDescriptor] { body.widgetDescriptors }
}

/// A custom attribute that constructs a widget bundle's body.
@resultBuilder
public struct WidgetBundleBuilder {
    /// Passes a widget through.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Widget {
        content
    }

    /// Builds a bundle of one widget.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Widget {
        content
    }

    /// Builds a bundle of several widgets.
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> _TupleWidget<repeat each Content>
    where repeat each Content: Widget {
        _TupleWidget()
    }

    /// Builds an optional widget (`if` without `else`).
    public static func buildOptional<Content>(_ content: Content?) -> _OptionalWidget<Content> where Content: Widget {
        _OptionalWidget(isPresent: content != nil)
    }

    /// Builds the first branch of an `if`/`else`.
    public static func buildEither<First, Second>(first: First) -> _ConditionalWidget<First, Second>
    where First: Widget, Second: Widget {
        _ConditionalWidget(isFirst: true)
    }

    /// Builds the second branch of an `if`/`else`.
    public static func buildEither<First, Second>(second: Second) -> _ConditionalWidget<First, Second>
    where First: Widget, Second: Widget {
        _ConditionalWidget(isFirst: false)
    }
}

/// Several widgets of a bundle.
///
/// Widgets have no state but their type (`init()` builds them), so the group keeps types only.
public struct _TupleWidget<each Content> where repeat each Content: Widget {
    nonisolated public init() {}
}

extension _TupleWidget: Widget {
    public var body: _WidgetDescriptorList {
        var descriptors: [WidgetDescriptor] = []
        for widget in repeat (each Content).init() { descriptors += widget.widgetDescriptors }
        return _WidgetDescriptorList(storedDescriptors: descriptors)
    }
}

/// A widget that is present or not.
public struct _OptionalWidget<Content> where Content: Widget {
    let isPresent: Bool
    nonisolated public init() { isPresent = true }
    nonisolated init(isPresent: Bool) { self.isPresent = isPresent }
}

extension _OptionalWidget: Widget {
    public var body: _WidgetDescriptorList {
        _WidgetDescriptorList(storedDescriptors: isPresent ? Content().widgetDescriptors : [])
    }
}

/// One of two widgets.
public struct _ConditionalWidget<First, Second> where First: Widget, Second: Widget {
    let isFirst: Bool
    nonisolated public init() { isFirst = true }
    nonisolated init(isFirst: Bool) { self.isFirst = isFirst }
}

extension _ConditionalWidget: Widget {
    public var body: _WidgetDescriptorList {
        _WidgetDescriptorList(storedDescriptors: isFirst ? First().widgetDescriptors : Second().widgetDescriptors)
    }
}

/// The configurations of several widgets.
public struct _WidgetDescriptorList {
    let storedDescriptors: [WidgetDescriptor]
}

extension _WidgetDescriptorList: WidgetConfiguration {
    public typealias Body = Never
}

extension _WidgetDescriptorList: PrimitiveWidgetConfiguration {
    package var descriptors: [WidgetDescriptor] { storedDescriptors }
}
