/// One element of the rendered HTML, with what the layout needs to know about it.
@usableFromInline
package struct HTMLNode {
    /// What an element holds between its tags.
    package enum Content {
        case children([HTMLNode])
        /// Text, escaped when written.
        case text(String)
        /// Trusted markup produced by the runtime itself (symbol SVGs), written as is.
        case markup(String)
    }

    package var tag: String
    package var classes: [String]
    /// CSS declarations in the order they were added, so output is deterministic.
    package var style: [(property: String, value: String)]
    /// Other attributes in the order they were added (`data-*`, `aria-*`, `href`…).
    package var attributes: [(name: String, value: String)]
    package var content: Content
    /// The axes along which this view takes all the space it is offered (Spacer, shapes,
    /// `frame(maxWidth: .infinity)`), which a stack turns into flex growth.
    package var flexibility: Axis.Set
    /// How the node sizes itself, recorded when the rendering runs `LayoutEngine` (see `RenderSession`).
    package var layout: LayoutSpec?
    /// What the view's top and bottom edges ask of its neighbours in a vertical stack (text or not).
    package var neighbourSpacing = NeighbourSpacing.plain

    package init(
        _ tag: String = "div", classes: [String] = [], style: [(property: String, value: String)] = [],
        attributes: [(name: String, value: String)] = [], content: Content = .children([]),
        flexibility: Axis.Set = []
    ) {
        self.tag = tag
        self.classes = classes
        self.style = style
        self.attributes = attributes
        self.content = content
        self.flexibility = flexibility
    }

    /// Adds a CSS declaration, replacing an earlier one for the same property.
    package mutating func setStyle(_ property: String, _ value: String) {
        if let index = style.firstIndex(where: { $0.property == property }) {
            style[index].value = value
        } else {
            // Nodes that get one declaration usually get more (layout, colors): start with room for
            // several rather than regrow one by one.
            if style.capacity == style.count { style.reserveCapacity(max(4, style.count * 2)) }
            style.append((property, value))
        }
    }

    /// Adds an attribute, replacing an earlier one with the same name.
    package mutating func setAttribute(_ name: String, _ value: String) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append((name, value))
        }
    }

    /// The node's children (empty for text and markup).
    package var children: [HTMLNode] {
        if case .children(let nodes) = content { return nodes }
        return []
    }
}
