import Foundation

/// Rotates, blurs, or tightens the content (transforms and filters that do not change its layout).
public struct _EffectModifier: ViewModifier {
    enum Kind {
        case rotation(Angle, UnitPoint)
        case rotation3D(PerspectiveRotation)
        case blur(radius: CGFloat, opaque: Bool)
    }

    let kind: Kind
    public typealias Body = Never
}

extension _EffectModifier: EachNodeModifier {
    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        switch kind {
        case .rotation(let angle, let anchor):
            var style: [(property: String, value: String)] = [
                ("transform", "rotate(" + CSS.number(CGFloat((angle.degrees * 1000).rounded() / 1000)) + "deg)")
            ]
            if anchor != .center { style.append(("transform-origin", anchor.css)) }
            return Boxes.wrap(node, classes: ["transform"], style: style)
        case .rotation3D(let rotation):
            return Boxes.wrap(
                node, classes: ["transform"], style: rotation.style(in: context.environment.containerSize))
        case .blur(let radius, let opaque):
            var style: [(property: String, value: String)] = [("filter", "blur(" + CSS.length(radius) + ")")]
            // Opaque: the blur keeps the edges solid instead of fading them out.
            if opaque { style.append(("overflow", "hidden")) }
            return Boxes.wrap(node, classes: ["effect"], style: style)
        }
    }
}

extension View {
    /// Rotates a view's rendered output in two dimensions around the specified point.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_EffectModifier(kind: .rotation(angle, anchor)))
    }

    /// Renders a view's content as if it's rotated in three dimensions around the specified axis.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        modifier(
            _EffectModifier(
                kind: .rotation3D(
                    PerspectiveRotation(
                        angle: angle, axis: [axis.x, axis.y, axis.z], anchor: anchor, anchorZ: anchorZ,
                        perspective: perspective))))
    }

    /// Applies a Gaussian blur to this view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_EffectModifier(kind: .blur(radius: radius, opaque: opaque)))
    }

    /// Sets whether text in this view can compress the space between characters when necessary to fit text
    /// in a line (accepted; text is not tightened here before it wraps or shrinks).
    public func allowsTightening(_ flag: Bool) -> some View {
        environmentTransform { $0.allowsTightening = flag }
    }

    /// Sets the font width of the text in this view.
    public func fontWidth(_ width: Font.Width?) -> some View {
        environmentTransform { environment in
            guard let width else { return }
            var font = environment.font ?? .body
            font.widthValue = width
            environment.font = font
        }
    }
}

extension Text {
    /// Sets whether the text can compress the space between characters when necessary to fit in a line.
    public func allowsTightening(_ flag: Bool) -> Text {
        self
    }

    /// Sets the font width of the text.
    public consuming func fontWidth(_ width: Font.Width?) -> Text {
        styled { if $0.width == nil { $0.width = width } }
    }
}

extension EnvironmentValues {
    /// Whether text may compress the space between its characters to fit a line (`allowsTightening`).
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}

private struct AllowsTighteningKey: EnvironmentKey {
    static let defaultValue = false
}

/// Hides the content: it keeps its place in the layout but draws nothing and takes no touches.
public struct _HiddenModifier: ViewModifier {
    public typealias Body = Never

    @usableFromInline
    nonisolated init() {}
}

extension _HiddenModifier: EachNodeModifier {
    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        // `visibility` keeps the box (and its size) and hides it from assistive technologies too, as iOS does.
        node.setStyle("visibility", "hidden")
        return node
    }
}

extension View {
    /// Hides this view unconditionally.
    @inlinable
    nonisolated public func hidden() -> some View {
        ModifiedContent(content: self, modifier: _HiddenModifier())
    }
}
