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
        _TupleWidget(repeat each content)
    }

    /// Builds an optional widget (`if` without `else`).
    public static func buildOptional<Content>(_ content: Content?) -> _OptionalWidget<Content> where Content: Widget {
        _OptionalWidget(content: content)
    }

    /// Builds the first branch of an `if`/`else`.
    public static func buildEither<First, Second>(first: First) -> _ConditionalWidget<First, Second>
    where First: Widget, Second: Widget {
        _ConditionalWidget(storage: .first(first))
    }

    /// Builds the second branch of an `if`/`else`.
    public static func buildEither<First, Second>(second: Second) -> _ConditionalWidget<First, Second>
    where First: Widget, Second: Widget {
        _ConditionalWidget(storage: .second(second))
    }
}

/// Several widgets of a bundle.
public struct _TupleWidget<each Content> where repeat each Content: Widget {
    let widgets: (repeat each Content)

    nonisolated init(_ widgets: repeat each Content) {
        self.widgets = (repeat each widgets)
    }
}

extension _TupleWidget: Widget {
    public init() {
        self.init(repeat (each Content)())
    }

    public var body: _WidgetDescriptorList {
        var descriptors: [WidgetDescriptor] = []
        var activities: [ActivityDescriptor] = []
        var controls: [ControlDescriptor] = []
        for widget in repeat each widgets {
            // One evaluation of the widget's body gives its kinds, its Live Activities and its controls.
            let configuration = widget.body
            descriptors += configuration.widgetDescriptors
            activities += configuration.liveActivityDescriptors
            controls += configuration.controlDescriptors
        }
        return _WidgetDescriptorList(
            storedDescriptors: descriptors, storedActivities: activities, storedControls: controls)
    }
}

/// A widget that is present or not.
public struct _OptionalWidget<Content> where Content: Widget {
    let content: Content?
}

extension _OptionalWidget: Widget {
    public init() { content = Content() }

    public var body: _WidgetDescriptorList {
        guard let content else { return _WidgetDescriptorList(storedDescriptors: []) }
        return _WidgetDescriptorList(describing: content.body)
    }
}

/// One of two widgets.
public struct _ConditionalWidget<First, Second> where First: Widget, Second: Widget {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage
}

extension _ConditionalWidget: Widget {
    public init() { storage = .first(First()) }

    public var body: _WidgetDescriptorList {
        switch storage {
        case .first(let widget): return _WidgetDescriptorList(describing: widget.body)
        case .second(let widget): return _WidgetDescriptorList(describing: widget.body)
        }
    }
}

/// The configurations of several widgets.
public struct _WidgetDescriptorList {
    let storedDescriptors: [WidgetDescriptor]
    /// The bundle's Live Activities, which are not widget kinds (no host or gallery shows them).
    var storedActivities: [ActivityDescriptor] = []
    /// The bundle's controls (iOS 18), which are not widget kinds either.
    var storedControls: [ControlDescriptor] = []
}

extension _WidgetDescriptorList {
    /// The kinds, Live Activities and controls of one widget's configuration.
    @MainActor
    init(describing configuration: some WidgetConfiguration) {
        self.init(
            storedDescriptors: configuration.widgetDescriptors,
            storedActivities: configuration.liveActivityDescriptors,
            storedControls: configuration.controlDescriptors)
    }
}

extension _WidgetDescriptorList: WidgetConfiguration {
    public typealias Body = Never
}

extension _WidgetDescriptorList: PrimitiveWidgetConfiguration {
    package var descriptors: [WidgetDescriptor] { storedDescriptors }
}

extension _WidgetDescriptorList: LiveActivitySource {
    package var activityDescriptors: [ActivityDescriptor] { storedActivities }
}
