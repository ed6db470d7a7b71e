/// A result builder that constructs views from closures.
@resultBuilder
public struct ViewBuilder {
    /// Builds an expression within the builder.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// Builds an empty view from a block containing no statements.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// Combines several views into one.
    @_disfavoredOverload
    @inlinable
    public static func buildBlock<each Content>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView(elements: repeat each content)
    }

    /// Produces an optional view for conditional statements that are only visible when true.
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    /// Produces content for a conditional statement when the condition is true.
    @inlinable
    public static func buildEither<TrueContent, FalseContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces content for a conditional statement when the condition is false.
    @inlinable
    public static func buildEither<TrueContent, FalseContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Processes view content for a conditional compiler-control statement that performs an
    /// availability check.
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}

@available(*, unavailable)
extension ViewBuilder: Sendable {}
