import Foundation

/// An empty widget configuration: a widget whose body is this declares no widget kind (what code returns
/// where a widget is not available).
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    /// Creates an empty widget configuration.
    public init() {}

    public typealias Body = Never
}

extension EmptyWidgetConfiguration: PrimitiveWidgetConfiguration {
    package var descriptors: [WidgetDescriptor] { [] }
}
