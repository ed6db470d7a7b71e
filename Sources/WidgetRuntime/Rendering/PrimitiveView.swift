/// A view the renderer draws itself, instead of through a `body`.
@MainActor
package protocol PrimitiveView {
    /// The HTML nodes for this view in `context` (none, one, or several for lists of views).
    func makeNodes(in context: RenderContext) -> [HTMLNode]
}

/// A modifier the renderer applies itself, instead of through `body(content:)`.
@MainActor
package protocol PrimitiveModifier {
    /// The nodes of the modified content: `content` renders the wrapped view in a given context.
    func makeNodes(content: (RenderContext) -> [HTMLNode], in context: RenderContext) -> [HTMLNode]
}

extension PrimitiveView {
    /// Draws `view`, whose type is `Self`. Dispatching on the metatype (found by a cast of
    /// `Self.self`, not of the value) spares copying the whole view into an existential box.
    static func makeNodes<V>(of view: V, in context: RenderContext) -> [HTMLNode] {
        unsafeBitCast(view, to: Self.self).makeNodes(in: context)
    }
}

extension PrimitiveModifier {
    /// Applies `modifier`, whose type is `Self` (see `PrimitiveView.makeNodes(of:in:)`).
    static func makeNodes<M>(
        of modifier: M, content: (RenderContext) -> [HTMLNode], in context: RenderContext
    ) -> [HTMLNode] {
        unsafeBitCast(modifier, to: Self.self).makeNodes(content: content, in: context)
    }
}

extension View {
    /// Renders this view to HTML nodes: primitives draw themselves, other views render their body.
    package func renderNodes(in context: RenderContext) -> [HTMLNode] {
        // Every primitive has a `Never` body, so a view with a real body needs no conformance lookup.
        if Body.self == Never.self, let primitive = PrimitiveTypes.view(Self.self) {
            return primitive.makeNodes(of: self, in: context)
        }
        return context.evaluatingBody { body }.renderNodes(in: context)
    }
}

/// Which view and modifier types are primitives, looked up once per type: a conformance check
/// is a slow runtime search, and every view of every render asks.
@MainActor
enum PrimitiveTypes {
    private static var views: [ObjectIdentifier: (any PrimitiveView.Type)?] = [:]
    private static var modifiers: [ObjectIdentifier: (any PrimitiveModifier.Type)?] = [:]

    static func view(_ type: Any.Type) -> (any PrimitiveView.Type)? {
        let key = ObjectIdentifier(type)
        if let known = views[key] { return known }
        let primitive = type as? any PrimitiveView.Type
        views[key] = primitive
        return primitive
    }

    static func modifier(_ type: Any.Type) -> (any PrimitiveModifier.Type)? {
        let key = ObjectIdentifier(type)
        if let known = modifiers[key] { return known }
        let primitive = type as? any PrimitiveModifier.Type
        modifiers[key] = primitive
        return primitive
    }
}
