/// A view the renderer draws itself, instead of through a `body`.
///
/// Nodes are appended to the caller's list rather than returned: containers and modifiers pass one
/// list down the hierarchy instead of allocating, concatenating and copying a list at every level.
@MainActor
package protocol PrimitiveView {
    /// Appends the HTML nodes for this view in `context` (none, one, or several for lists of views).
    func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext)
}

/// A primitive view whose nodes are simplest to build as a list of their own (controls, shapes…).
@MainActor
package protocol NodeListView: PrimitiveView {
    /// The HTML nodes for this view in `context`.
    func makeNodes(in context: RenderContext) -> [HTMLNode]
}

extension NodeListView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        nodes += makeNodes(in: context)
    }
}

/// A modifier the renderer applies itself, instead of through `body(content:)`.
@MainActor
package protocol PrimitiveModifier {
    /// Appends the nodes of the modified content: `content` appends the wrapped view's nodes for a
    /// given context.
    func appendNodes(
        content: (RenderContext, inout [HTMLNode]) -> Void, to nodes: inout [HTMLNode], in context: RenderContext)
}

/// A primitive modifier that transforms the content's nodes as a list of their own.
@MainActor
package protocol NodeListModifier: PrimitiveModifier {
    /// The nodes of the modified content: `content` renders the wrapped view in a given context.
    func makeNodes(content: (RenderContext) -> [HTMLNode], in context: RenderContext) -> [HTMLNode]
}

extension NodeListModifier {
    package func appendNodes(
        content: (RenderContext, inout [HTMLNode]) -> Void, to nodes: inout [HTMLNode], in context: RenderContext
    ) {
        nodes += makeNodes(
            content: { inner in
                var list: [HTMLNode] = []
                content(inner, &list)
                return list
            }, in: context)
    }
}

extension PrimitiveView {
    /// Draws `view`, whose type is `Self`. Dispatching on the metatype (found by a cast of
    /// `Self.self`, not of the value) spares copying the whole view into an existential box.
    static func appendNodes<V>(of view: V, to nodes: inout [HTMLNode], in context: RenderContext) {
        unsafeBitCast(view, to: Self.self).appendNodes(to: &nodes, in: context)
    }
}

extension PrimitiveModifier {
    /// Applies `modifier`, whose type is `Self` (see `PrimitiveView.appendNodes(of:to:in:)`).
    static func appendNodes<M>(
        of modifier: M, content: (RenderContext, inout [HTMLNode]) -> Void, to nodes: inout [HTMLNode],
        in context: RenderContext
    ) {
        unsafeBitCast(modifier, to: Self.self).appendNodes(content: content, to: &nodes, in: context)
    }
}

extension View {
    /// Appends this view's HTML nodes: primitives draw themselves, other views render their body.
    package func appendRenderedNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        // Every primitive has a `Never` body, so a view with a real body needs no conformance lookup.
        if Body.self == Never.self, let primitive = PrimitiveTypes.view(Self.self) {
            primitive.appendNodes(of: self, to: &nodes, in: context)
            return
        }
        context.evaluatingBody { body }.appendRenderedNodes(to: &nodes, in: context)
    }

    /// This view's HTML nodes as a list of their own.
    package func renderNodes(in context: RenderContext) -> [HTMLNode] {
        var nodes: [HTMLNode] = []
        // Most views draw one node, lists a few: start with room for several rather than regrow.
        nodes.reserveCapacity(4)
        appendRenderedNodes(to: &nodes, in: context)
        return nodes
    }
}

/// Which view and modifier types are primitives, looked up once per type: a conformance check
/// is a slow runtime search, and every view of every render asks.
@MainActor
enum PrimitiveTypes {
    // The maps live behind pointers: a `static var` is checked for exclusive access at run time on
    // every read (swift_beginAccess), which cost more than the lookup itself. Main-actor isolation
    // already rules out overlapping accesses.
    private static let views = UnsafeMutablePointer<TypeMap<(any PrimitiveView.Type)?>>.make()
    private static let modifiers = UnsafeMutablePointer<TypeMap<(any PrimitiveModifier.Type)?>>.make()

    static func view(_ type: Any.Type) -> (any PrimitiveView.Type)? {
        if let known = views.pointee[type] { return known }
        let primitive = type as? any PrimitiveView.Type
        views.pointee[type] = primitive
        return primitive
    }

    static func modifier(_ type: Any.Type) -> (any PrimitiveModifier.Type)? {
        if let known = modifiers.pointee[type] { return known }
        let primitive = type as? any PrimitiveModifier.Type
        modifiers.pointee[type] = primitive
        return primitive
    }
}

extension UnsafeMutablePointer {
    /// A pointer to a new, empty `TypeMap` that lives as long as the process.
    fileprivate static func make<Value>() -> Self where Pointee == TypeMap<Value> {
        let pointer = Self.allocate(capacity: 1)
        pointer.initialize(to: TypeMap())
        return pointer
    }
}
