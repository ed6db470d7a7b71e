/// A modifier that you apply to a view or another view modifier, producing a different version of
/// the original value.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View

    /// The content view type passed to `body()`.
    typealias Content = _ViewModifier_Content<Self>

    /// Gets the current body of the caller.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    /// Primitive modifiers render themselves; reaching their body is a runtime bug.
    public func body(content: Self.Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// The content a custom `ViewModifier`'s body wraps: the view the modifier was applied to.
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
    let render: (RenderContext) -> [HTMLNode]
}

extension _ViewModifier_Content: View {
    public typealias Body = Never
}

extension _ViewModifier_Content: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] { render(context) }
}

/// A value with a modifier applied to it.

public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view or view
    /// modifier.
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        if Modifier.Body.self == Never.self, let primitive = PrimitiveTypes.modifier(Modifier.self) {
            // The content renders through a non-escaping closure: no capture box, no copy of the content.
            primitive.appendNodes(
                of: modifier, content: { self.content.appendRenderedNodes(to: &$1, in: $0) }, to: &nodes, in: context)
            return
        }
        let wrapped = content
        let render: (RenderContext) -> [HTMLNode] = { wrapped.renderNodes(in: $0) }
        renderBody(of: modifier, content: _ViewModifier_Content(render: render), to: &nodes, in: context)
    }

    @MainActor private func renderBody(
        of modifier: Modifier, content: _ViewModifier_Content<Modifier>, to nodes: inout [HTMLNode],
        in context: RenderContext
    ) {
        context.evaluatingBody { modifier.body(content: content) }.appendRenderedNodes(to: &nodes, in: context)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(self.modifier)
    }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    // Inlinable, as are the most used modifiers: specialized in the caller, making the
    // `ModifiedContent` needs no runtime lookup of its generic metadata, which unspecialized code
    // paid on every modifier of every render.
    @inlinable
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
