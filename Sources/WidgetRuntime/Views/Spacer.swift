import Foundation

/// A flexible space that expands along the major axis of its containing stack layout.
public struct Spacer: Sendable {
    /// The minimum length this spacer can be shrunk to, along the axis of expansion.
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
}

extension Spacer: View {
    public typealias Body = Never
}

extension Spacer: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        let length = CSS.length(minLength ?? defaultStackSpacing)
        var node: HTMLNode
        switch context.stackAxis {
        case .vertical:
            node = HTMLNode(classes: ["spacer"], style: [("min-height", length)], flexibility: .vertical)
        case .horizontal:
            node = HTMLNode(classes: ["spacer"], style: [("min-width", length)], flexibility: .horizontal)
        case nil:
            node = HTMLNode(classes: ["spacer"], flexibility: [.horizontal, .vertical])
        }
        // No spacing on its edges along the stack: its minimum length keeps its neighbours apart (SwiftUI's).
        node.neighbourSpacing = .spacer(along: context.stackAxis)
        node.record(.spacer(minLength: minLength ?? defaultStackSpacing), in: context)
        nodes.append(node)
    }
}
