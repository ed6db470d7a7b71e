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
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        let length = CSS.length(minLength ?? defaultStackSpacing)
        switch context.stackAxis {
        case .vertical:
            return [HTMLNode(classes: ["spacer"], style: [("min-height", length)], flexibility: .vertical)]
        case .horizontal:
            return [HTMLNode(classes: ["spacer"], style: [("min-width", length)], flexibility: .horizontal)]
        case nil:
            return [HTMLNode(classes: ["spacer"], flexibility: [.horizontal, .vertical])]
        }
    }
}
